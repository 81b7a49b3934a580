import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { acdReportBody } from '@/src/contract';
import { createFormatter } from '@/src/domain/format';
import { ABANDONED_CSV_HEADER, abandonedCsvCells, csvLines, REPORT_FILE_NAMES } from '@/src/domain/reports/report-csv';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { userDialingPlanCountry } from '../profile/user-dialing-plan';
import { ApiError } from '../../http/api-error';
import { createMediaAccess } from '../recordings/media-access';
import { userTimeZone } from '../profile/user-time-zone';
import type { AuthContext } from '../session/session-store';
import type { createAcdReports } from './acd-reports';

/** A streamed export's address works this long: the browser starts fetching it at once. */
export const REPORT_EXPORT_TTL_MS = 5 * 60_000;
const ABANDONED_PATH = '/api/media/reports/abandoned-calls.csv';
const CSV_LOCALE = 'en-US';

type AcdFilters = z.infer<typeof acdReportBody>;

/**
 * Reports whose rows grow with the calls (the abandoned calls: one per caller who gave up) export on
 * the server: the page asks for a signed address (this tenant, this user, these filters, for a few
 * minutes) and the browser downloads it, while the server writes the CSV a page of rows at a time,
 * so neither side holds the whole report. The other reports' rows are per user, list or number and
 * export from the page.
 */
export function createReportExports(deps: { db: Db; secret: string; clock: Clock; acd: ReturnType<typeof createAcdReports> }) {
  const access = createMediaAccess(deps.secret, deps.clock, REPORT_EXPORT_TTL_MS);
  const nameOf = (filters: string) => `report:abandoned-calls:${filters}`;

  return {
    /** The address of the abandoned calls CSV for these filters (relative to the instance's rest URL). */
    abandonedCallsAddress(auth: AuthContext, filters: AcdFilters): { url: string; expiresAt: string } {
      const encoded = Buffer.from(JSON.stringify(filters)).toString('base64url');
      const { token, expiresAt } = access.sign({ tenantId: auth.tenantId, userId: auth.userId, mediaName: nameOf(encoded) });
      return { url: `${ABANDONED_PATH.replace(/^\/api/, '')}?access=${encodeURIComponent(token)}&filters=${encoded}`, expiresAt: expiresAt.toISOString() };
    },

    registerRoutes(fastify: FastifyInstance) {
      fastify.get(ABANDONED_PATH, async (request, reply) => {
        const query = request.query as { access?: unknown; filters?: unknown };
        const encoded = typeof query.filters === 'string' && /^[\w-]{0,4000}$/.test(query.filters) ? query.filters : null;
        const holder = encoded !== null && typeof query.access === 'string' ? access.verify(query.access, nameOf(encoded)) : null;
        if (!holder || encoded === null) throw new ApiError(410, 'This export has expired: export the report again');
        const filters = acdReportBody.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        const auth: AuthContext = { sessionId: 0, tenantId: holder.tenantId, userId: holder.userId, capList: [], token: '' };
        const acd = deps.acd;
        // Times as the page shows them: in the user's profile zone (the server has no browser locale: en-US);
        // numbers too: national in their dialing plan's country.
        const country = await userDialingPlanCountry(deps.db, auth);
        const formatter = createFormatter({ locale: CSV_LOCALE, timeZone: (await userTimeZone(deps.db, auth)).timeZone });
        const cells = abandonedCsvCells(formatter, (number) => formatPhoneNumber(number, country));
        async function* csv() {
          yield csvLines([ABANDONED_CSV_HEADER]);
          for await (const page of acd.abandonedPages(auth, filters)) yield csvLines(page.map(cells));
        }
        const name = `${REPORT_FILE_NAMES.abandonedCalls}.csv`;
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(Readable.from(csv()));
      });
    },
  };
}

export type ReportExports = ReturnType<typeof createReportExports>;
