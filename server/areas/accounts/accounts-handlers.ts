import type { accountsRoutes } from '@/src/contract/routes/accounts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createAccountService } from './account-service';

export function accountsHandlers(deps: { db: Db; clock: Clock }): AreaHandlers<typeof accountsRoutes> {
  const accounts = createAccountService(deps.db, deps.clock);
  return {
    listAccounts: ({ auth, query }) => accounts.list(auth, query),
    getAccount: async ({ auth, params }) => ({ account: await accounts.get(auth, params.accountId) }),
    createAccount: async ({ auth, body }) => ({ account: await accounts.create(auth, body) }),
    updateAccount: async ({ auth, params, body }) => ({ account: await accounts.update(auth, params.accountId, body) }),
  };
}
