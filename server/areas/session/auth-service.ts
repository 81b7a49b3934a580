import { CURRENT_PASSWORD_INCORRECT, profilePasswordErrors } from '@/src/domain/settings/profile-password';
import { randomInt } from 'node:crypto';
import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { LoginBody, LoginResult, Presence, Session } from '@/src/contract';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@/src/domain/constants';
import { LOGIN_MESSAGE, MFA_MESSAGE } from '@/src/domain/login-messages';
import { validatePasswordChange } from '@/src/domain/password-policy';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Db, Tx } from '../../db/database';
import { impersonationLog, loginFailures, mfaChallenges, tenants, users, type TenantSettings } from '../../db/schema';
import { canLoginAs } from '@/src/domain/settings/user-admin';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../mail/mailer';
import type { Captcha } from './captcha';
import { hashPassword, timingDecoyHash, verifyPassword } from './passwords';
import type { AuthContext, SessionStore } from './session-store';
import { issueSipCredentials } from '../telephony/sip-credentials';
import { hashToken, newToken } from './tokens';
import type { PresenceStore } from './presence-store';

const MFA_TTL_MS = 10 * 60 * 1000;
const MFA_MAX_ATTEMPTS = 5;

type UserRow = typeof users.$inferSelect;
interface Account {
  user: UserRow;
  tenantName: string;
  settings: TenantSettings;
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  sessions: SessionStore;
  captcha: Captcha;
  mailer: Mailer;
  /** The one stored status of a person (set-status, sign-in and sign-out change it). */
  presence: PresenceStore;
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, config, sessions, captcha, mailer } = deps;

  /** The user, their tenant's name and settings, and (with `failuresOf`) the recent sign-in failures, in one query. */
  const loadAccount = async (tx: Tx | Db, where: SQL, failuresOf = '') => {
    const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [row] = await tx
      .select({
        user: users,
        tenantName: tenants.name,
        settings: tenants.settings,
        failures: sql<number>`(select count(*)::int from ${loginFailures} where ${loginFailures.email} = ${failuresOf} and ${loginFailures.at} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where);
    return row;
  };

  const recentFailures = async (tx: Tx, email: string) => {
    const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gte(loginFailures.at, since)));
    return row?.n ?? 0;
  };

  /**
   * One sign-in attempt: the failure count, the captcha, the password check and the recorded
   * failure run under a lock on the email, so parallel guesses cannot all pass the count of
   * failures. A right password clears the failures (the captcha, if required, was solved).
   */
  async function checkCredentials(email: string, password: string, recaptchaCode: string | undefined): Promise<Account> {
    const key = email.trim().toLowerCase();
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`);
      // A deleted user's email may belong to a new user now; only the living one signs in.
      const account = await loadAccount(tx, sql`lower(${users.email}) = ${key} and ${users.deletedAt} is null`, key);
      const failures = account ? account.failures : await recentFailures(tx, key);
      if (failures >= LOGIN_MAX_FAILURES && !(await captcha.verify(recaptchaCode))) {
        return { failure: LOGIN_MESSAGE.tooManyAttempts };
      }
      const ok = await verifyPassword(account?.user.passwordHash ?? (await timingDecoyHash), password);
      if (!account || !ok) {
        await tx.insert(loginFailures).values({ email: key, at: clock.now() });
        return { failure: LOGIN_MESSAGE.wrongCredentials };
      }
      if (failures > 0) await tx.delete(loginFailures).where(eq(loginFailures.email, key));
      return { account };
    });
    if (!outcome.account) throw new ApiError(401, outcome.failure);
    return outcome.account;
  }

  async function impersonatorOf(userId: number, tenantId: number) {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    return row ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;
  }

  /** Signs the user in: a new session, presence away (spec 1 section 4). */
  async function startSession({ user, tenantName, settings }: Account): Promise<Session> {
    const token = await sessions.open(user, settings);
    deps.presence.announce(user, 'away');
    return describeSession({ ...user, presence: 'away' }, token, { tenantName, settings });
  }

  function describeSession(user: UserRow, token: string, tenant: Omit<Account, 'user'>, impersonator: { id: number; name: string } | null = null): Session {
    const sip = issueSipCredentials({ secret: config.secret, sipUser: user.provisioningId, now: clock.now(), ttlSeconds: config.sipCredentialTtlSeconds });
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      tenantId: user.tenantId,
      tenantName: tenant.tenantName,
      region: tenant.settings.region ?? 'us',
      role: user.role,
      teamId: user.teamId,
      ...sip,
      realm: config.sipRealm,
      status: user.presence,
      authToken: token,
      externalURL: null,
      capList: user.capList,
      connectionType: user.connectionType,
      userProvisioningId: user.provisioningId,
      accountProvisioningId: `tenant-${user.tenantId}`,
      impersonatorId: impersonator?.id ?? null,
      impersonatorName: impersonator?.name ?? null,
    };
  }

  return {
    async login(body: LoginBody): Promise<{ payload: LoginResult; message?: string }> {
      const account = await checkCredentials(body.email, body.password, body.recaptchaCode);
      const { user } = account;
      if (!user.active) throw new ApiError(402, LOGIN_MESSAGE.inactive);
      if (user.mustChangePassword) throw new ApiError(401, LOGIN_MESSAGE.mustChangePassword);
      if (user.mfaMethod) {
        const mfaToken = newToken();
        let codeHash: string | null = null;
        if (user.mfaMethod === 'email') {
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          codeHash = hashToken(code);
          await mailer.send({ to: user.email, subject: 'Your sign-in code', text: `Your sign-in code is ${code}. It expires in 10 minutes.` });
        }
        await db
          .insert(mfaChallenges)
          .values({ tenantId: user.tenantId, userId: user.id, tokenHash: hashToken(mfaToken), method: user.mfaMethod, codeHash, expiresAt: new Date(clock.now().getTime() + MFA_TTL_MS) });
        return { payload: { mfaToken, mfaMethod: user.mfaMethod }, message: user.mfaMethod === 'app' ? MFA_MESSAGE.app : MFA_MESSAGE.email };
      }
      return { payload: await startSession(account) };
    },

    /** Completes a sign-in that asked for a second factor. */
    async verifyMfa(mfaToken: string, code: string): Promise<Session> {
      const now = clock.now();
      const expired = () => new ApiError(401, 'The verification has expired, please sign in again', { code: 'MFA_EXPIRED' });
      // Each try takes one attempt atomically, so codes sent in parallel cannot share one count.
      const [challenge] = await db
        .update(mfaChallenges)
        .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
        .where(and(eq(mfaChallenges.tokenHash, hashToken(mfaToken)), isNull(mfaChallenges.usedAt), gte(mfaChallenges.expiresAt, now), lt(mfaChallenges.attempts, MFA_MAX_ATTEMPTS)))
        .returning();
      if (!challenge) throw expired();
      const account = await loadAccount(db, and(eq(users.id, challenge.userId), eq(users.tenantId, challenge.tenantId)) as SQL);
      if (!account) throw expired();
      const { user } = account;
      if (!user.active) throw new ApiError(402, LOGIN_MESSAGE.inactive);
      const valid =
        challenge.method === 'email'
          ? challenge.codeHash === hashToken(code)
          : user.mfaSecret !== null && new TOTP({ secret: user.mfaSecret }).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
      if (!valid) throw new ApiError(401, 'The verification code is not valid', { code: 'MFA_INVALID_CODE' });
      // Spent once: the same right code sent twice at the same time opens one session.
      const [spent] = await db
        .update(mfaChallenges)
        .set({ usedAt: now })
        .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
        .returning({ id: mfaChallenges.id });
      if (!spent) throw expired();
      return startSession(account);
    },

    async changeExpiredPassword(body: { email: string; oldPassword: string; newPassword: string; confirmPassword: string }) {
      // The same lockout as sign-in: otherwise this call would check passwords without a captcha.
      const { user } = await checkCredentials(body.email, body.oldPassword, undefined);
      // Only an expired password is changed here: this path has no second factor.
      if (!user.mustChangePassword) throw new ApiError(403, 'Password change is not required', { code: 'PASSWORD_NOT_EXPIRED' });
      const error = validatePasswordChange(body);
      if (error) throw new ApiError(400, error, { code: error });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), mustChangePassword: false })
        .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
      return { changed: true as const };
    },

    /**
     * Spec 3 change password: the current password is checked as a sign-in is (the same lockout), the
     * new one by the form's rules; any failure is 'Current password is incorrect' (spec 3 section 8),
     * a 400 so the page keeps its session.
     */
    async changePassword(auth: AuthContext, body: { currentPassword: string; newPassword: string; confirmPassword: string }) {
      const [me] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      if (!me) throw new ApiError(401, 'Authentication required', { reason: 'unauthenticated' });
      const refused = () => new ApiError(400, CURRENT_PASSWORD_INCORRECT, { code: 'CURRENT_PASSWORD_INCORRECT' });
      await checkCredentials(me.email, body.currentPassword, undefined).catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 401 ? refused() : error;
      });
      const errors = profilePasswordErrors(body);
      if (errors.newPassword || errors.confirmPassword) throw refused();
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), mustChangePassword: false })
        .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      return { changed: true as const };
    },

    async currentSession(auth: AuthContext): Promise<Session> {
      const account = await loadAccount(db, and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)) as SQL);
      if (!account) throw new ApiError(401, 'Authentication required', { reason: 'unauthenticated' });
      return describeSession(account.user, auth.token, account, auth.impersonatorId ? await impersonatorOf(auth.impersonatorId, auth.tenantId) : null);
    },

    /**
     * Login as user (spec 3 section 6): never oneself, never while already logged in as someone,
     * never across tenants, never a deleted or inactive user; written to the audit log. The session
     * carries the target's rights only, and nothing of their password or second factor.
     */
    async loginAs(auth: AuthContext, targetId: number): Promise<Session> {
      const account = await loadAccount(db, and(eq(users.id, targetId), eq(users.tenantId, auth.tenantId), isNull(users.deletedAt)) as SQL);
      if (!account) throw new ApiError(404, 'User not found', { code: 'ERROR_LOGIN_IMPERSONATE' });
      if (!canLoginAs({ meId: auth.userId, targetId, impersonating: Boolean(auth.impersonatorId), targetActive: account.user.active }))
        throw new ApiError(403, 'Login as this user is not allowed', { code: 'ERROR_LOGIN_IMPERSONATE' });
      const opened = await sessions.openImpersonation(auth, account.user);
      await db.insert(impersonationLog).values({ tenantId: auth.tenantId, impersonatorId: auth.userId, userId: targetId, sessionId: opened.sessionId, startedAt: clock.now() });
      return describeSession(account.user, opened.token, account, await impersonatorOf(auth.userId, auth.tenantId));
    },

    /** Back to oneself: ends the login as user (its audit row gets its end) and resumes the admin's own session. */
    async endLoginAs(auth: AuthContext): Promise<Session> {
      if (!auth.impersonatorId) throw new ApiError(409, 'You are not logged in as another user');
      const resumed = await sessions.resumeImpersonator(auth);
      await db
        .update(impersonationLog)
        .set({ endedAt: clock.now() })
        .where(and(eq(impersonationLog.sessionId, auth.sessionId), eq(impersonationLog.tenantId, auth.tenantId), isNull(impersonationLog.endedAt)));
      if (!resumed) throw new ApiError(401, 'Your own session has ended, please sign in again', { reason: 'expired' });
      const account = await loadAccount(db, and(eq(users.id, resumed.userId), eq(users.tenantId, auth.tenantId)) as SQL);
      if (!account) throw new ApiError(401, 'Authentication required', { reason: 'unauthenticated' });
      return describeSession(account.user, resumed.token, account);
    },

    async logout(auth: AuthContext) {
      await sessions.close(auth);
      await deps.presence.set({ id: auth.userId, tenantId: auth.tenantId }, 'away');
      return { loggedOut: true as const };
    },

    setPresence: (auth: AuthContext, presence: Presence) => deps.presence.set({ id: auth.userId, tenantId: auth.tenantId }, presence),
    getPresence: (auth: AuthContext): Promise<Presence> => deps.presence.get({ id: auth.userId, tenantId: auth.tenantId }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
