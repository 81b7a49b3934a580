import type { RouteKey } from '../../src/contract';

/**
 * Every rate limit of the server, in one place (issue 35). A limit counts per key (the caller's
 * address, the account named in the body, or the signed-in user) in a fixed window; past `max` the
 * call answers 429 'Too many requests: try again in N seconds' with Retry-After.
 *
 * The values stop floods (a script sending thousands a minute) and stay out of a person's way: an
 * office of reps behind one address signs in together at nine, and a person retries by hand. They do
 * not replace the spec's captcha: sign-in asks for it after 5 wrong passwords (LOGIN_MAX_FAILURES),
 * well before the account's own limit below.
 */
export type RateLimitKey = 'address' | 'account' | 'user' | 'apiKey';

export interface RateLimit {
  /** Whose calls are counted together: the caller's address, the email in the body, the signed-in user, the API key. */
  key: RateLimitKey;
  /** What is counted: every call, or only the calls that were judged a wrong password. */
  counts: 'call' | 'wrongPassword';
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /**
   * Sign-in calls from one address (POST /login, /login/mfa and /password/change-expired together):
   * 300 a minute is a whole office signing in at once, yet caps password spraying across accounts
   * from one machine at 5 a second where it had no cap.
   */
  signInPerAddress: { key: 'address', counts: 'call', max: 300, windowMs: MINUTE },
  /**
   * Wrong passwords for one account in 15 minutes (the captcha's window). The captcha comes after 5;
   * this stops a robot that solves captchas after 15. Only wrong passwords count, so a person or a
   * script signing in again and again with the right one is never limited.
   */
  wrongPasswordsPerAccount: { key: 'account', counts: 'wrongPassword', max: 15, windowMs: 15 * MINUTE },
  /** Changing one's password checks the current one: 10 tries in 15 minutes is plenty for a person. */
  passwordChangePerUser: { key: 'user', counts: 'call', max: 10, windowMs: 15 * MINUTE },
  /** An administrator resetting passwords: 30 in 15 minutes covers a team's worth; more is a script. */
  passwordResetPerUser: { key: 'user', counts: 'call', max: 30, windowMs: 15 * MINUTE },
  /**
   * Verification codes texted to a caller id (each SMS is paid, and goes to a number the user typed):
   * the same number waits 120 s anyway (TN_VERIFY_TOO_SOON); 10 an hour allows typos and retries.
   */
  codeSendPerUser: { key: 'user', counts: 'call', max: 10, windowMs: HOUR },
  /** Typing the texted code: each code allows a few tries already; 30 an hour covers several codes. */
  codeCheckPerUser: { key: 'user', counts: 'call', max: 30, windowMs: HOUR },
  /**
   * The tracking pixel and click redirect, per address: mail-privacy proxies fetch for many
   * recipients from few addresses, so 600 a minute (10 a second) stays generous and stops floods.
   */
  trackingPerAddress: { key: 'address', counts: 'call', max: 600, windowMs: MINUTE },
  /**
   * Routes that do not exist, asked without a valid session: a client of this API never needs more
   * than a few; 60 a minute stops a scanner guessing URLs. Signed-in callers are not counted.
   */
  notFoundPerAddress: { key: 'address', counts: 'call', max: 60, windowMs: MINUTE },
  /**
   * Every call made with one API key (issue 37), whatever the route: 600 a minute (10 a second) lets a
   * script sync a team's contacts and tasks, and stops a runaway loop from crowding out the people
   * working in the product. Sessions are not counted by it.
   */
  callsPerApiKey: { key: 'apiKey', counts: 'call', max: 600, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The contract's routes that are limited, and by which limits (a limit named twice is one count shared). */
export const ROUTE_RATE_LIMITS: { readonly [K in RouteKey]?: readonly RateLimitName[] } = {
  login: ['signInPerAddress', 'wrongPasswordsPerAccount'],
  loginMfa: ['signInPerAddress'],
  changeExpiredPassword: ['signInPerAddress', 'wrongPasswordsPerAccount'],
  changePassword: ['passwordChangePerUser'],
  resetUserPassword: ['passwordResetPerUser'],
  verifyCallerId: ['codeSendPerUser'],
  confirmCallerId: ['codeCheckPerUser'],
};

/**
 * The route config of a hand-registered route limited per address (the tracking pixel and
 * redirect): `{ config: routeRateLimit('trackingPerAddress') }`, counted by @fastify/rate-limit.
 */
export function routeRateLimit(name: RateLimitName) {
  const limit: RateLimit = RATE_LIMITS[name];
  if (limit.key !== 'address' || limit.counts !== 'call') throw new Error(`${name} is not a per-address limit of calls`);
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/** The 429's message: a sentence the user can act on. */
export const tooManyRequestsMessage = (seconds: number) => `Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
