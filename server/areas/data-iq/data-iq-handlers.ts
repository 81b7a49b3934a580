import type { dataIqRoutes } from '@/src/contract/routes/data-iq';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createDataIqService } from './data-iq-service';

export function dataIqHandlers(deps: { db: Db }): AreaHandlers<typeof dataIqRoutes> {
  const service = createDataIqService(deps.db);
  return { dataIqSummary: ({ auth }) => service.summary(auth), dataIqRecords: ({ auth, query }) => service.records(auth, query.check, query.page) };
}
