import { z } from 'zod';
import { DATA_IQ_CAP } from '../../domain/data-iq/data-quality';
import { dataIqCheck, dataIqRecord, dataIqSummary } from '../entities/data-iq';
import { defineRoute } from '../route';

/** Data quality (main.dataiq, capList dataIq). */
export const dataIqRoutes = {
  dataIqSummary: defineRoute({ method: 'GET', path: '/data-iq/summary', reply: dataIqSummary, auth: 'session', scope: DATA_IQ_CAP }),
  dataIqRecords: defineRoute({
    method: 'GET',
    path: '/data-iq/records',
    query: z.object({ check: dataIqCheck, page: z.coerce.number().int().min(0).max(10_000).default(0) }),
    reply: z.object({ records: z.array(dataIqRecord), total: z.number().int() }),
    auth: 'session',
    scope: DATA_IQ_CAP,
  }),
};
