import type { directoryRoutes } from '@/src/contract/routes/directory';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createDirectoryService } from './directory-service';

export function directoryHandlers(deps: { db: Db }): AreaHandlers<typeof directoryRoutes> {
  const directory = createDirectoryService(deps.db);
  return { listUsers: async ({ auth }) => ({ users: await directory.listUsers(auth) }), listTeams: async ({ auth }) => ({ teams: await directory.listTeams(auth) }) };
}
