import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhoneNumberReportItem, SpamFlagReport } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { activities, tenantPhoneNumbers, userPhoneNumbers } from '../../db/schema';
import { inventoryRowOf } from '../numbers/inventory-row';
import { createTenant, createUser } from '../../seed/tenant-factory';

/**
 * The phone number connect rate and spam flag status reports (spec 3) against calls written by hand
 * in a tenant of its own (connect time 15 s): calls, outbound calls, connects and their percent per
 * number, assigned or local presence, the date range, report.listUsers, and the simulated carriers'
 * flags from each number's last 24 hours.
 */
let server: TestServer;
let manager: string;
let rep: string;
let tenantId: number;
let meId: number;
const ANN = '+12025550111';
const ME = '+12025550122';
const LOCAL_OLD = '+13125550199';
const LOCAL_BUSY = '+13125550177';

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, `Numbers Co ${Date.now()}`, { connectTimeSeconds: 15 });
  const user = (first: string, role: 'manager' | 'rep') =>
    createUser(server.db, tenant.id, { email: `pn-${first.toLowerCase()}-${tenant.id}@numbers.test`, password: 'Demo@Sales1', firstName: first, lastName: 'Pn', role });
  const boss = await user('Mel', 'manager');
  const ann = await user('Ann', 'rep');
  const me = await user('Zed', 'rep');
  tenantId = tenant.id;
  meId = me.id;
  await server.db.insert(userPhoneNumbers).values([
    { tenantId: tenant.id, userId: ann.id, phoneNumber: ANN },
    { tenantId: tenant.id, userId: me.id, phoneNumber: ME },
  ]);
  const june = new Date('2026-06-10T12:00:00Z');
  const call = (userId: number, direction: 'in' | 'out', durationSeconds: number, ownNumber: string | null, occurredAt = june) => ({
    tenantId: tenant.id,
    userId,
    kind: 'call' as const,
    direction,
    durationSeconds,
    occurredAt,
    data: { result: 'Connected', ...(ownNumber ? { ownNumber } : {}) },
  });
  const recently = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await server.db.insert(activities).values([
    call(ann.id, 'out', 20, ANN),
    call(ann.id, 'out', 0, ANN),
    // Saved before calls wrote their number: the user's assigned one.
    call(ann.id, 'out', 16, null),
    call(ann.id, 'in', 30, ANN),
    call(me.id, 'out', 40, LOCAL_OLD),
    call(me.id, 'out', 5, LOCAL_OLD),
    call(ann.id, 'out', 30, ANN, new Date('2026-02-01T00:00:00Z')),
    // The last 24 hours: 120 calls on Ann's number, 12 connected (10%); 60 on a local number of mine, 2 connected.
    ...Array.from({ length: 120 }, (_, i) => call(ann.id, 'out', i < 12 ? 60 : 0, ANN, recently(10 + i))),
    ...Array.from({ length: 60 }, (_, i) => call(me.id, 'out', i < 2 ? 60 : 3, LOCAL_BUSY, recently(10 + i))),
    // Two days ago: not in the last 24 hours.
    ...Array.from({ length: 80 }, () => call(me.id, 'out', 0, ME, recently(48 * 60))),
  ]);
  manager = await server.login(boss.email);
  rep = await server.login(me.email);
});
afterAll(() => server.close());

const connectRate = async (body: Record<string, unknown>, token = manager) => {
  const res = await server.request('POST', '/reports/phone-numbers', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.payload as { items: PhoneNumberReportItem[] }).items;
};
const spamFlags = async (token = manager) => {
  const res = await server.request('POST', '/reports/spam-flags', { token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as SpamFlagReport;
};

describe('phone number connect rate (spec 3)', () => {
  it('counts a number of the tenant’s a user holds beside their caller id as assigned (settings numbers)', async () => {
    const second = '+12025550133';
    await server.db.insert(tenantPhoneNumbers).values({ ...inventoryRowOf(second), tenantId, userId: meId });
    await server.db
      .insert(activities)
      .values({ tenantId, userId: meId, kind: 'call', direction: 'out', durationSeconds: 20, occurredAt: new Date('2026-07-10T12:00:00Z'), data: { result: 'Connected', ownNumber: second } });
    const items = await connectRate({ start: '2026-07-01', end: '2026-07-31', grouping: 'phoneNumber' });
    expect(items.map((i) => [i.phoneNumber, i.type])).toEqual([[second, 'assigned']]);
  });

  it('counts each number’s calls, outbound calls and connects in the range, assigned or local presence, formatted as shown', async () => {
    const items = await connectRate({ start: '2026-06-01', end: '2026-06-30', grouping: 'phoneNumber' });
    expect(items).toEqual([
      {
        type: 'assigned',
        phoneNumber: ANN,
        formattedPhoneNumber: '+1 202 555 0111',
        callCount: 4,
        outboundCallCount: 3,
        connectCount: 2,
        connectPercentage: (2 / 3) * 100,
        formattedCallCount: '4',
        formattedOutboundCallCount: '3',
        formattedConnectCount: '2',
        formattedConnectPercentage: '66.67%',
      },
      {
        type: 'localPresence',
        phoneNumber: LOCAL_OLD,
        formattedPhoneNumber: '+1 312 555 0199',
        callCount: 2,
        outboundCallCount: 2,
        connectCount: 1,
        connectPercentage: 50,
        formattedCallCount: '2',
        formattedOutboundCallCount: '2',
        formattedConnectCount: '1',
        formattedConnectPercentage: '50.00%',
      },
    ]);
    const february = await connectRate({ start: '2026-02-01', end: '2026-02-01' });
    expect(february.map((i) => [i.phoneNumber, i.callCount, i.connectCount])).toEqual([[ANN, 1, 1]]);
    // All time: thousands are grouped as people read them.
    const allTime = await connectRate({});
    expect(allTime.find((i) => i.phoneNumber === ANN)).toMatchObject({ callCount: 125, outboundCallCount: 124, formattedOutboundCallCount: '124' });
  });

  it('gives a user without report.listUsers the numbers of their own calls only, and refuses a bad range', async () => {
    const mine = await connectRate({ start: '2026-06-01', end: '2026-06-30' }, rep);
    expect(mine.map((i) => i.phoneNumber)).toEqual([LOCAL_OLD]);
    const bad = await server.request('POST', '/reports/phone-numbers', { token: manager, body: { start: '2026-06-02', end: '2026-06-01' } });
    expect(bad.status).toBe(400);
  });
});

describe('spam flag status (spec 3, simulated reputation provider)', () => {
  it('flags each number by carrier from its calls of the last 24 hours, and says the provider is simulated', async () => {
    const report = await spamFlags();
    expect(report.provider).toEqual({ name: 'Simulated reputation provider', simulated: true });
    const byNumber = new Map(report.items.map((i) => [i.phoneNumber, i]));
    // Every assigned number, and the local ones that called in the last 30 days (not the June one).
    expect([...byNumber.keys()]).toEqual([ANN, ME, LOCAL_BUSY]);
    // 120 calls at 10%: T-Mobile (100 calls, under 15%) flags it; Verizon (75, under 10%) and SmartCall (50, under 5%) do not.
    expect(byNumber.get(ANN)).toMatchObject({
      type: 'assigned',
      dailyCalls: 120,
      dailyConnectPercentage: 10,
      carriers: { isCarrierTMobileFlagged: true, isCarrierVerizonFlagged: false, isCarrierSmartCallFlagged: false },
    });
    // Quiet for the last day (its 80 calls were two days ago): clean.
    expect(byNumber.get(ME)).toMatchObject({ dailyCalls: 0, carriers: { isCarrierTMobileFlagged: false, isCarrierVerizonFlagged: false, isCarrierSmartCallFlagged: false } });
    // 60 calls, 2 connected (3.33%): SmartCall only.
    expect(byNumber.get(LOCAL_BUSY)).toMatchObject({
      type: 'localPresence',
      formattedPhoneNumber: '+1 312 555 0177',
      dailyCalls: 60,
      carriers: { isCarrierSmartCallFlagged: true, isCarrierVerizonFlagged: false, isCarrierTMobileFlagged: false },
    });
  });

  it('gives a user without report.listUsers their own numbers only', async () => {
    const report = await spamFlags(rep);
    expect(report.items.map((i) => i.phoneNumber)).toEqual([ME, LOCAL_BUSY]);
  });

  it('still answers for the whole tenant after an administrator takes a number from a user with force=true (the user keeps no number)', async () => {
    const admin = await server.login(
      (await createUser(server.db, tenantId, { email: `pn-admin-${tenantId}@numbers.test`, password: 'Demo@Sales1', firstName: 'Ada', lastName: 'Pn', role: 'admin' })).email,
    );
    const una = await createUser(server.db, tenantId, { email: `pn-una-${tenantId}@numbers.test`, password: 'Demo@Sales1', firstName: 'Una', lastName: 'Pn', role: 'rep' });
    const taken = '+12025550144';
    const [row] = await server.db
      .insert(tenantPhoneNumbers)
      .values({ ...inventoryRowOf(taken), tenantId })
      .returning({ id: tenantPhoneNumbers.id });
    expect((await server.request('PUT', `/telephony/numbers/${row!.id}/user`, { token: admin, body: { userId: una.id } })).status).toBe(200);
    expect((await spamFlags()).items.map((i) => i.phoneNumber)).toContain(taken);
    expect((await server.request('DELETE', `/telephony/numbers/${row!.id}/user?force=true`, { token: admin })).status).toBe(200);
    // Una's row keeps a NULL number: the report leaves her out and answers for everyone else.
    expect((await spamFlags()).items.map((i) => i.phoneNumber)).toEqual([ANN, ME, LOCAL_BUSY]);
    expect((await spamFlags(await server.login(una.email))).items).toEqual([]);
  });
});

describe('a saved call keeps the number it was on', () => {
  it('writes the user’s assigned number as the call’s own number', async () => {
    const res = await server.request('POST', '/telephony/call-info', {
      token: rep,
      body: { callId: `own-${Date.now()}`, subject: '', description: '', result: 'Connected', type: 'call', direction: 'out', phoneNumber: '+12025550100', durationSeconds: 20 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = await connectRate({}, rep);
    expect(items.find((i) => i.phoneNumber === ME)).toMatchObject({ type: 'assigned', outboundCallCount: 81, connectCount: 1 });
  });
});

describe('the calls behind a figure (POST /reports/phone-numbers/activities)', () => {
  const drill = (body: Record<string, unknown>, token = manager) => server.request('POST', '/reports/phone-numbers/activities', { token, body });
  const FIGURES = { calls: 'callCount', outboundCalls: 'outboundCallCount', connects: 'connectCount' } as const;

  it('opens each number’s calls, outbound calls and connects into exactly the calls counted, the assigned number’s older calls included', async () => {
    const range = { start: '2026-06-01', end: '2026-06-30' };
    const items = await connectRate({ ...range, grouping: 'phoneNumber' });
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      for (const [measure, field] of Object.entries(FIGURES)) {
        const res = await drill({ ...range, phoneNumber: item.phoneNumber, measure });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect({ number: item.phoneNumber, measure, total: res.body.payload.total }).toEqual({ number: item.phoneNumber, measure, total: item[field] });
      }
    }
    // Ann's number: 3 outbound in June (one saved before calls wrote their number) and 1 inbound.
    expect((await drill({ ...range, phoneNumber: ANN, measure: 'calls' })).body.payload.total).toBe(4);
  });

  it('gives a user without report.listUsers their own calls only', async () => {
    expect((await drill({ phoneNumber: ANN, measure: 'calls', start: '2026-06-01', end: '2026-06-30' }, rep)).body.payload.total).toBe(0);
    expect((await drill({ phoneNumber: LOCAL_OLD, measure: 'outboundCalls', start: '2026-06-01', end: '2026-06-30' }, rep)).body.payload.total).toBe(2);
  });
});
