import { z } from 'zod';
import { defineRoute } from '../route';
import { playNextReply } from '../entities/power-dialer';
import {
  createParallelSessionBody,
  listAbandonment,
  parallelDialerUser,
  parallelDialerSettings,
  parallelSession,
  parallelStatusParams,
  tenantParallelDialerSettings,
} from '../entities/parallel-dialer';

/** Spec 2 section 7 "Parallel dialer": sessions and lines; spec 3 its settings. */
export const parallelDialerRoutes = {
  parallelDialerSettings: defineRoute({ method: 'GET', path: '/v2/paralleldialers/settings', reply: parallelDialerSettings, auth: 'session' }),
  updateTenantParallelDialerSettings: defineRoute({
    method: 'PUT',
    path: '/admin/paralleldialers/settings',
    body: tenantParallelDialerSettings.partial().strict(),
    reply: parallelDialerSettings,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** Admin: the users and their lines (changed with updateUserTelephonyAcl { parallelDialer }). */
  parallelDialerUsers: defineRoute({ method: 'GET', path: '/admin/paralleldialers/users', reply: z.object({ users: z.array(parallelDialerUser) }), auth: 'session', scope: 'settings.admin' }),
  assignedParallelLines: defineRoute({ method: 'GET', path: '/v2/paralleldialers/lines/assigned', reply: z.object({ assignedLines: z.number().int() }), auth: 'session' }),
  availableParallelLines: defineRoute({ method: 'GET', path: '/v2/paralleldialers/lines/available', reply: z.object({ totalAvailableLines: z.number().int() }), auth: 'session' }),
  createParallelSession: defineRoute({
    method: 'POST',
    path: '/v2/paralleldialers/sessions',
    body: createParallelSessionBody,
    reply: z.object({ session: parallelSession }),
    auth: 'session',
    retry: false,
  }),
  /** The abandonment guard's figures for a list (beyond the spec; shown on the dialer panel and the list). */
  listAbandonment: defineRoute({
    method: 'GET',
    path: '/v2/paralleldialers/lists/:listId/abandonment',
    params: z.object({ listId: z.coerce.number().int().positive() }),
    query: z.object({ requested: z.coerce.number().int().min(1).max(5).default(5) }),
    reply: listAbandonment,
    auth: 'session',
  }),
  /**
   * The next due contact for one line of the caller's open session, reserved beside the ones its other
   * lines hold (opted-out and outside-hours contacts passed by as play/next does); action null: none left.
   */
  parallelSessionNext: defineRoute({
    method: 'POST',
    path: '/v2/paralleldialers/sessions/:id/next',
    params: z.object({ id: z.coerce.number().int().positive() }),
    reply: playNextReply,
    auth: 'session',
    retry: false,
  }),
  activeParallelSession: defineRoute({ method: 'GET', path: '/v2/paralleldialers/sessions/active', reply: z.object({ session: parallelSession.nullable() }), auth: 'session' }),
  updateParallelSessionStatus: defineRoute({
    method: 'PATCH',
    path: '/v2/paralleldialers/sessions/:id/status/:status',
    params: parallelStatusParams,
    reply: z.object({ session: parallelSession }),
    auth: 'session',
  }),
};
