import { sql } from 'drizzle-orm';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { createTenant, createUser } from '../../seed/tenant-factory';

/**
 * The abandoned calls report streamed as CSV (spec 3: export works when too large): a signed address
 * for the caller's tenant and filters, fetched without the session header, written a page of rows at
 * a time (4,500 entries: three pages) in time order with no row twice, even for entries in the same
 * millisecond; a forged or altered address gets nothing.
 */
let server: TestServer;
let manager: string;
let rep: string;
const ENTRIES = 4500;

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `Export Co ${Date.now()}`);
  const boss = await createUser(server.db, tenant.id, { email: `ex-boss-${tenant.id}@export.test`, password: 'Demo@Sales1', firstName: 'Mel', lastName: 'Boss', role: 'manager' });
  const me = await createUser(server.db, tenant.id, { email: `ex-rep-${tenant.id}@export.test`, password: 'Demo@Sales1', firstName: 'Zed', lastName: 'Rep', role: 'rep' });
  // Entry i starts i microseconds after midnight (many share a millisecond); each fifth one is processed, not abandoned.
  await server.db.execute(sql`
    insert into activities (tenant_id, kind, direction, occurred_at, data)
    select ${tenant.id}, 'queue', 'in', timestamptz '2026-05-01 00:00:00+00' + make_interval(secs => i / 1000000.0),
      jsonb_build_object('queueId', 7, 'queueName', '=Line', 'outcome', case when i % 5 = 0 then 'processed' else 'abandoned' end, 'from', '+1555' || lpad(i::text, 7, '0'), 'to', '+15557000100', 'waitSeconds', i % 100, 'contactId', null)
    from generate_series(1, ${ENTRIES * 1.25}::int) i`);
  manager = await server.login(boss.email);
  rep = await server.login(me.email);
});
afterAll(() => server.close());

const get = (url: string) => server.app.fastify.inject({ method: 'GET', url: `/api${url}` });

describe('abandoned calls CSV export (streamed)', () => {
  it('streams every abandoned entry of the range in time order, once each, with the report’s columns and safe cells', async () => {
    // Times are written as the page shows them: in the user's profile time zone, wait times hh:mm:ss.
    expect((await server.request('PUT', '/users/me/timezone', { token: manager, body: { timeZone: 'America/New_York' } })).status).toBe(200);
    const ticket = await server.request('POST', '/reports/acd/abandoned-calls/export', { token: manager, body: { start: '2026-05-01', end: '2026-05-01' } });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const res = await get(ticket.body.payload.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ACD Queue Abandoned Call Report.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Queue,Starting time,Contact,Caller number,Queue number,Wait time');
    expect(lines).toHaveLength(ENTRIES + 1);
    const callers = lines.slice(1).map((l) => l.split(',').at(-3)!);
    expect(new Set(callers).size).toBe(ENTRIES);
    // Entries 1, 2, 3, 4, 6 ... in time order, numbers as the page shows them (national: a US plan); a queue name that looks like a formula is made safe.
    expect(lines[1]!.replace(/\s/g, ' ')).toBe(`'=Line,"Apr 30, 2026, 8:00 PM",,(555) 000-0001,(555) 700-0100,00:00:01`);
    expect(callers.slice(0, 5)).toEqual(['(555) 000-0001', '(555) 000-0002', '(555) 000-0003', '(555) 000-0004', '(555) 000-0006']);
    expect(callers.at(-1)).toBe(formatPhoneNumber(`+1555${String(ENTRIES * 1.25 - 1).padStart(7, '0')}`, 'US'));
  });

  it('keeps the filters it was given, and refuses an altered, forged or foreign address', async () => {
    const ticket = await server.request('POST', '/reports/acd/abandoned-calls/export', { token: manager, body: { start: '2026-05-02' } });
    const url = ticket.body.payload.url as string;
    const empty = await get(url);
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
    // The same signature with other filters (all time) gets nothing.
    const allTime = Buffer.from(JSON.stringify({ queueIds: [] })).toString('base64url');
    expect((await get(url.replace(/filters=[\w-]+/, `filters=${allTime}`))).statusCode).toBe(410);
    expect((await get(url.replace(/access=[^&]+/, 'access=1.1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(410);
    expect((await get('/media/reports/abandoned-calls.csv')).statusCode).toBe(410);
    // A rep without monitor read gets no address.
    expect((await server.request('POST', '/reports/acd/abandoned-calls/export', { token: rep, body: {} })).status).toBe(403);
  });
});
