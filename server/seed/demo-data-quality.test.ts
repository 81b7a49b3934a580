import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_IQ_CHECKS } from '@/src/domain/data-iq/data-quality';
import { isValidPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { contactPhones, contacts } from '../db/schema';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { demoTenantId } from '../../tests/support/server-helpers';
import { PLANTED_DATA_PROBLEMS } from './data-problems';

let server: TestServer;
let manager: string;
/** The demo's contacts in seed order. */
let seeded: number[];
beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager@demo.test');
  const tenantId = await demoTenantId(server.db);
  seeded = (await server.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, tenantId)).orderBy(asc(contacts.id))).map((c) => c.id);
});
afterAll(() => server.close());

describe('Data quality of the demo tenant on a fresh start', () => {
  it('counts only the problems the seed plants on purpose', async () => {
    const res = await server.request('GET', '/data-iq/summary', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ totalContacts: seeded.length, counts: { invalidPhone: 2, missingPhone: 1, missingEmail: 1, duplicateEmail: 2, duplicatePhone: 2 }, country: 'US' });
  });

  it.each(DATA_IQ_CHECKS)('lists exactly the planted records for %s', async (check) => {
    const res = await server.request('GET', `/data-iq/records?check=${check}`, { token: manager });
    const listed = (res.body.payload.records as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    expect(listed).toEqual(PLANTED_DATA_PROBLEMS[check].map((place) => seeded[place]));
  });

  it('gives every other contact a valid number of the fictional 555-01xx range', async () => {
    const planted = new Set([...PLANTED_DATA_PROBLEMS.invalidPhone, ...PLANTED_DATA_PROBLEMS.duplicatePhone].map((place) => seeded[place]));
    const phones = await server.db
      .select({ contactId: contactPhones.contactId, number: contactPhones.number })
      .from(contactPhones)
      .where(eq(contactPhones.tenantId, await demoTenantId(server.db)));
    const others = phones.filter((p) => !planted.has(p.contactId));
    expect(others.length).toBe(seeded.length - 5);
    expect(others.filter((p) => !isValidPhoneNumber(p.number, 'US') || !/^\+1\d{3}55501\d{2}$/.test(p.number))).toEqual([]);
  });
});
