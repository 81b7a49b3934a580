import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPhones, contacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer } from '@/tests/support/server-fixtures';
import { count, demoContact } from '@/tests/support/crm-helpers';
import { demoTenantId, makeUser } from '@/tests/support/server-helpers';

let server: TestServer, rep: string;
beforeAll(async () => ({ server, rep } = await startCrmServer()));
afterAll(() => server.close());

const contactBody = (phones: { number: string; type?: string; isPrimary?: boolean }[], extra: Record<string, unknown> = {}) => ({
  isLead: false,
  firstName: 'Phone',
  lastName: `Entry${Math.random().toString(36).slice(2, 8)}`,
  phones: phones.map((p) => ({ type: 'work', isPrimary: false, ...p })),
  emails: [],
  otherFields: { Contact_Role__c: 'Champion' },
  ...extra,
});
const leadBody = (phones: { number: string }[]) => contactBody(phones, { isLead: true, companyName: 'Lead Co', otherFields: { Lead_Rating__c: 'Hot' } });

const phoneCount = async () => (await server.db.select({ id: contactPhones.id }).from(contactPhones)).length;
const storedNumbers = async (contactId: number) => (await server.db.select({ number: contactPhones.number }).from(contactPhones).where(eq(contactPhones.contactId, contactId))).map((r) => r.number);

/** The 400 a client shows at the field: the validation shape, with the field's path and the spec's message among its issues. */
function expectFieldError(body: { status: number; code?: string; message: string; issues?: unknown }, path: (string | number)[]) {
  expect(body).toMatchObject({ status: 400, code: 'VALIDATION', issues: [{ path, message: 'Not a valid phone number.' }] });
  expect(body.message).toContain('Not a valid phone number.');
}

describe('a phone number typed on a contact or lead', () => {
  it.each([
    ['a contact', contactBody],
    ['a lead', leadBody],
  ])('refuses "12345" on %s with 400 at phones.0.number and writes nothing', async (_what, body) => {
    const [contactsBefore, phonesBefore] = [await count(server.db, contacts), await phoneCount()];
    const res = await server.request('POST', '/contacts', { token: rep, body: body([{ number: '12345' }]) });
    expect(res.status).toBe(400);
    expectFieldError(res.body, ['phones', 0, 'number']);
    expect(await count(server.db, contacts)).toBe(contactsBefore);
    expect(await phoneCount()).toBe(phonesBefore);
  });

  it('names the second phone when only the second is bad, and refuses letters by the contract', async () => {
    const second = await server.request('POST', '/contacts', { token: rep, body: contactBody([{ number: '(201) 555-0123' }, { number: '+1 555 010 0030' }]) });
    expectFieldError(second.body, ['phones', 1, 'number']);
    const letters = await server.request('POST', '/contacts', { token: rep, body: contactBody([{ number: 'abc' }]) });
    expectFieldError(letters.body, ['phones', 0, 'number']);
  });

  it('stores a national number of the user’s dialing plan (United States by default) in E.164', async () => {
    const res = await server.request('POST', '/contacts', { token: rep, body: contactBody([{ number: '(201) 555-0123', isPrimary: true }, { number: '+44 20 7946 0958' }]) });
    expect(res.status).toBe(200);
    const got = (await server.request('GET', `/contacts/${res.body.payload.contactId}`, { token: rep })).body.payload.contact;
    expect(got.telephones.map((t: { phoneNumber: string }) => t.phoneNumber)).toEqual(['+12015550123', '+442079460958']);
  });

  it('reads a national number in the user’s own dialing plan country', async () => {
    const tenantId = await demoTenantId(server.db);
    const user = await makeUser(server.db, tenantId, { tag: 'london' });
    const token = await server.login(user.email);
    expect((await server.request('PUT', '/users/me/dialing-plan', { token, body: { iso2: 'GB' } })).status).toBe(200);
    const british = await server.request('POST', '/contacts', { token, body: leadBody([{ number: '020 7946 0958' }]) });
    expect(british.status).toBe(200);
    expect(await storedNumbers(british.body.payload.contactId)).toEqual(['+442079460958']);
    // The same digits are not a United States number.
    const american = await server.request('POST', '/contacts', { token: rep, body: leadBody([{ number: '020 7946 0958' }]) });
    expectFieldError(american.body, ['phones', 0, 'number']);
  });
});

describe('a phone added or edited on the contact page', () => {
  it.each(['abc', '12345', '+1234567890123456'])('refuses %j at the field number and keeps the phones as they were', async (number) => {
    const c = await demoContact(server.db, false, 4);
    const before = await storedNumbers(c.id);
    const added = await server.request('POST', `/contacts/${c.id}/phones`, { token: rep, body: { type: 'work', number, isPrimary: false } });
    expect(added.status).toBe(400);
    expectFieldError(added.body, ['number']);
    const [first] = await server.db.select({ id: contactPhones.id }).from(contactPhones).where(eq(contactPhones.contactId, c.id));
    const edited = await server.request('PUT', `/contacts/${c.id}/phones/${first!.id}`, { token: rep, body: { type: 'work', number, isPrimary: true } });
    expectFieldError(edited.body, ['number']);
    expect(await storedNumbers(c.id)).toEqual(before);
  });

  it('stores an added or edited national number in E.164', async () => {
    const c = await demoContact(server.db, false, 5);
    const added = await server.request('POST', `/contacts/${c.id}/phones`, { token: rep, body: { type: 'mobile', number: '201-555-0124', isPrimary: false } });
    expect(added.status).toBe(200);
    const phone = (added.body.payload.phones as { id: number; phoneNumber: string }[]).find((p) => p.phoneNumber === '+12015550124');
    expect(phone).toBeDefined();
    const edited = await server.request('PUT', `/contacts/${c.id}/phones/${phone!.id}`, { token: rep, body: { type: 'mobile', number: '(201) 555-0125', isPrimary: false } });
    expect(edited.body.payload.phones.map((p: { phoneNumber: string }) => p.phoneNumber)).toContain('+12015550125');
  });
});
