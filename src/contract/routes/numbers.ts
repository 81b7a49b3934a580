import { z } from 'zod';
import { defineRoute } from '../route';
import { assignNumberToQueueBody, assignNumberToUserBody, tenantPhoneNumber, userCallerIdBody, userNumbersReply } from '../entities/numbers';

const numberId = z.object({ id: z.coerce.number().int().positive() });
const numberReply = z.object({ number: tenantPhoneNumber });

/**
 * Spec 3 telephony numbers (settings/numbers/assign, administrators): the tenant's numbers, linked
 * to and unlinked from users and queues, and each user's caller id among their numbers.
 */
export const numbersRoutes = {
  phoneNumbers: defineRoute({ method: 'GET', path: '/telephony/numbers', reply: z.object({ numbers: z.array(tenantPhoneNumber) }), auth: 'session', scope: 'settings.admin' }),
  /** 409 'Phone number is already assigned' when a live user or queue holds it; a user without a caller id takes it as theirs. */
  assignNumberToUser: defineRoute({ method: 'PUT', path: '/telephony/numbers/:id/user', params: numberId, body: assignNumberToUserBody, reply: numberReply, auth: 'session', scope: 'settings.admin' }),
  /**
   * 409 'Unassign phone number from user?' (code UNASSIGN_CONFIRM) for the user's last number, which
   * force=true then takes; 409 'Choose another caller id' (code UNASSIGN_CHOOSE_CALLER_ID) for their
   * caller id while they have other numbers: choose one (PUT .../caller-id), then unassign.
   */
  unassignNumberFromUser: defineRoute({
    method: 'DELETE',
    path: '/telephony/numbers/:id/user',
    params: numberId,
    query: z.object({ force: z.enum(['true', 'false']).default('false') }),
    reply: numberReply,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** The queue answers on this number from now on (its number before stays with the tenant, unassigned). */
  assignNumberToQueue: defineRoute({
    method: 'PUT',
    path: '/telephony/numbers/:id/queue',
    params: numberId,
    body: assignNumberToQueueBody,
    reply: numberReply,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** The queue is left without a number: it gets no calls until it has one again. */
  unassignNumberFromQueue: defineRoute({ method: 'DELETE', path: '/telephony/numbers/:id/queue', params: numberId, reply: numberReply, auth: 'session', scope: 'settings.admin' }),
  userNumbers: defineRoute({
    method: 'GET',
    path: '/telephony/users/:userId/numbers',
    params: z.object({ userId: z.coerce.number().int().positive() }),
    reply: userNumbersReply,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** 400 'The caller id must be one of the user’s numbers'. */
  updateUserCallerId: defineRoute({
    method: 'PUT',
    path: '/telephony/users/:userId/caller-id',
    params: z.object({ userId: z.coerce.number().int().positive() }),
    body: userCallerIdBody,
    reply: userNumbersReply,
    auth: 'session',
    scope: 'settings.admin',
  }),
};
