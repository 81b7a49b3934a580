import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';

let server: TestServer, rep: string, other: OtherTenant, tenantId: number;
let crmRecord: number, emailOnly: number, primaryEmail: number;

beforeAll(async () => {
  ({ server, rep, other, tenantId } = await startCrmServer());
  const insert = async (firstName: string, externalId: string | null) => {
    const [row] = await server.db.insert(contacts).values({ tenantId, firstName, lastName: 'Popper', externalId }).returning({ id: contacts.id });
    return row!.id;
  };
  crmRecord = await insert('Record', 'CRM-0042');
  emailOnly = await insert('Emma', null);
  primaryEmail = await insert('Pia', null);
  await server.db.insert(contactEmails).values([
    { tenantId, contactId: emailOnly, address: 'Emma.Popper@Example.test', isPrimary: false },
    { tenantId, contactId: primaryEmail, address: 'shared@example.test', isPrimary: true },
    { tenantId, contactId: emailOnly, address: 'shared@example.test', isPrimary: false },
  ]);
  await server.db.insert(contactPhones).values({ tenantId, contactId: crmRecord, number: '+1 (303) 555-0142', type: 'work', isPrimary: true });
  // Another tenant holds the same external id, email and number: never matched from here.
  await server.db.insert(contactEmails).values({ tenantId: other.tenantId, contactId: other.contactId, address: 'olga@example.test' });
  await server.db.insert(contactPhones).values({ tenantId: other.tenantId, contactId: other.contactId, number: '+13035550199', type: 'work' });
});
afterAll(() => server.close());

const pop = (body: unknown, token = rep) => server.request('POST', '/contacts/screen-pop', { token, body });

describe('POST /contacts/screen-pop', () => {
  it('matches the record id of the page first, then an email in any case, then a number by its digits', async () => {
    const byId = await pop({ externalId: 'CRM-0042', emails: ['emma.popper@example.test'], numbers: ['3035550142'] });
    expect(byId.status).toBe(200);
    expect(byId.body.payload.match).toEqual({ id: crmRecord, firstName: 'Record', lastName: 'Popper', isLead: false, matchedBy: 'externalId' });
    expect((await pop({ externalId: 'CRM-9999', emails: ['EMMA.POPPER@example.test'] })).body.payload.match).toMatchObject({ id: emailOnly, matchedBy: 'email' });
    expect((await pop({ emails: ['nobody@example.test'], numbers: ['+13035550142'] })).body.payload.match).toMatchObject({ id: crmRecord, matchedBy: 'number' });
  });

  it("takes the page's first matching email, and an address two contacts share goes to the one whose primary it is", async () => {
    expect((await pop({ emails: ['nobody@example.test', 'emma.popper@example.test', 'shared@example.test'] })).body.payload.match.id).toBe(emailOnly);
    expect((await pop({ emails: ['shared@example.test'] })).body.payload.match.id).toBe(primaryEmail);
  });

  it('is null when nothing matches, and never finds another tenant’s contact', async () => {
    expect((await pop({ emails: ['olga@example.test'], numbers: ['+13035550199'] })).body.payload.match).toBeNull();
    expect((await pop({})).body.payload.match).toBeNull();
    expect((await pop({ emails: ['emma.popper@example.test'] }, other.token)).body.payload.match).toBeNull();
  });

  it('finds a contact an API client created with its CRM id; a second contact with that id is refused', async () => {
    const manager = await server.login('manager@demo.test');
    const create = (externalId: string) =>
      server.request('POST', '/contacts', { token: manager, body: { isLead: false, firstName: 'Cara', lastName: 'Created', externalId, otherFields: { Contact_Role__c: 'Champion' } } });
    const made = await create('CRM-NEW-1');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await pop({ externalId: 'CRM-NEW-1' })).body.payload.match).toMatchObject({ id: made.body.payload.contactId, matchedBy: 'externalId' });
    const twice = await create('CRM-NEW-1');
    expect(twice.body).toMatchObject({ status: 400, message: 'External id is already used by another contact' });
  });

  it('refuses malformed input with 400 and no session with 401', async () => {
    expect((await pop({ emails: ['not an email'] })).status).toBe(400);
    expect((await pop({ numbers: ['12'] })).status).toBe(400);
    expect((await pop({ numbers: Array.from({ length: 11 }, () => '3035550142') })).status).toBe(400);
    expect((await server.request('POST', '/contacts/screen-pop', { body: {} })).status).toBe(401);
  });
});
