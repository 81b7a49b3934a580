import { z } from 'zod';
import { defineRoute } from './route';
import {
  captchaChallenge,
  changeExpiredPasswordBody,
  loginBody,
  loginResult,
  mfaVerifyBody,
  presenceBody,
  presenceReply,
  session,
} from './entities/session';
import { activityMetricsReply, metricPeriod, savedPeriod } from './entities/metrics';
import { health, team, userSummary } from './entities/directory';

const id = z.coerce.number().int().positive();

/** The one route table: the server registers from it, the client calls by its keys. */
export const routes = {
  health: defineRoute({ method: 'GET', path: '/health', reply: health, auth: 'none' }),

  // Session (spec 1 section 7)
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
  getSession: defineRoute({ method: 'GET', path: '/session', reply: session, auth: 'session', intercept401: false }),
  deleteSession: defineRoute({ method: 'DELETE', path: '/session', reply: z.object({ loggedOut: z.literal(true) }), auth: 'session', intercept401: false }),
  setPresence: defineRoute({ method: 'PUT', path: '/session/status', body: presenceBody, reply: presenceReply, auth: 'session' }),
  getPresence: defineRoute({ method: 'GET', path: '/session/status', reply: presenceReply, auth: 'session' }),

  // Directory, for the manager view
  listUsers: defineRoute({ method: 'GET', path: '/users', reply: z.object({ users: z.array(userSummary) }), auth: 'session' }),
  listTeams: defineRoute({ method: 'GET', path: '/teams', reply: z.object({ teams: z.array(team) }), auth: 'session' }),

  // Activity metrics (spec 1 section 7)
  getMetricPeriod: defineRoute({ method: 'GET', path: '/metrics/period', reply: savedPeriod, auth: 'session' }),
  saveMetricPeriod: defineRoute({ method: 'PUT', path: '/metrics/period', body: savedPeriod, reply: savedPeriod, auth: 'session' }),
  activityMetrics: defineRoute({
    method: 'GET',
    path: '/metrics/activity-metrics/:period',
    params: z.object({ period: metricPeriod }),
    query: z.object({ userId: id.optional() }),
    reply: activityMetricsReply,
    auth: 'session',
  }),
  teamActivityMetrics: defineRoute({
    method: 'GET',
    path: '/metrics/activity-metrics/team/:teamId/:period',
    params: z.object({ teamId: id, period: metricPeriod }),
    reply: activityMetricsReply,
    auth: 'session',
    scope: 'dashboard.managerView',
  }),
};

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
