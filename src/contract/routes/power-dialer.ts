import { z } from 'zod';
import { defineRoute } from '../route';
import { listContactStatus } from '../entities/lists';
import {
  playContactStatusReply,
  playListStatusReply,
  playNextReply,
  playResultBody,
  playResultReply,
  powerDialerSettings,
  powerDialerTime,
  tenantPowerDialerSettingsBody,
} from '../entities/power-dialer';
import { queryFlag, recordId } from './crm-params';

const listParams = z.object({ listId: recordId });
const contactParams = z.object({ listId: recordId, contactId: recordId });

/**
 * Power dialer play routes (spec 2 "Play", spec 1 section 7 "Power dialer and lists") and its settings
 * (spec 3 "update power dialer time", powerDialerSettingsEnabled). Every play route answers 423
 * 'Cannot perform actions on paused lists.' on a paused list. Notes: POWER-DIALER-NOTES.md.
 */
export const powerDialerRoutes = {
  /**
   * Reserves and returns the next contact to dial (or `contactId`'s, or with `previous` the one the caller
   * played last on this list); passes by (and marks) opted-out and outside-calling-hours contacts.
   */
  listPlayNext: defineRoute({
    method: 'GET',
    path: '/lists/:listId/play/next',
    params: listParams,
    query: z.object({
      contactId: recordId.optional(),
      playbookId: recordId.optional(),
      playbookStepId: recordId.optional(),
      playbookStepAction: z.literal('call').optional(),
      previous: queryFlag.default(false),
    }),
    reply: playNextReply,
    auth: 'session',
  }),
  /** The call's outcome on the list: lastCallResult, the step outcome (next step or completed), reservation released. */
  listPlayResult: defineRoute({ method: 'PATCH', path: '/lists/:listId/play/:contactId/result', params: contactParams, body: playResultBody, reply: playResultReply, auth: 'session' }),
  /** 'not contacted skipped' (a contact not in a "not contacted" status keeps its status), to the back of the due order, reservation released. */
  listPlaySkip: defineRoute({ method: 'POST', path: '/lists/:listId/play/:contactId/skip', params: contactParams, reply: z.object({ listStatus: listContactStatus }), auth: 'session', retry: false }),
  /** couldPlay: checked before dialing a contact picked by hand (a contact row's CALL). */
  listPlayContactStatus: defineRoute({ method: 'GET', path: '/lists/:listId/play/:contactId/status', params: contactParams, reply: playContactStatusReply, auth: 'session' }),
  /** The list's play state for the caller; renews the caller's reservation on it. */
  listPlayStatus: defineRoute({ method: 'GET', path: '/lists/:listId/play/status', params: listParams, reply: playListStatusReply, auth: 'session' }),
  /** The dialer stops: releases the caller's reservations (on one list, or on all). */
  listPlayFinish: defineRoute({
    method: 'POST',
    path: '/lists/play/finish',
    body: z.object({ listId: z.number().int().positive().optional() }).default({}),
    reply: z.object({ released: z.number().int() }),
    auth: 'session',
  }),
  /** The caller's power dialer settings and the tenant's flags. */
  powerDialerSettings: defineRoute({ method: 'GET', path: '/users/me/power-dialer', reply: powerDialerSettings, auth: 'session' }),
  /** Spec 3 "update power dialer time": 0 or one of the wait options (seconds). */
  updatePowerDialerTime: defineRoute({ method: 'PUT', path: '/users/me/power-dialer/time', body: z.object({ powerDialerTime }), reply: powerDialerSettings, auth: 'session' }),
  /** Admin: the calling-hours guard and the powerDialerSettingsEnabled flag of the tenant. */
  updateTenantPowerDialerSettings: defineRoute({
    method: 'PUT',
    path: '/admin/power-dialer/settings',
    body: tenantPowerDialerSettingsBody,
    reply: powerDialerSettings,
    auth: 'session',
    scope: 'settings.admin',
  }),
};
