import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { LoginBody, LoginResult, Presence, Session } from '../../src/contract';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../src/domain/constants';
import { LOGIN_MESSAGE, MFA_MESSAGE } from '../../src/domain/login-messages';
import { validatePasswordChange } from '../../src/domain/password-policy';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { loginFailures, mfaChallenges, tenants, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Mailer } from '../email/mailer';
import type { Captcha } from './captcha';
import { hashPassword, timingDecoyHash, verifyPassword } from './passwords';
import type { AuthContext, SessionStore } from './session-store';
import { issueSipCredentials } from './sip-credentials';
import { hashToken, newToken } from './tokens';
import type { Realtime } from '../realtime/realtime';

const MFA_TTL_MS = 10 * 60 * 1000;
const MFA_MAX_ATTEMPTS = 5;

type UserRow = typeof users.$inferSelect;

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  sessions: SessionStore;
  captcha: Captcha;
  mailer: Mailer;
  realtime: Realtime;
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, config, sessions, captcha, mailer } = deps;

  const findUserByEmail = async (email: string) =>
    (await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))[0];

  const recentFailures = async (email: string) => {
    const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gte(loginFailures.at, since)));
    return row?.n ?? 0;
  };

  async function checkCredentials(email: string, password: string): Promise<UserRow> {
    const key = email.trim().toLowerCase();
    const user = await findUserByEmail(key);
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDecoyHash), password);
    if (!user || !ok) {
      await db.insert(loginFailures).values({ email: key, at: clock.now() });
      throw new ApiError(401, LOGIN_MESSAGE.wrongCredentials);
    }
    return user;
  }

  async function setPresence(user: { id: number; tenantId: number }, presence: Presence) {
    await db.update(users).set({ presence }).where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
    deps.realtime.toTenant(user.tenantId, 'presence', { userId: user.id, presence });
  }

  /** Signs the user in: a new session, presence away (spec 1 section 4). */
  async function startSession(user: UserRow): Promise<Session> {
    const token = await sessions.open(user);
    await db.delete(loginFailures).where(eq(loginFailures.email, user.email.toLowerCase()));
    await setPresence(user, 'away');
    return describeSession({ ...user, presence: 'away' }, token);
  }

  async function describeSession(user: UserRow, token: string): Promise<Session> {
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, user.tenantId));
    const sip = issueSipCredentials({
      secret: config.secret,
      sipUser: user.provisioningId,
      now: clock.now(),
      ttlSeconds: config.sipCredentialTtlSeconds,
    });
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      tenantId: user.tenantId,
      tenantName: tenant?.name ?? '',
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
      impersonatorId: null,
      impersonatorName: null,
    };
  }

  return {
    async login(body: LoginBody): Promise<{ payload: LoginResult; message?: string }> {
      const email = body.email.trim().toLowerCase();
      if ((await recentFailures(email)) >= LOGIN_MAX_FAILURES && !(await captcha.verify(body.recaptchaCode))) {
        throw new ApiError(401, LOGIN_MESSAGE.tooManyAttempts);
      }
      const user = await checkCredentials(email, body.password);
      if (!user.active) throw new ApiError(402, LOGIN_MESSAGE.inactive);
      if (user.mustChangePassword) throw new ApiError(401, LOGIN_MESSAGE.mustChangePassword);
      if (user.mfaMethod) {
        const mfaToken = newToken();
        let codeHash: string | null = null;
        if (user.mfaMethod === 'email') {
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          codeHash = hashToken(code);
          await mailer.send({
            to: user.email,
            subject: 'Your sign-in code',
            text: `Your sign-in code is ${code}. It expires in 10 minutes.`,
          });
        }
        await db.insert(mfaChallenges).values({
          tenantId: user.tenantId,
          userId: user.id,
          tokenHash: hashToken(mfaToken),
          method: user.mfaMethod,
          codeHash,
          expiresAt: new Date(clock.now().getTime() + MFA_TTL_MS),
        });
        return {
          payload: { mfaToken, mfaMethod: user.mfaMethod },
          message: user.mfaMethod === 'app' ? MFA_MESSAGE.app : MFA_MESSAGE.email,
        };
      }
      return { payload: await startSession(user) };
    },

    /** Completes a sign-in that asked for a second factor. */
    async verifyMfa(mfaToken: string, code: string): Promise<Session> {
      const [challenge] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.tokenHash, hashToken(mfaToken)));
      const now = clock.now();
      if (!challenge || challenge.usedAt || challenge.expiresAt < now || challenge.attempts >= MFA_MAX_ATTEMPTS) {
        throw new ApiError(401, 'The verification has expired, please sign in again', { code: 'MFA_EXPIRED' });
      }
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, challenge.userId), eq(users.tenantId, challenge.tenantId)));
      if (!user) throw new ApiError(401, 'The verification has expired, please sign in again', { code: 'MFA_EXPIRED' });
      const valid =
        challenge.method === 'email'
          ? challenge.codeHash === hashToken(code)
          : user.mfaSecret !== null &&
            new TOTP({ secret: user.mfaSecret }).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
      if (!valid) {
        await db.update(mfaChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(mfaChallenges.id, challenge.id));
        throw new ApiError(401, 'The verification code is not valid', { code: 'MFA_INVALID_CODE' });
      }
      await db.update(mfaChallenges).set({ usedAt: now }).where(eq(mfaChallenges.id, challenge.id));
      return startSession(user);
    },

    async changeExpiredPassword(body: { email: string; oldPassword: string; newPassword: string; confirmPassword: string }) {
      const user = await checkCredentials(body.email, body.oldPassword);
      const error = validatePasswordChange(body);
      if (error) throw new ApiError(400, error, { code: error });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), mustChangePassword: false })
        .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
      return { changed: true as const };
    },

    async currentSession(auth: AuthContext): Promise<Session> {
      const [user] = await db.select().from(users).where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      if (!user) throw new ApiError(401, 'Authentication required', { reason: 'unauthenticated' });
      return describeSession(user, auth.token);
    },

    async logout(auth: AuthContext) {
      await sessions.close(auth);
      await setPresence({ id: auth.userId, tenantId: auth.tenantId }, 'away');
      return { loggedOut: true as const };
    },

    setPresence: (auth: AuthContext, presence: Presence) => setPresence({ id: auth.userId, tenantId: auth.tenantId }, presence),

    async getPresence(auth: AuthContext): Promise<Presence> {
      const [row] = await db
        .select({ presence: users.presence })
        .from(users)
        .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      return row?.presence ?? 'offline';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
