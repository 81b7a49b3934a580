import type { numbersRoutes } from '@/src/contract/routes/numbers';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createNumberInventory } from './number-inventory-service';

/** Spec 3 settings/numbers/assign: the tenant's numbers and their assignment (administrators). */
export function numbersHandlers(deps: { db: Db }): AreaHandlers<typeof numbersRoutes> {
  const inventory = createNumberInventory(deps.db);
  return {
    phoneNumbers: async ({ auth }) => ({ numbers: await inventory.list(auth.tenantId) }),
    assignNumberToUser: async ({ auth, params, body }) => ({ number: await inventory.assignToUser(auth.tenantId, params.id, body.userId) }),
    unassignNumberFromUser: async ({ auth, params, query }) => ({ number: await inventory.unassignFromUser(auth.tenantId, params.id, query.force === 'true') }),
    assignNumberToQueue: async ({ auth, params, body }) => ({ number: await inventory.assignToQueue(auth.tenantId, params.id, body.queueId) }),
    unassignNumberFromQueue: async ({ auth, params }) => ({ number: await inventory.unassignFromQueue(auth.tenantId, params.id) }),
    userNumbers: ({ auth, params }) => inventory.userNumbers(auth.tenantId, params.userId),
    updateUserCallerId: ({ auth, params, body }) => inventory.updateUserCallerId(auth.tenantId, params.userId, body.phoneNumber),
  };
}
