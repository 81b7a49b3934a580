import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { CrmStatus } from '@/src/contract/entities/crm';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { Crm, CrmCursor, CrmSession } from './crm';
import { CrmAuthorizationRefused, CrmReconnectNeeded } from './crm-errors';
import type { CrmSecret } from './crm-secret';
import { crmConnections, crmOAuthAttempts } from './crm-tables';

// A connect attempt waits this long for its callback (Salesforce's code lives 15 minutes).
const ATTEMPT_TTL_MS = 10 * 60_000;

export interface CrmConnectionDeps {
  db: Db;
  clock: Clock;
  secret: CrmSecret;
  /** null: this server has no CRM org configured. */
  crm: Crm | null;
  simulated: boolean;
  /** The OAuth callback address registered on the connected app. */
  redirectUri: () => string;
}

const notConfigured = () => new ApiError(503, 'No CRM is configured on this server', { code: 'CRM_NOT_CONFIGURED' });

/** The tenant's CRM connection (adminSync: one per tenant): connect, status, disconnect, and sessions on it for the sync jobs. */
export function createCrmConnectionService(deps: CrmConnectionDeps) {
  const { db, clock, secret } = deps;

  const adminConnection = async (tenantId: number) =>
    (
      await db
        .select()
        .from(crmConnections)
        .where(and(eq(crmConnections.tenantId, tenantId), isNull(crmConnections.userId)))
        .limit(1)
    )[0] ?? null;

  return {
    /** An authorize address for the administrator's browser; the PKCE verifier stays here, encrypted, under the attempt's state. */
    async startConnect(auth: AuthContext): Promise<{ url: string }> {
      if (!deps.crm) throw notConfigured();
      const state = randomBytes(32).toString('base64url');
      // RFC 7636: 43 to 128 characters.
      const codeVerifier = randomBytes(64).toString('base64url');
      const redirectUri = deps.redirectUri();
      const now = clock.now();
      await db.delete(crmOAuthAttempts).where(and(eq(crmOAuthAttempts.tenantId, auth.tenantId), lt(crmOAuthAttempts.expiresAt, now)));
      await db
        .insert(crmOAuthAttempts)
        .values({ state, tenantId: auth.tenantId, userId: auth.userId, codeVerifier: secret.encrypt(codeVerifier), redirectUri, expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS) });
      return { url: deps.crm.authorizeUrl({ state, codeVerifier, redirectUri }) };
    },

    /** The callback: the attempt is spent whatever happens; the code exchanged with its verifier; the tenant's connection replaced. */
    async finishConnect(query: { state: string; code?: string | undefined; error?: string | undefined; error_description?: string | undefined }) {
      const [attempt] = await db.delete(crmOAuthAttempts).where(eq(crmOAuthAttempts.state, query.state)).returning();
      if (!attempt || attempt.expiresAt.getTime() < clock.now().getTime()) throw new ApiError(400, 'This connection attempt is unknown or has expired: connect again', { code: 'CRM_CONNECT_EXPIRED' });
      if (!deps.crm) throw notConfigured();
      if (query.error || !query.code)
        throw new ApiError(400, `Salesforce did not connect: ${query.error_description ?? query.error ?? 'no code'}`, { code: 'CRM_CONNECT_REFUSED', reason: query.error ?? 'no_code' });
      const grant = await deps.crm.exchangeCode({ code: query.code, codeVerifier: secret.decrypt(attempt.codeVerifier), redirectUri: attempt.redirectUri }).catch((error: unknown) => {
        if (error instanceof CrmAuthorizationRefused) throw new ApiError(400, `Salesforce did not connect: ${error.message}`, { code: 'CRM_CONNECT_REFUSED', reason: error.error });
        throw error;
      });
      const values = {
        provider: 'salesforce' as const,
        orgId: grant.orgId,
        crmUserId: grant.userId,
        instanceUrl: grant.instanceUrl,
        refreshToken: secret.encrypt(grant.refreshToken),
        accessToken: secret.encrypt(grant.accessToken),
        state: 'connected' as const,
        lastError: null,
        connectedBy: attempt.userId,
        connectedAt: clock.now(),
      };
      await db
        .insert(crmConnections)
        .values({ tenantId: attempt.tenantId, userId: null, ...values })
        .onConflictDoUpdate({ target: crmConnections.tenantId, targetWhere: sql`${crmConnections.userId} is null`, set: values });
      return { connected: true as const, orgId: grant.orgId, instanceUrl: grant.instanceUrl };
    },

    async status(auth: AuthContext): Promise<CrmStatus> {
      const row = await adminConnection(auth.tenantId);
      return {
        provider: 'salesforce',
        available: deps.crm !== null,
        simulated: deps.simulated,
        syncMode: 'adminSync',
        state: !row ? 'notConnected' : row.state === 'connected' ? 'connected' : 'reconnectNeeded',
        orgId: row?.orgId ?? null,
        instanceUrl: row?.instanceUrl ?? null,
        connectedAt: row?.connectedAt.toISOString() ?? null,
        lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
      };
    },

    /** Revokes the refresh token at the CRM (best effort: a token already revoked there is as good) and forgets the connection. */
    async disconnect(auth: AuthContext) {
      const row = await adminConnection(auth.tenantId);
      if (row && deps.crm)
        await deps.crm
          .open({ instanceUrl: row.instanceUrl, refreshToken: secret.decrypt(row.refreshToken), accessToken: null })
          .revoke()
          .catch(() => undefined);
      if (row) await db.delete(crmConnections).where(and(eq(crmConnections.id, row.id), eq(crmConnections.tenantId, auth.tenantId)));
      return { disconnected: true as const };
    },

    /**
     * A session on the tenant's connection for the sync jobs, or null when there is none to use.
     * A new access token is kept; a connection the CRM no longer honours is marked for reconnecting
     * (the jobs stop and wait, nothing is dropped).
     */
    async session(tenantId: number): Promise<CrmSession | null> {
      if (!deps.crm) return null;
      const row = await adminConnection(tenantId);
      if (!row || row.state !== 'connected') return null;
      const keepToken = (accessToken: string) => {
        void db
          .update(crmConnections)
          .set({ accessToken: secret.encrypt(accessToken) })
          .where(and(eq(crmConnections.id, row.id), eq(crmConnections.tenantId, tenantId)))
          .catch(() => undefined);
      };
      const markReconnect = async (error: unknown) => {
        if (error instanceof CrmReconnectNeeded)
          await db
            .update(crmConnections)
            .set({ state: 'reconnect_needed', lastError: error.message })
            .where(and(eq(crmConnections.id, row.id), eq(crmConnections.tenantId, tenantId)));
        throw error;
      };
      let tokens: { refreshToken: string; accessToken: string | null };
      try {
        tokens = { refreshToken: secret.decrypt(row.refreshToken), accessToken: row.accessToken ? secret.decrypt(row.accessToken) : null };
      } catch {
        // Tokens written under another SECRET cannot be read: only a new connection helps.
        return markReconnect(new CrmReconnectNeeded('The stored connection cannot be read (the server secret changed): connect again'));
      }
      const session = deps.crm.open({ instanceUrl: row.instanceUrl, ...tokens }, keepToken);
      // Every call of the session passes through: a lost connection is recorded where /crm shows it.
      return Object.fromEntries(
        Object.entries(session).map(([name, fn]) => [name, (...args: unknown[]) => (fn as (...a: unknown[]) => Promise<unknown>)(...args).catch(markReconnect)]),
      ) as unknown as CrmSession;
    },

    /** Where an object's next incremental sync starts: first everything changed, and deletions from now on. */
    async cursor(tenantId: number, object: string): Promise<CrmCursor> {
      const row = await adminConnection(tenantId);
      const saved = row?.syncCursors[object];
      return saved ? { updated: new Date(saved.updated), deleted: new Date(saved.deleted) } : { updated: new Date(0), deleted: clock.now() };
    },

    /** Moves an object's cursor in the transaction that wrote what it covers: a stop before the commit redoes the run, none is lost. */
    async saveCursor(tx: Tx, tenantId: number, object: string, next: CrmCursor) {
      const value = JSON.stringify({ updated: next.updated.toISOString(), deleted: next.deleted.toISOString() });
      await tx
        .update(crmConnections)
        .set({ syncCursors: sql`jsonb_set(${crmConnections.syncCursors}, ${`{${object}}`}::text[], ${value}::jsonb)`, lastSyncAt: clock.now() })
        .where(and(eq(crmConnections.tenantId, tenantId), isNull(crmConnections.userId)));
    },

    /** The connection's row (owner of what a sync creates, instance for record links). */
    connection: adminConnection,

    /** Tenants whose connection is usable now (the periodic jobs' round). */
    async connectedTenants(): Promise<number[]> {
      const rows = await db
        .select({ tenantId: crmConnections.tenantId })
        .from(crmConnections)
        .where(and(isNull(crmConnections.userId), eq(crmConnections.state, 'connected')));
      return rows.map((r) => r.tenantId);
    },
  };
}

export type CrmConnectionService = ReturnType<typeof createCrmConnectionService>;
