import type { scheduleRoutes } from '@/src/contract/routes/schedules';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createScheduleService } from './schedule-service';

export function schedulesHandlers(deps: { db: Db }): AreaHandlers<typeof scheduleRoutes> {
  const schedules = createScheduleService(deps.db);
  return {
    tenantSchedules: async ({ auth }) => ({ schedules: await schedules.list(auth.tenantId) }),
    createTenantSchedule: async ({ auth, body }) => schedules.create(auth.tenantId, body),
    saveTenantSchedule: async ({ auth, params, body }) => schedules.save(auth.tenantId, params.name, body),
    deleteTenantSchedule: async ({ auth, params }) => {
      await schedules.remove(auth.tenantId, params.name);
      return { deleted: true as const };
    },
  };
}
