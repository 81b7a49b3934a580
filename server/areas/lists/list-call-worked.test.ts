import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { listContacts } from '../../db/schema';
import { listIdByName } from './lists-test-helpers';

/** A call saved from a list (the list page's Dial) works the contact's step there, as the power dialer's result does. */
let server: TestServer;
let manager: string;
let listId: number;
beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager@demo.test');
  listId = await listIdByName(server.db, 'Q4 Enterprise Push');
});
afterAll(() => server.close());

const memberRow = async (contactId: number) => {
  const [row] = await server.db
    .select()
    .from(listContacts)
    .where(and(eq(listContacts.listId, listId), eq(listContacts.contactId, contactId)));
  return row!;
};
/** Members not yet worked, in id order. */
const notContacted = async () =>
  (await server.db.select().from(listContacts).where(eq(listContacts.listId, listId)))
    .filter((r) => r.listStatus === 'not contacted' && r.lastCallAt === null)
    .map((r) => r.contactId)
    .sort((a, b) => a - b);
/** An unanswered call: no playbook exit condition (a connect) takes the contact out, so only the list's own record moves it. */
const saveCall = (contactId: number, context: Record<string, unknown>, result = 'No Answer') =>
  server.request('POST', '/telephony/call-info', { token: manager, body: { callId: `list-call-${contactId}-${Math.random()}`, contactId, result, direction: 'out', durationSeconds: 0, context } });

describe('a call saved from a list', () => {
  it('shows on the list row (last call, result) and moves the contact past its step: it no longer says "not contacted" on that step', async () => {
    const [contactId] = await notContacted();
    const before = await memberRow(contactId!);
    const res = await saveCall(contactId!, { listId, listName: 'Q4 Enterprise Push' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await memberRow(contactId!);
    expect(after.lastCallResult).toBe('No Answer');
    expect(after.lastCallAt).not.toBeNull();
    // Its next step (due later) or, past the last one, completed.
    expect(after.playbookStepId === before.playbookStepId && after.listStatus === before.listStatus).toBe(false);
    const page = await server.request('GET', `/lists/${listId}/contacts?length=200`, { token: manager });
    const row = (page.body.payload.contacts as { id: number; lastCallResult: string | null }[]).find((c) => c.id === contactId);
    expect(row?.lastCallResult).toBe('No Answer');
  });

  it("leaves the dialers' calls to the dialers (they record them on the list themselves)", async () => {
    const [, contactId] = await notContacted();
    const before = await memberRow(contactId!);
    expect((await saveCall(contactId!, { listId, source: 'PowerDialer' })).status).toBe(200);
    expect((await saveCall(contactId!, { listId, source: 'ParallelDialer' })).status).toBe(200);
    expect(await memberRow(contactId!)).toEqual(before);
  });

  it('changes no list for a call that names none', async () => {
    const [, , contactId] = await notContacted();
    const before = await memberRow(contactId!);
    expect((await saveCall(contactId!, {})).status).toBe(200);
    expect(await memberRow(contactId!)).toEqual(before);
  });
});
