import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLists, playbooks } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser } from '@/tests/support/server-helpers';

let server: TestServer;
let tenantId: number;
let admin: string;
let adminId: number;
let rep: string;
let other: string;

const KEPT = [
  { label: 'Call Failed', value: 'call_failed', connectScoreEnabled: false },
  { label: 'No Answer', value: 'no_answer', connectScoreEnabled: false },
  { label: 'Callback - HangUp', value: 'callback_hangup', connectScoreEnabled: false },
];
const tokenOf = async (email: string) => (await login(server, email, DEMO_PASSWORD)).body.payload.authToken as string;
const read = async (token: string) => (await server.request('GET', '/telephony/call-results', { token })).body.payload.callResults;
const save = (token: string, callResults: { label: string; value?: string; connectScoreEnabled?: boolean }[]) => server.request('PUT', '/admin/call-results', { token, body: { callResults } });

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, 'Results Co');
  tenantId = tenant.id;
  const adminUser = await makeUser(server.db, tenantId, { tag: 'cr-admin', role: 'admin' });
  adminId = adminUser.id;
  admin = await tokenOf(adminUser.email);
  rep = await tokenOf((await makeUser(server.db, tenantId, { tag: 'cr-rep' })).email);
  const otherTenant = await createTenant(server.db, 'Other Results Co');
  other = await tokenOf((await makeUser(server.db, otherTenant.id, { tag: 'cr-other', role: 'admin' })).email);
});
afterAll(() => server.close());

describe('PUT /admin/call-results (the call results ordering list)', () => {
  it('saves the options in the order given, keeping stored values and deriving new ones; every user reads that order', async () => {
    const before = await read(admin);
    const busy = before.find((o: { label: string }) => o.label === 'Busy');
    const res = await save(admin, [{ label: 'Demo Booked' }, busy, ...KEPT, { label: 'Gatekeeper' }]);
    expect(res.status).toBe(200);
    const expected = [
      { label: 'Demo Booked', value: 'demo_booked', connectScoreEnabled: false },
      { label: 'Busy', value: 'busy', connectScoreEnabled: false },
      ...KEPT,
      { label: 'Gatekeeper', value: 'gatekeeper', connectScoreEnabled: false },
    ];
    expect(res.body.payload.callResults).toEqual(expected);
    expect(await read(rep)).toEqual(expected);
    // Another tenant keeps its own (the defaults).
    expect((await read(other)).map((o: { label: string }) => o.label)).toContain('Meeting Booked');
  });

  it('marks a result as a connect (connectScoreEnabled), and a save that omits the mark keeps it', async () => {
    const before = await read(admin);
    const marked = before.map((o: { label: string; value: string }) => ({ ...o, connectScoreEnabled: o.label === 'Demo Booked' }));
    const res = await save(admin, marked);
    expect(res.status).toBe(200);
    expect(res.body.payload.callResults.filter((o: { connectScoreEnabled: boolean }) => o.connectScoreEnabled).map((o: { label: string }) => o.label)).toEqual(['Demo Booked']);
    const unmarked = before.map(({ label, value }: { label: string; value: string }) => ({ label, value }));
    expect((await save(admin, unmarked)).body.payload.callResults.find((o: { label: string }) => o.label === 'Demo Booked').connectScoreEnabled).toBe(true);
    // Cleared again for the tests below.
    await save(admin, before);
  });

  it('refuses a duplicate name with the ordering list message and changes nothing', async () => {
    const before = await read(admin);
    const res = await save(admin, [...KEPT, { label: 'Gatekeeper' }, { label: ' gatekeeper ' }]);
    expect(res.body).toMatchObject({ status: 400, message: expect.stringContaining('There is already an item with this name. Please use another name.') });
    expect(await read(admin)).toEqual(before);
  });

  it('refuses to drop a read-only label, an empty name or one over 100 characters', async () => {
    const before = await read(admin);
    expect((await save(admin, [KEPT[0]!, KEPT[1]!, { label: 'Busy' }])).body).toMatchObject({ status: 400, message: expect.stringContaining('cannot be renamed or removed') });
    expect((await save(admin, [...KEPT, { label: '   ' }])).body).toMatchObject({ status: 400, message: expect.stringContaining('Enter a name for the call result.') });
    expect((await save(admin, [...KEPT, { label: 'x'.repeat(101) }])).status).toBe(400);
    expect(await read(admin)).toEqual(before);
  });

  it('answers 403 Call result option in use when a dropped option ends a list’s playbook, and names the lists', async () => {
    const [pb] = await server.db
      .insert(playbooks)
      .values({ tenantId, name: 'Gate', exitConditions: [{ condition: 'callResult', value: 'gatekeeper', success: false }] })
      .returning({ id: playbooks.id });
    const [list] = await server.db.insert(callLists).values({ tenantId, name: 'Cold leads', ownerId: adminId, playbookId: pb!.id }).returning({ id: callLists.id });
    const usage = await server.request('GET', '/admin/call-results/usage', { token: admin });
    expect(usage.body.payload.usage).toEqual([{ label: 'Gatekeeper', lists: [{ id: list!.id, name: 'Cold leads' }] }]);

    const before = await read(admin);
    const removed = await save(admin, [...KEPT, { label: 'Demo Booked', value: 'demo_booked' }]);
    expect(removed.body).toMatchObject({ status: 403, message: 'Call result option in use', code: 'CALL_RESULT_IN_USE' });
    const renamed = await save(admin, [...KEPT, { label: 'Gate keeper', value: 'gatekeeper' }]);
    expect(renamed.body).toMatchObject({ status: 403, message: 'Call result option in use' });
    expect(await read(admin)).toEqual(before);
    // Moving it, or dropping an unused option, is fine.
    expect((await save(admin, [{ label: 'Gatekeeper', value: 'gatekeeper' }, ...KEPT])).status).toBe(200);
  });

  it('is for administrators: a rep gets 403 Insufficient scope', async () => {
    expect((await save(rep, [...KEPT])).body).toEqual({ status: 403, message: 'Insufficient scope' });
    expect((await server.request('GET', '/admin/call-results/usage', { token: rep })).body).toEqual({ status: 403, message: 'Insufficient scope' });
  });
});
