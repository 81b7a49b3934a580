import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMetadata } from '@/src/contract/entities/lists';
import { tenants } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId as findDemoTenantId } from '@/tests/support/server-helpers';
import { weekSlotOf } from '@/src/domain/lists/availability';
import { createStaticList } from './lists-test-helpers';

let server: TestServer;
let manager: string;
let rep: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
let demoTenantId: number;
beforeAll(async () => {
  server = await startTestServer();
  [manager, rep] = (await Promise.all(['manager@demo.test', 'rep@demo.test'].map((e) => server.login(e)))) as [string, string];
  other = await otherTenant(server);
  demoTenantId = await findDemoTenantId(server.db);
});
afterAll(() => server.close());

const metadata = async (token: string) => {
  const res = await server.request('GET', '/lists/metadata', { token });
  expect(res.status).toBe(200);
  expect(listMetadata.safeParse(res.body.payload).success).toBe(true);
  return res.body.payload as { connectScoreEnabled: boolean; timeZone: string };
};

describe('GET /lists/metadata connectScoreEnabled (tenant setting connectScore.enabled)', () => {
  it('is off when the tenant has not set it', async () => {
    expect((await metadata(manager)).connectScoreEnabled).toBe(false);
  });

  it("follows the caller's tenant setting, and only that tenant's", async () => {
    await server.db
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || '{"connectScore":{"enabled":true}}'::jsonb` })
      .where(eq(tenants.id, demoTenantId));
    expect((await metadata(manager)).connectScoreEnabled).toBe(true);
    expect((await metadata(rep)).connectScoreEnabled).toBe(true);
    // The other settings are still read (the merge kept the time zone).
    expect((await metadata(rep)).timeZone).toBe('America/New_York');
    expect((await metadata(other.token)).connectScoreEnabled).toBe(false);

    await server.db
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || '{"connectScore":{"enabled":false}}'::jsonb` })
      .where(eq(tenants.id, demoTenantId));
    expect((await metadata(manager)).connectScoreEnabled).toBe(false);
  });
});

describe('Connect Score (30 days) and the availability bits of a list contact (spec 2), from the activity log', () => {
  const DAY = 86_400_000;
  const call = (token: string, contactId: number, at: Date, durationSeconds: number, direction: 'out' | 'in' = 'out') =>
    server.request('POST', '/telephony/call-info', {
      token,
      body: { callId: `cs-${contactId}-${at.getTime()}-${durationSeconds}-${direction}`, contactId, result: 'Connected', direction, durationSeconds, startedAt: at.toISOString() },
    });

  /** A contact of its own (the seeded ones carry call history of their own). */
  const newContact = async () => {
    const res = await server.request('POST', '/contacts', {
      token: manager,
      body: { isLead: false, firstName: 'Connie', lastName: `Score${Math.random().toString(36).slice(2, 8)}`, companyName: 'Acme', otherFields: { Contact_Role__c: 'Champion' } },
    });
    expect(res.status).toBe(200);
    return res.body.payload.contactId as number;
  };

  it('counts the connects (outbound, 120 s or more) of the last 30 days and marks the half-hours of the week in which the contact answered', async () => {
    const contactId = await newContact();
    const listId = await createStaticList(server, manager);
    expect((await server.request('POST', `/lists/${listId}/contacts`, { token: manager, body: { contactIds: [contactId] } })).status).toBe(200);
    const recent = new Date(Date.now() - 7 * DAY);
    const older = new Date(Date.now() - 40 * DAY);
    for (const [at, seconds, direction] of [
      [recent, 150, 'out'],
      [older, 600, 'out'],
      [new Date(Date.now() - 2 * DAY), 30, 'out'], // too short to connect
      [new Date(Date.now() - 3 * DAY), 300, 'in'], // inbound: not a connect of ours
    ] as const)
      expect((await call(manager, contactId!, at, seconds, direction)).status).toBe(200);

    const row = (await server.request('GET', `/lists/${listId}/contacts`, { token: manager })).body.payload.contacts[0];
    expect(row.connectScoreThirty).toBe(1);
    const answered = [...(row.availableBitstring as string)].flatMap((b, i) => (b === '1' ? [i] : []));
    expect(answered).toEqual([...new Set([weekSlotOf(recent), weekSlotOf(older)])].sort((a, b) => a - b));
    expect(row.lastConnect).toBe(recent.toISOString());
  });

  it('gives 0 connects and no availability for a contact never reached', async () => {
    const contactId = await newContact();
    const listId = await createStaticList(server, manager);
    await server.request('POST', `/lists/${listId}/contacts`, { token: manager, body: { contactIds: [contactId] } });
    const row = (await server.request('GET', `/lists/${listId}/contacts`, { token: manager })).body.payload.contacts[0];
    expect(row).toMatchObject({ connectScoreThirty: 0, availableBitstring: null, lastConnect: null });
  });
});
