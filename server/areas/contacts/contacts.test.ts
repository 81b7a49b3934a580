import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, contactPhones, contacts, contactSocialApps, leadStatuses } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { count, demoContact } from '@/tests/support/crm-helpers';

let server: TestServer, rep: string, other: OtherTenant;
beforeAll(async () => ({ server, rep, other } = await startCrmServer()));
afterAll(() => server.close());

const leadBody = (extra: Record<string, unknown> = {}) => ({
  isLead: true,
  firstName: 'Jane Q',
  lastName: 'Prospect',
  companyName: 'Prospect Labs',
  phones: [{ type: 'mobile', number: '+1 (201) 555-0199', isPrimary: true }],
  emails: [{ type: 'work', address: 'Jane@Prospect.example', isPrimary: true }],
  otherFields: { Lead_Rating__c: 'Hot' },
  ...extra,
});

describe('GET /contacts/:contactId', () => {
  it('returns the contact with account, owner, phones, emails, custom fields and social apps', async () => {
    const [social] = await server.db.select({ contactId: contactSocialApps.contactId }).from(contactSocialApps).orderBy(contactSocialApps.id).limit(1);
    const [row] = await server.db.select().from(contacts).where(eq(contacts.id, social!.contactId));
    if (!row) throw new Error('no contact with social apps in the demo');
    const res = await server.request('GET', `/contacts/${row.id}`, { token: rep });
    expect(res.status).toBe(200);
    const c = res.body.payload.contact;
    expect(c).toMatchObject({ id: row.id, firstName: row.firstName, lastName: row.lastName, isLead: row.isLead });
    expect(c.account?.id ?? null).toBe(row.accountId);
    expect(c.owner.id).toBe(row.ownerId);
    expect(c.telephones[0]).toMatchObject({ isPrimary: true, type: 'work' });
    expect(c.emails[0].emailAddress).toMatch(/@/);
    expect(c.otherFields).toEqual(row.otherFields);
    expect(c.socialApps.map((s: { appName: string }) => s.appName)).toContain('LINKEDIN');
  });

  it("is 404 for another tenant's contact and for an unknown id", async () => {
    expect((await server.request('GET', `/contacts/${other.contactId}`, { token: rep })).status).toBe(404);
    expect((await server.request('GET', '/contacts/999999', { token: rep })).status).toBe(404);
  });

  it('is 400 for a non-numeric id and 401 without a session', async () => {
    expect((await server.request('GET', '/contacts/abc', { token: rep })).status).toBe(400);
    expect((await server.request('GET', '/contacts/1')).status).toBe(401);
  });
});

describe('POST /contacts', () => {
  it('creates a lead with phones, emails, default lead status and custom fields, and returns payload.contactId', async () => {
    const res = await server.request('POST', '/contacts', { token: rep, body: leadBody() });
    expect(res.status).toBe(200);
    const id = res.body.payload.contactId as number;
    const got = (await server.request('GET', `/contacts/${id}`, { token: rep })).body.payload.contact;
    expect(got).toMatchObject({ firstName: 'Jane Q', lastName: 'Prospect', isLead: true, companyName: 'Prospect Labs', account: null });
    expect(got.telephones).toEqual([{ id: expect.any(Number), phoneNumber: '+12015550199', type: 'mobile', isPrimary: true }]);
    expect(got.emails[0].emailAddress).toBe('jane@prospect.example');
    expect(got.leadStatus.name).toBe('Open - Not Contacted');
    expect(got.owner.id).toBe((await userByEmail(server.db, 'rep@demo.test')).id);
    // A boolean custom field not set is stored as false.
    expect(got.otherFields).toEqual({ Lead_Rating__c: 'Hot', Is_Decision_Maker__c: false });
  });

  it('writes a NEW_LEAD contact event to the activity log', async () => {
    const id = (await server.request('POST', '/contacts', { token: rep, body: leadBody({ lastName: 'Evented' }) })).body.payload.contactId;
    const rows = await server.db.select().from(activities).where(eq(activities.contactId, id));
    expect(rows.map((r) => [r.kind, r.data.event])).toEqual([['contact_event', 'NEW_LEAD']]);
  });

  it('creates a contact with an account and an owner', async () => {
    const manager = await userByEmail(server.db, 'manager@demo.test');
    const accountRow = await demoContact(server.db, false, 1);
    const res = await server.request('POST', '/contacts', {
      token: rep,
      body: { isLead: false, lastName: 'Buyer', account: { id: accountRow.accountId }, owner: manager.id, otherFields: { Contact_Role__c: 'Champion' } },
    });
    expect(res.status).toBe(200);
    const got = (await server.request('GET', `/contacts/${res.body.payload.contactId}`, { token: rep })).body.payload.contact;
    expect(got.account.id).toBe(accountRow.accountId);
    expect(got.owner.id).toBe(manager.id);
  });

  it('creates in a tenant with the standard layout only and no lead statuses', async () => {
    const lead = await server.request('POST', '/contacts', { token: other.token, body: { isLead: true, lastName: 'Plain', companyName: 'Plain Co' } });
    expect(lead.status).toBe(200);
    const got = (await server.request('GET', `/contacts/${lead.body.payload.contactId}`, { token: other.token })).body.payload.contact;
    expect(got).toMatchObject({ lastName: 'Plain', leadStatus: null, otherFields: {} });
    expect((await server.request('GET', `/contacts/${lead.body.payload.contactId}`, { token: rep })).status).toBe(404);
    const noCompany = await server.request('POST', '/contacts', { token: other.token, body: { isLead: true, lastName: 'Plain' } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.message).toBe('Company is required');
  });

  it('links the call the contact is created from (callId)', async () => {
    const tenantId = await demoTenantId(server.db);
    const [call] = await server.db
      .insert(activities)
      .values({ tenantId, kind: 'call', direction: 'in', data: { callId: 'call-abc-1' } })
      .returning({ id: activities.id });
    const id = (await server.request('POST', '/contacts', { token: rep, body: leadBody({ lastName: 'Caller', callId: 'call-abc-1' }) })).body.payload.contactId;
    const [linked] = await server.db.select().from(activities).where(eq(activities.id, call!.id));
    expect(linked!.contactId).toBe(id);
  });

  it.each([
    ['an account on a lead', { account: { id: 1 } }, 'An account can be set only on a contact'],
    ['no name', { firstName: '', lastName: '' }, 'A first or last name is required'],
    ['a bad email', { emails: [{ type: 'work', address: 'nope', isPrimary: true }] }, 'Invalid body: emails.0.address: Not a valid email address.'],
    ['an unknown custom field', { otherFields: { Lead_Rating__c: 'Hot', Bogus__c: 'x' } }, 'Unknown field Bogus__c'],
    ['a picklist value not in its options', { otherFields: { Lead_Rating__c: 'Lukewarm' } }, "Rating: 'Lukewarm' is not one of its values"],
    ['a missing required custom field', { otherFields: {} }, 'Rating is required'],
    ['a missing required company (lead layout)', { companyName: null }, 'Company is required'],
    [
      'a dependent value its controller does not allow',
      { otherFields: { Lead_Rating__c: 'Hot', Industry__c: 'Retail', Sub_Industry__c: 'Banking' } },
      "Sub-Industry: 'Banking' is not allowed for Industry__c 'Retail'",
    ],
    ['an int field given text', { otherFields: { Lead_Rating__c: 'Hot', Employees__c: 'many' } }, 'Employees must be a whole number'],
    ['a datetime without offset', { otherFields: { Lead_Rating__c: 'Hot', Next_Meeting__c: '2026-11-21T10:00:00' } }, 'Next Meeting must be an ISO date and time with offset'],
    ['a time not stored as HH:mm:00', { otherFields: { Lead_Rating__c: 'Hot', Best_Time_To_Call__c: '10:30' } }, 'Best Time to Call must be a time (HH:mm:00)'],
  ])('refuses %s with 400 and writes nothing', async (_name, extra, message) => {
    const before = await count(server.db, contacts);
    const res = await server.request('POST', '/contacts', { token: rep, body: leadBody(extra) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count(server.db, contacts)).toBe(before);
  });

  it('refuses a body that breaks the schema (400) and a lead status of another tenant', async () => {
    expect((await server.request('POST', '/contacts', { token: rep, body: { firstName: 'x' } })).status).toBe(400);
    const [foreign] = await server.db.insert(leadStatuses).values({ tenantId: other.tenantId, name: 'Theirs' }).returning();
    const res = await server.request('POST', '/contacts', { token: rep, body: leadBody({ leadStatus: { id: foreign!.id } }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown lead status');
  });

  it("refuses another tenant's account or owner", async () => {
    const res = await server.request('POST', '/contacts', { token: rep, body: { isLead: false, lastName: 'X', owner: other.userId, otherFields: { Contact_Role__c: 'Champion' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown owner');
  });

  it("needs the capability 'contact.create' for a contact, not for a lead", async () => {
    const tenantId = await demoTenantId(server.db);
    const limited = await makeUser(server.db, tenantId, { tag: 'nocreate' });
    const { users } = await import('../../db/schema');
    await server.db.update(users).set({ capList: [] }).where(eq(users.id, limited.id));
    const token = await server.login(limited.email);
    const contact = await server.request('POST', '/contacts', { token, body: { isLead: false, lastName: 'Nope', otherFields: { Contact_Role__c: 'Champion' } } });
    expect(contact.status).toBe(403);
    expect(contact.body.message).toBe('Insufficient scope');
    expect((await server.request('POST', '/contacts', { token, body: leadBody() })).status).toBe(200);
  });
});

describe('PATCH /contacts/:contactId', () => {
  it('changes only the fields sent and merges otherFields key by key', async () => {
    const row = await demoContact(server.db, false, 2);
    const res = await server.request('PATCH', `/contacts/${row.id}`, {
      token: rep,
      body: { title: 'Chief Buyer', otherFields: { Industry__c: 'Technology', Sub_Industry__c: 'Software', Interests__c: 'Dialer;SMS' } },
    });
    expect(res.status).toBe(200);
    const c = res.body.payload.contact;
    expect(c.title).toBe('Chief Buyer');
    expect(c.lastName).toBe(row.lastName);
    expect(c.otherFields).toEqual({ ...row.otherFields, Industry__c: 'Technology', Sub_Industry__c: 'Software', Interests__c: 'Dialer;SMS' });
  });

  it('clears a custom field with null', async () => {
    const row = await demoContact(server.db, false, 3);
    await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body: { otherFields: { Nickname__c: 'Bud' } } });
    const res = await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body: { otherFields: { Nickname__c: null } } });
    expect(res.body.payload.contact.otherFields.Nickname__c).toBeUndefined();
  });

  it('assigns and unassigns the account, writing CHANGE_ACCOUNT events', async () => {
    const row = await demoContact(server.db, false, 4);
    const target = await demoContact(server.db, false, 9);
    const assign = await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body: { accountId: target.accountId } });
    expect(assign.body.payload.contact.account.id).toBe(target.accountId);
    const unassign = await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body: { accountId: null } });
    expect(unassign.body.payload.contact.account).toBeNull();
    const events = await server.db
      .select()
      .from(activities)
      .where(and(eq(activities.contactId, row.id), eq(activities.kind, 'contact_event')));
    expect(events.filter((e) => e.data.event === 'CHANGE_ACCOUNT')).toHaveLength(row.accountId === target.accountId ? 1 : 2);
  });

  it('assigns an account to a lead (the create payload sends account only for contacts)', async () => {
    const lead = await demoContact(server.db, true, 0);
    const target = await demoContact(server.db, false, 9);
    const res = await server.request('PATCH', `/contacts/${lead.id}`, { token: rep, body: { accountId: target.accountId } });
    expect(res.status).toBe(200);
    expect(res.body.payload.contact).toMatchObject({ isLead: true, account: { id: target.accountId } });
  });

  it('changes the owner with a CHANGE_OWNER event naming both owners', async () => {
    const row = await demoContact(server.db, false, 5);
    const rep2 = await userByEmail(server.db, 'rep2@demo.test');
    const rep1 = await userByEmail(server.db, 'rep@demo.test');
    const to = row.ownerId === rep2.id ? rep1 : rep2;
    const res = await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body: { ownerId: to.id } });
    expect(res.body.payload.contact.owner.id).toBe(to.id);
    const [event] = await server.db
      .select()
      .from(activities)
      .where(and(eq(activities.contactId, row.id), eq(activities.kind, 'contact_event')))
      .orderBy(activities.id);
    expect(event).toBeDefined();
    const all = await server.db.select().from(activities).where(eq(activities.contactId, row.id));
    expect(all.some((a) => a.data.event === 'CHANGE_OWNER' && a.data.to === `${to.firstName} ${to.lastName}`)).toBe(true);
  });

  it.each([
    ['emptying a required field', { lastName: '' }, 'Last Name is required'],
    ['emptying a required custom field', { otherFields: { Contact_Role__c: null } }, 'Contact Role is required'],
    ['a non-updatable custom field', { otherFields: { Legacy_Id__c: 'X1' } }, 'Legacy Id cannot be updated'],
    ['a non-updatable standard field', { externalURL: 'https://crm.example/1' }, 'CRM Link cannot be updated'],
    ['a lead status on a contact', { leadStatusId: 1 }, 'A lead status can be set only on a lead'],
    ['a bad multipicklist value', { otherFields: { Interests__c: 'Dialer;Golf' } }, "Product Interests: 'Golf' is not one of its values"],
    ['a latitude out of range', { otherFields: { HQ_Location__Latitude__s: 123 } }, 'HQ Location latitude must be a number between -90 and 90'],
    ['an empty body', {}, 'Invalid body: Nothing to update'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const row = await demoContact(server.db, false, 6);
    const res = await server.request('PATCH', `/contacts/${row.id}`, { token: rep, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [after] = await server.db.select().from(contacts).where(eq(contacts.id, row.id));
    expect(after).toEqual(row);
  });

  it('sets the external id once per tenant', async () => {
    const a = await demoContact(server.db, false, 14);
    const b = await demoContact(server.db, false, 15);
    expect((await server.request('PATCH', `/contacts/${a.id}`, { token: rep, body: { externalId: 'CRM-777' } })).body.payload.contact.externalId).toBe('CRM-777');
    const dup = await server.request('PATCH', `/contacts/${b.id}`, { token: rep, body: { externalId: 'CRM-777' } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('External id is already used by another contact');
    expect((await server.request('PATCH', `/contacts/${other.contactId}`, { token: other.token, body: { externalId: 'CRM-777' } })).status).toBe(200);
  });

  it("is 404 for another tenant's contact and leaves it unchanged", async () => {
    const res = await server.request('PATCH', `/contacts/${other.contactId}`, { token: rep, body: { lastName: 'Hacked' } });
    expect(res.status).toBe(404);
    const [after] = await server.db.select().from(contacts).where(eq(contacts.id, other.contactId));
    expect(after!.lastName).toBe('Outsider');
  });
});

describe('DELETE /contacts/:contactId', () => {
  it('deletes the lead with its phones, and a second delete is 404', async () => {
    const id = (await server.request('POST', '/contacts', { token: rep, body: leadBody({ lastName: 'Doomed' }) })).body.payload.contactId;
    const res = await server.request('DELETE', `/contacts/${id}`, { token: rep, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ deleted: true });
    expect(await count(server.db, contacts, eq(contacts.id, id))).toBe(0);
    expect(await server.db.select().from(contactPhones).where(eq(contactPhones.contactId, id))).toEqual([]);
    expect((await server.request('DELETE', `/contacts/${id}`, { token: rep, body: {} })).status).toBe(404);
  });

  it("is 404 for another tenant's contact, which stays", async () => {
    expect((await server.request('DELETE', `/contacts/${other.contactId}`, { token: rep, body: {} })).status).toBe(404);
    expect(await count(server.db, contacts, eq(contacts.id, other.contactId))).toBe(1);
  });
});
