import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listContacts } from '../../db/schema';
import { startTestServer } from '@/tests/support/test-server';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { demoContactIds } from './lists-test-helpers';
import { makeList, step } from '../playbooks/playbooks-test-helpers';

// One server alone in this file: activity hooks are process-wide, so a second server would see its exits.
const warn = vi.spyOn(console, 'warn');
afterAll(() => warn.mockRestore());

describe('closing the server', () => {
  it('cancels the live update an exit condition scheduled: no failed query after close', async () => {
    const other = await startTestServer();
    const ids = await demoContactIds(other.db);
    try {
      const token = await other.login('manager@demo.test');
      const repToken = await other.login('rep@demo.test');
      const tenantId = await demoTenantId(other.db);
      const managerId = (await userByEmail(other.db, 'manager@demo.test')).id;
      const list = await makeList(other.db, tenantId, managerId, [ids[0]!]);
      const created = await other.request('POST', '/playbooks', { token, body: { name: 'Exit', exitConditions: [{ condition: 'connectCall', value: null, success: true }], steps: [step('call')] } });
      await other.request('POST', `/playbooks/${created.body.payload.playbook.id}/list/${list.id}`, { token });
      // A connect call exits the contact; the new counts are announced ~100 ms after the call commits.
      const call = await other.request('POST', '/telephony/call-info', {
        token: repToken,
        body: { callId: 'closing', contactId: ids[0], result: 'Connected', direction: 'out', durationSeconds: 130 },
      });
      expect(call.status).toBe(200);
      const [member] = await other.db.select({ status: listContacts.listStatus }).from(listContacts).where(eq(listContacts.listId, list.id));
      expect(member?.status).toBe('exited');
      await other.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(warn.mock.calls.filter((c) => String(c[0]).includes('live update failed'))).toEqual([]);
    } finally {
      warn.mockClear();
    }
  });
});
