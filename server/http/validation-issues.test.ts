import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contacts, opportunities } from '../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer } from '@/tests/support/server-fixtures';
import { count, demoContact } from '@/tests/support/crm-helpers';
import { callTask, taskCount } from '../areas/tasks/tasks-test-helpers';
import { pathOf } from './validation-issues';

let server: TestServer, rep: string;
beforeAll(async () => ({ server, rep } = await startCrmServer()));
afterAll(() => server.close());

const oppCount = async () => (await server.db.select().from(opportunities)).length;
const emailsOf = async (contactId: number) => (await server.db.select().from(contactEmails).where(eq(contactEmails.contactId, contactId))).map((e) => e.address);

describe('a 400 names the field it is about', () => {
  it('POST /contacts refuses a malformed email at emails.0.address and writes no contact', async () => {
    const before = await count(server.db, contacts);
    const res = await server.request('POST', '/contacts', {
      token: rep,
      body: { isLead: true, lastName: 'Bademail', companyName: 'Bad Co', emails: [{ type: 'work', address: 'jane.prospect.example', isPrimary: true }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Invalid body: emails.0.address: Not a valid email address.' });
    expect(res.body.issues).toEqual([{ path: ['emails', 0, 'address'], message: 'Not a valid email address.' }]);
    expect(await count(server.db, contacts)).toBe(before);
  });

  it("POST /contacts refuses a custom field's bad value at otherFields.<name>", async () => {
    const before = await count(server.db, contacts);
    const res = await server.request('POST', '/contacts', {
      token: rep,
      body: { isLead: true, lastName: 'Badint', companyName: 'Bad Co', otherFields: { Lead_Rating__c: 'Hot', Employees__c: 'many' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Employees must be a whole number');
    expect(res.body.issues).toEqual([{ path: ['otherFields', 'Employees__c'], message: 'Employees must be a whole number' }]);
    expect(await count(server.db, contacts)).toBe(before);
  });

  it("POST /contacts/:id/emails refuses 'abc' at address and keeps the contact's emails", async () => {
    const contact = await demoContact(server.db, false, 1);
    const before = await emailsOf(contact.id);
    const res = await server.request('POST', `/contacts/${contact.id}/emails`, { token: rep, body: { type: 'work', address: 'abc', isPrimary: false } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['address'], message: 'Not a valid email address.' }]);
    expect(await emailsOf(contact.id)).toEqual(before);
  });

  it('POST /opportunities refuses a date not YYYY-MM-DD and a negative amount, each at its field, and writes nothing', async () => {
    const before = await oppCount();
    const res = await server.request('POST', '/opportunities', { token: rep, body: { name: 'Bad figures', closeDate: '31.10.2023', amount: -5 } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: unknown[] }) => i.path)).toEqual([['closeDate'], ['amount']]);
    expect(res.body.issues[1].message).toBe('The amount cannot be negative');
    expect(await oppCount()).toBe(before);
  });

  it('POST /opportunities refuses an amount sent as text', async () => {
    const res = await server.request('POST', '/opportunities', { token: rep, body: { name: 'Text amount', amount: '100,000' } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: unknown[] }) => i.path)).toEqual([['amount']]);
  });

  it('POST /tasks refuses an impossible due date at activityDate and writes no task', async () => {
    const before = await taskCount(server.db);
    const res = await server.request('POST', '/tasks', { token: rep, body: callTask({ activityDate: '2026-02-31' }) });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['activityDate'], message: 'Invalid date' }]);
    expect(await taskCount(server.db)).toBe(before);
  });

  it('a bad query parameter is named by its key', async () => {
    const res = await server.request('GET', '/contacts/abc', { token: rep });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['contactId']);
  });
});

describe('pathOf', () => {
  it('turns a JSON pointer back into the zod path, digits as indexes', () => {
    expect(pathOf('/emails/0/address')).toEqual(['emails', 0, 'address']);
    expect(pathOf('/')).toEqual([]);
    expect(pathOf('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });
});
