import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import { createListContactsService } from './list-contacts-service';
import { createListMoveService } from './list-move-service';
import { createListRefreshService } from './list-refresh-service';
import { createListService } from './list-service';
import { createListTableService } from './list-table-service';
import { createListViewService } from './list-view-service';
import { createTagService } from '../tags/tag-service';

/** The lists area's services, built once per app (the refresh runner and its auto-refresh scan live here). */
export function createListsRuntime(deps: { db: Db; clock: Clock; realtime: Pick<Realtime, 'toTenant'> }) {
  const refresh = createListRefreshService(deps);
  return {
    refresh,
    lists: createListService({ ...deps, refresh }),
    tables: createListTableService(deps.db, deps.clock),
    contacts: createListContactsService(deps),
    move: createListMoveService(deps),
    views: createListViewService(deps.db),
    tags: createTagService(deps.db),
  };
}

export type ListsRuntime = ReturnType<typeof createListsRuntime>;
