import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { makePlayContacts, makePlaybook, makePlayList } from '../power-dialer/power-dialer-test-helpers';

let server: TestServer;
let tenantId: number;
let manager: string;
let rep: string;
let rep2: string;
let repId: number;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await demoTenantId(server.db);
  manager = await server.login('manager@demo.test');
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
});
afterAll(() => server.close());

describe('a contact inside a list (main.lists.list.contact)', () => {
  it('answers the member with its list, step and the calls made to it on this list only', async () => {
    const [inList, other] = await makePlayContacts(server.db, tenantId, [
      { firstName: 'Member', phones: [{ number: '+12125550301', type: 'work' }] },
      { firstName: 'Outside', phones: [{ number: '+12125550302', type: 'work' }] },
    ]);
    const { playbookId, stepIds } = await makePlaybook(server.db, tenantId, [{ action: 'call' }, { action: 'call' }]);
    const listId = await makePlayList(server, manager, { contactIds: [inList!], playbookId, body: { name: 'Detail list', assigneeIds: [repId] } });
    const save = (callId: string, context: Record<string, unknown>, result: string) =>
      server.request('POST', '/telephony/call-info', { token: rep, body: { callId, contactId: inList, result, direction: 'out', durationSeconds: 42, context } });
    expect((await save('detail-1', { listId, stepId: stepIds[0], stepName: 'Step 1' }, 'No Answer')).status).toBe(200);
    expect((await save('detail-2', { listId: listId + 1000 }, 'Connected')).status).toBe(200);
    expect((await save('detail-3', {}, 'Busy')).status).toBe(200);

    const res = await server.request('GET', `/lists/${listId}/contacts/${inList}`, { token: rep });
    expect(res.status).toBe(200);
    const detail = res.body.payload;
    expect(detail.list).toEqual({ id: listId, name: 'Detail list', playbookName: expect.stringMatching(/^Playbook /) });
    // The call saved from the list worked step 1: the member is on step 2 now, not contacted there yet.
    expect(detail.contact).toMatchObject({ id: inList, firstName: 'Member', playbookStepId: stepIds[1], listStatus: 'not contacted' });
    expect(detail.step).toMatchObject({ id: stepIds[1], action: 'call' });
    expect(detail.calls).toEqual([{ id: expect.any(Number), occurredAt: expect.any(String), result: 'No Answer', durationSeconds: 42, userName: 'Riley Rep', stepName: 'Step 1' }]);

    // Not a member: 404; a list the user cannot see, or another tenant: 404.
    const outside = await server.request('GET', `/lists/${listId}/contacts/${other}`, { token: rep });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('The contact was not found');
    expect((await server.request('GET', `/lists/${listId}/contacts/${inList}`, { token: rep2 })).status).toBe(404);
    const foreign = await otherTenant(server);
    expect((await server.request('GET', `/lists/${listId}/contacts/${inList}`, { token: foreign.token })).status).toBe(404);
  });
});
