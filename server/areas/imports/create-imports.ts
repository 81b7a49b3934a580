import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { ListsRuntime } from '../lists/lists-runtime';
import type { SessionStore } from '../session/session-store';
import { createImportRunner } from './import-job';
import { registerImportUploadRoutes } from './import-upload-routes';
import { createImportService } from './import-service';

/** The CSV import area: its files under `dir`, its job runner (started with the server, resuming what a stop left). */
export function createImports(deps: { db: Db; clock: Clock; dir: string; realtime: Realtime; lists: ListsRuntime; batchRows?: number }) {
  const runner = createImportRunner({
    db: deps.db,
    clock: deps.clock,
    dir: deps.dir,
    realtime: deps.realtime,
    addToList: (auth, listId, contactIds) => deps.lists.contacts.add(auth, listId, contactIds, null),
    ...(deps.batchRows ? { batchRows: deps.batchRows } : {}),
  });
  const service = createImportService({ db: deps.db, dir: deps.dir, kick: () => runner.kick() });
  return {
    handlerDeps: { service, runner },
    registerRoutes: (fastify: FastifyInstance, sessions: SessionStore) => registerImportUploadRoutes(fastify, sessions, service),
    start: () => runner.start(),
    stop: () => runner.stop(),
  };
}
export type ImportsHandlerDeps = ReturnType<typeof createImports>['handlerDeps'];
