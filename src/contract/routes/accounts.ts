import { z } from 'zod';
import { defineRoute } from '../route';
import { account, accountCreateBody, accountUpdateBody } from '../entities/accounts';
import { recordId } from './crm-params';

/** Accounts (spec 1 section 7). The pickers use offset 0 and limit 100. */
export const accountsRoutes = {
  listAccounts: defineRoute({
    method: 'GET',
    path: '/accounts',
    query: z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(100).default(100), search: z.string().trim().max(100).optional() }),
    reply: z.object({ accounts: z.array(account), total: z.number().int() }),
    auth: 'session',
  }),
  getAccount: defineRoute({ method: 'GET', path: '/accounts/:accountId', params: z.object({ accountId: recordId }), reply: z.object({ account }), auth: 'session' }),
  createAccount: defineRoute({ method: 'POST', path: '/accounts', body: accountCreateBody, reply: z.object({ account }), auth: 'session', scope: 'account.create' }),
  updateAccount: defineRoute({ method: 'PATCH', path: '/account/:accountId', params: z.object({ accountId: recordId }), body: accountUpdateBody, reply: z.object({ account }), auth: 'session' }),
};
