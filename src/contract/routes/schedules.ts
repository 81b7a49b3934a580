import { z } from 'zod';
import { defineRoute } from '../route';
import { tenantSchedule, tenantScheduleBody } from '../entities/schedules';

const nameParams = z.object({ name: z.string().trim().min(1).max(200) });

/**
 * Spec 3 section 7 "get and update schedules": the tenant's named schedules. Anyone signed in reads
 * them (a playbook step names one); admins change them. Intervals that overlap are merged on save.
 */
export const scheduleRoutes = {
  tenantSchedules: defineRoute({ method: 'GET', path: '/settings/schedules', reply: z.object({ schedules: z.array(tenantSchedule) }), auth: 'session' }),
  createTenantSchedule: defineRoute({ method: 'POST', path: '/admin/settings/schedules', body: tenantScheduleBody, reply: tenantSchedule, auth: 'session', scope: 'settings.admin' }),
  /** Renames and changes a schedule; steps that name it follow the new name. */
  saveTenantSchedule: defineRoute({
    method: 'PUT',
    path: '/admin/settings/schedules/:name',
    params: nameParams,
    body: tenantScheduleBody,
    reply: tenantSchedule,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** Refused (409, naming them) while a queue or a playbook step follows it. */
  deleteTenantSchedule: defineRoute({
    method: 'DELETE',
    path: '/admin/settings/schedules/:name',
    params: nameParams,
    reply: z.object({ deleted: z.literal(true) }),
    auth: 'session',
    scope: 'settings.admin',
  }),
};
