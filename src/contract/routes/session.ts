import { z } from 'zod';
import { defineRoute } from '../route';
import { captchaChallenge, changeExpiredPasswordBody, changePasswordBody, loginBody, loginResult, mfaVerifyBody, presenceBody, presenceReply, session } from '../entities/session';
import { health } from '../entities/directory';

/** Session calls (spec 1 section 7). */
export const sessionRoutes = {
  health: defineRoute({ method: 'GET', path: '/health', reply: health, auth: 'none' }),

  captchaChallenge: defineRoute({ method: 'GET', path: '/captcha/challenge', reply: captchaChallenge, auth: 'none' }),
  login: defineRoute({ method: 'POST', path: '/login', body: loginBody, reply: loginResult, auth: 'none', intercept401: false }),
  loginMfa: defineRoute({ method: 'POST', path: '/login/mfa', body: mfaVerifyBody, reply: session, auth: 'none', intercept401: false }),
  changeExpiredPassword: defineRoute({
    method: 'POST',
    path: '/password/change-expired',
    body: changeExpiredPasswordBody,
    reply: z.object({ changed: z.literal(true) }),
    auth: 'none',
    intercept401: false,
  }),
  /** My profile: a signed-in user changes their password (the current one checked; failures count as sign-in failures). */
  changePassword: defineRoute({ method: 'POST', path: '/password/change', body: changePasswordBody, reply: z.object({ changed: z.literal(true) }), auth: 'session' }),
  getSession: defineRoute({ method: 'GET', path: '/session', reply: session, auth: 'session', intercept401: false }),
  deleteSession: defineRoute({ method: 'DELETE', path: '/session', reply: z.object({ loggedOut: z.literal(true) }), auth: 'session', intercept401: false }),
  setPresence: defineRoute({ method: 'PUT', path: '/session/status', body: presenceBody, reply: presenceReply, auth: 'session' }),
  getPresence: defineRoute({ method: 'GET', path: '/session/status', reply: presenceReply, auth: 'session' }),
};
