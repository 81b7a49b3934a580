import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { tenantPhoneNumbers } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser } from '@/tests/support/server-helpers';
import { inventoryRowOf } from './inventory-row';
import { simulatedUserNumber, userPhoneNumber } from '../telephony/user-phone-numbers';

let server: TestServer;
let tenantId: number;
let admin: string;
let rep: string;
let repId: number;
let other: string;
let otherTenantNumberId: number;

interface NumberView {
  id: number;
  phoneNumber: string;
  country: string | null;
  state: string | null;
  assignee: { id: number; name: string; type: string } | null;
  assigneeDeleted: string | null;
  isCallerId: boolean;
}

const tokenOf = async (email: string) => (await login(server, email, DEMO_PASSWORD)).body.payload.authToken as string;
const list = async (token = admin): Promise<NumberView[]> => (await server.request('GET', '/telephony/numbers', { token })).body.payload.numbers;
const find = async (phoneNumber: string) => (await list()).find((n) => n.phoneNumber === phoneNumber)!;
const assignUser = (id: number, userId: number, token = admin) => server.request('PUT', `/telephony/numbers/${id}/user`, { token, body: { userId } });
const unassignUser = (id: number, force = false) => server.request('DELETE', `/telephony/numbers/${id}/user${force ? '?force=true' : ''}`, { token: admin });
const numbersOf = async (userId: number) => (await server.request('GET', `/telephony/users/${userId}/numbers`, { token: admin })).body.payload;
/** A fresh spare number of the tenant's, as the carrier provides them (a fictional New York range). */
async function spare(state: string | null = 'New York', tenant = tenantId) {
  const phoneNumber = `+1212555${String(randomInt(1000, 9999))}`;
  const [row] = await server.db
    .insert(tenantPhoneNumbers)
    .values({ ...inventoryRowOf(phoneNumber, state), tenantId: tenant })
    .returning({ id: tenantPhoneNumbers.id });
  return { id: row!.id, phoneNumber };
}
async function newUser(tag: string) {
  const user = await makeUser(server.db, tenantId, { tag });
  await userPhoneNumber(server.db, tenantId, user.id);
  return user;
}

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await createTenant(server.db, 'Numbers Co')).id;
  admin = await tokenOf((await makeUser(server.db, tenantId, { tag: 'num-admin', role: 'admin' })).email);
  const repUser = await newUser('num-rep');
  repId = repUser.id;
  rep = await tokenOf(repUser.email);
  const otherTenant = await createTenant(server.db, 'Other Numbers Co');
  other = await tokenOf((await makeUser(server.db, otherTenant.id, { tag: 'num-other', role: 'admin' })).email);
  otherTenantNumberId = (await spare('California', otherTenant.id)).id;
});
afterAll(() => server.close());

describe('GET /telephony/numbers (spec 3 settings/numbers/assign)', () => {
  it('lists the tenant’s numbers with country and state, each user’s own as their caller id, and spare ones unassigned; administrators only', async () => {
    const free = await spare('New York');
    const numbers = await list();
    expect(numbers.find((n) => n.phoneNumber === simulatedUserNumber(repId))).toMatchObject({ assignee: { id: repId, type: 'User' }, isCallerId: true, assigneeDeleted: null });
    expect(numbers.find((n) => n.phoneNumber === free.phoneNumber)).toMatchObject({ country: 'US', state: 'New York', assignee: null, isCallerId: false });
    expect((await server.request('GET', '/telephony/numbers', { token: rep })).status).toBe(403);
    // Another tenant sees only its own, and cannot touch ours.
    expect((await list(other)).map((n) => n.id)).toEqual([otherTenantNumberId]);
    expect((await assignUser(free.id, repId, other)).status).toBe(404);
    expect((await assignUser(otherTenantNumberId, repId)).status).toBe(404);
  });
});

describe('assigning and unassigning a user’s numbers', () => {
  it('gives a spare number to a user, who keeps their caller id; a number a live user holds is refused', async () => {
    const user = await newUser('num-a');
    const free = await spare();
    const res = await assignUser(free.id, user.id);
    expect(res.status).toBe(200);
    expect(res.body.payload.number).toMatchObject({ assignee: { id: user.id, name: expect.any(String), type: 'User' }, isCallerId: false });
    expect(await numbersOf(user.id)).toEqual({ userId: user.id, numbers: [free.phoneNumber, simulatedUserNumber(user.id)].sort(), callerId: simulatedUserNumber(user.id) });
    const again = await assignUser(free.id, repId);
    expect(again.body).toMatchObject({ status: 409, message: 'Phone number is already assigned' });
    expect((await find(free.phoneNumber)).assignee?.id).toBe(user.id);
  });

  it('unassigns a number that is not the caller id at once', async () => {
    const user = await newUser('num-b');
    const free = await spare();
    await assignUser(free.id, user.id);
    expect((await unassignUser(free.id)).body.payload.number.assignee).toBeNull();
    expect((await numbersOf(user.id)).numbers).toEqual([simulatedUserNumber(user.id)]);
  });

  it('asks for another caller id before taking the caller id of a user with other numbers; once chosen, it goes', async () => {
    const user = await newUser('num-c');
    const own = await find(simulatedUserNumber(user.id));
    const free = await spare();
    await assignUser(free.id, user.id);
    const refused = await unassignUser(own.id, true);
    expect(refused.body).toMatchObject({ status: 409, message: 'Choose another caller id', code: 'UNASSIGN_CHOOSE_CALLER_ID' });
    expect((await find(own.phoneNumber)).assignee?.id).toBe(user.id);
    // Not one of theirs: refused, nothing changes.
    const wrong = await server.request('PUT', `/telephony/users/${user.id}/caller-id`, { token: admin, body: { phoneNumber: '+12125550000' } });
    expect(wrong.body).toMatchObject({ status: 400, message: 'The caller id must be one of the user’s numbers' });
    const chosen = await server.request('PUT', `/telephony/users/${user.id}/caller-id`, { token: admin, body: { phoneNumber: free.phoneNumber } });
    expect(chosen.body.payload.callerId).toBe(free.phoneNumber);
    expect((await unassignUser(own.id)).status).toBe(200);
    expect(await numbersOf(user.id)).toEqual({ userId: user.id, numbers: [free.phoneNumber], callerId: free.phoneNumber });
    expect(await userPhoneNumber(server.db, tenantId, user.id)).toBe(free.phoneNumber);
  });

  it('asks to confirm taking a user’s last number; confirmed, the user has no number (no SMS sender) until given one again', async () => {
    const user = await newUser('num-d');
    const userToken = await tokenOf(user.email);
    const own = await find(simulatedUserNumber(user.id));
    const refused = await unassignUser(own.id);
    expect(refused.body).toMatchObject({ status: 409, message: 'Unassign phone number from user?', code: 'UNASSIGN_CONFIRM' });
    expect((await find(own.phoneNumber)).assignee?.id).toBe(user.id);
    expect((await unassignUser(own.id, true)).body.payload.number).toMatchObject({ assignee: null, isCallerId: false });
    expect(await numbersOf(user.id)).toEqual({ userId: user.id, numbers: [], callerId: null });
    expect((await server.request('GET', '/sms/numbers', { token: userToken })).body.payload.numbers).toEqual([]);
    const colleagues = (await server.request('GET', '/telephony/users', { token: admin })).body.payload.users;
    expect(colleagues.find((u: { id: number }) => u.id === user.id).phoneNumber).toBeNull();
    // No number is made up for them behind the administrator's back.
    expect(await userPhoneNumber(server.db, tenantId, user.id)).toBeNull();
    await assignUser(own.id, user.id);
    expect(await numbersOf(user.id)).toEqual({ userId: user.id, numbers: [own.phoneNumber], callerId: own.phoneNumber });
    expect((await server.request('GET', '/sms/numbers', { token: userToken })).body.payload.numbers).toEqual([{ phoneNumber: own.phoneNumber }]);
  });

  it('shows a deleted user’s number as theirs to reassign, and gives it to another user', async () => {
    const user = await newUser('num-e');
    const own = await find(simulatedUserNumber(user.id));
    expect((await server.request('DELETE', `/admin/users/${user.id}`, { token: admin })).status).toBe(200);
    expect(await find(own.phoneNumber)).toMatchObject({ assignee: null, assigneeDeleted: 'User' });
    const next = await newUser('num-f');
    expect((await assignUser(own.id, next.id)).body.payload.number).toMatchObject({ assignee: { id: next.id }, assigneeDeleted: null });
    expect((await assignUser(own.id, user.id)).status).toBe(409);
  });

  it('refuses a deleted user or one of another tenant as assignee, and bad input, changing nothing', async () => {
    const free = await spare();
    expect((await assignUser(free.id, 999_999)).status).toBe(404);
    expect((await server.request('PUT', `/telephony/numbers/${free.id}/user`, { token: admin, body: { userId: 'x' } })).status).toBe(400);
    expect((await find(free.phoneNumber)).assignee).toBeNull();
  });
});

describe('queue numbers', () => {
  const queueBody = (phoneNumber: string) => ({ name: `Line ${phoneNumber.slice(-4)}`, phoneNumber, memberIds: [] });

  it('moves a queue onto a spare number (its old one stays, unassigned), takes it away, and shows a deleted queue’s number to reassign', async () => {
    const first = `+1555700${String(randomInt(1000, 9999))}`;
    const created = await server.request('POST', '/admin/acd/queues', { token: admin, body: queueBody(first) });
    const queueId = created.body.payload.id as number;
    // A queue's number joins the tenant's numbers, held by the queue.
    expect((await find(first)).assignee).toMatchObject({ id: queueId, type: 'ACD Queue' });
    const free = await spare();
    const moved = await server.request('PUT', `/telephony/numbers/${free.id}/queue`, { token: admin, body: { queueId } });
    expect(moved.body.payload.number.assignee).toMatchObject({ id: queueId, type: 'ACD Queue' });
    expect((await server.request('GET', `/admin/acd/queues/${queueId}`, { token: admin })).body.payload.phoneNumber).toBe(free.phoneNumber);
    expect((await find(first)).assignee).toBeNull();
    // A number a queue holds is not a user's to take, nor another queue's.
    expect((await assignUser(free.id, repId)).status).toBe(409);
    expect((await server.request('POST', '/admin/acd/queues', { token: admin, body: queueBody(free.phoneNumber) })).status).toBe(409);

    const taken = await server.request('DELETE', `/telephony/numbers/${free.id}/queue`, { token: admin });
    expect(taken.body.payload.number.assignee).toBeNull();
    expect((await server.request('GET', `/admin/acd/queues/${queueId}`, { token: admin })).body.payload.phoneNumber).toBeNull();

    await server.request('PUT', `/telephony/numbers/${free.id}/queue`, { token: admin, body: { queueId } });
    expect((await server.request('DELETE', `/admin/acd/queues/${queueId}`, { token: admin })).status).toBe(200);
    expect(await find(free.phoneNumber)).toMatchObject({ assignee: null, assigneeDeleted: 'ACD Queue' });
  });

  it('refuses a user’s number for a queue, and another tenant’s queue', async () => {
    const own = await find(simulatedUserNumber(repId));
    expect((await server.request('POST', '/admin/acd/queues', { token: admin, body: queueBody(own.phoneNumber) })).body).toMatchObject({ status: 409, message: 'Phone number is already assigned' });
    const free = await spare();
    const otherQueue = await server.request('POST', '/admin/acd/queues', { token: other, body: queueBody(`+1555701${String(randomInt(1000, 9999))}`) });
    expect((await server.request('PUT', `/telephony/numbers/${free.id}/queue`, { token: admin, body: { queueId: otherQueue.body.payload.id } })).status).toBe(404);
  });
});
