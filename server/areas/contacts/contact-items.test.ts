import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, contactEmails, contactPhones, contacts, contactSocialApps } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { count, demoContact } from '@/tests/support/crm-helpers';

let server: TestServer, rep: string, other: OtherTenant;
beforeAll(async () => ({ server, rep, other } = await startCrmServer()));
afterAll(() => server.close());

describe('phone list items', () => {
  it('adds, updates and deletes phones, keeping exactly one primary', async () => {
    const c = await demoContact(server.db, false, 0);
    const added = await server.request('POST', `/contacts/${c.id}/phones`, { token: rep, body: { type: 'mobile', number: '+44 20 7946 0958', isPrimary: true } });
    expect(added.status).toBe(200);
    const phones = added.body.payload.phones as { id: number; phoneNumber: string; isPrimary: boolean }[];
    expect(phones).toHaveLength(2);
    expect(phones[0]).toMatchObject({ phoneNumber: '+442079460958', isPrimary: true });
    expect(phones.filter((p) => p.isPrimary)).toHaveLength(1);
    const oldId = phones[1]!.id;
    const updated = await server.request('PUT', `/contacts/${c.id}/phones/${oldId}`, { token: rep, body: { type: 'home', number: '2015550100', isPrimary: true } });
    expect(updated.body.payload.phones[0]).toMatchObject({ id: oldId, type: 'home', phoneNumber: '+12015550100', isPrimary: true });
    expect(updated.body.payload.phones.filter((p: { isPrimary: boolean }) => p.isPrimary)).toHaveLength(1);
    const deleted = await server.request('DELETE', `/contacts/${c.id}/phones/${oldId}`, { token: rep, body: {} });
    expect(deleted.body.payload.phones).toEqual([expect.objectContaining({ phoneNumber: '+442079460958', isPrimary: true })]);
  });

  it('refuses a bad number (400, nothing written) and another tenant (404)', async () => {
    const c = await demoContact(server.db, false, 1);
    const before = await count(server.db, contacts);
    const res = await server.request('POST', `/contacts/${c.id}/phones`, { token: rep, body: { type: 'work', number: '+1234567890123456', isPrimary: false } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Not a valid phone number.', issues: [{ path: ['number'], message: 'Not a valid phone number.' }] });
    expect(await server.db.select().from(contactPhones).where(eq(contactPhones.contactId, c.id))).toHaveLength(1);
    expect(await count(server.db, contacts)).toBe(before);
    expect((await server.request('POST', `/contacts/${other.contactId}/phones`, { token: rep, body: { type: 'work', number: '123', isPrimary: false } })).status).toBe(404);
    const [theirs] = await server.db.insert(contactPhones).values({ tenantId: other.tenantId, contactId: other.contactId, number: '999', type: 'work' }).returning();
    expect((await server.request('PUT', `/contacts/${c.id}/phones/${theirs!.id}`, { token: rep, body: { type: 'work', number: '2015550111', isPrimary: false } })).status).toBe(404);
    expect((await server.request('DELETE', `/contacts/${other.contactId}/phones/${theirs!.id}`, { token: rep, body: {} })).status).toBe(404);
    const [still] = await server.db.select().from(contactPhones).where(eq(contactPhones.id, theirs!.id));
    expect(still!.number).toBe('999');
  });
});

describe('email list items', () => {
  it('lists, adds, updates and deletes emails', async () => {
    const c = await demoContact(server.db, false, 2);
    const list = await server.request('GET', `/contacts/${c.id}/emails`, { token: rep });
    expect(list.body.payload.emails).toHaveLength(1);
    const added = await server.request('POST', `/contacts/${c.id}/emails`, { token: rep, body: { type: 'personal', address: ' Me@Home.Example ', isPrimary: false } });
    const mine = added.body.payload.emails.find((e: { emailAddress: string }) => e.emailAddress === 'me@home.example');
    expect(mine).toMatchObject({ type: 'personal', isPrimary: false });
    const updated = await server.request('PUT', `/contacts/${c.id}/emails/${mine.id}`, { token: rep, body: { type: 'personal', address: 'me2@home.example', isPrimary: true } });
    expect(updated.body.payload.emails[0]).toMatchObject({ id: mine.id, emailAddress: 'me2@home.example', isPrimary: true });
    const deleted = await server.request('DELETE', `/contacts/${c.id}/emails/${mine.id}`, { token: rep, body: {} });
    expect(deleted.body.payload.emails).toHaveLength(1);
    expect(deleted.body.payload.emails[0].isPrimary).toBe(true);
  });

  it('refuses a bad address with 400 and writes nothing', async () => {
    const c = await demoContact(server.db, false, 3);
    const res = await server.request('POST', `/contacts/${c.id}/emails`, { token: rep, body: { type: 'work', address: 'not-an-email', isPrimary: false } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['address'], message: 'Not a valid email address.' }]);
    expect(await server.db.select().from(contactEmails).where(eq(contactEmails.contactId, c.id))).toHaveLength(1);
    expect((await server.request('GET', `/contacts/${other.contactId}/emails`, { token: rep })).status).toBe(404);
  });
});

describe('social apps', () => {
  it('lists and replaces the social apps (payload.social)', async () => {
    const c = await demoContact(server.db, false, 4);
    const put = await server.request('PUT', `/contacts/${c.id}/social`, {
      token: rep,
      body: {
        social: [
          { appName: 'FACEBOOK', appUrl: 'https://facebook.com/x' },
          { appName: 'LINKEDIN', appUrl: 'https://linkedin.com/in/x' },
        ],
      },
    });
    expect(put.status).toBe(200);
    const get = await server.request('GET', `/contacts/${c.id}/social`, { token: rep });
    expect(get.body.payload.social).toEqual([
      { appName: 'FACEBOOK', appUrl: 'https://facebook.com/x' },
      { appName: 'LINKEDIN', appUrl: 'https://linkedin.com/in/x' },
    ]);
  });

  it('refuses an unknown app name (400) and another tenant (404)', async () => {
    const c = await demoContact(server.db, false, 5);
    const before = await server.db.select().from(contactSocialApps).where(eq(contactSocialApps.contactId, c.id));
    const res = await server.request('PUT', `/contacts/${c.id}/social`, { token: rep, body: { social: [{ appName: 'MYSPACE', appUrl: 'x' }] } });
    expect(res.status).toBe(400);
    expect(await server.db.select().from(contactSocialApps).where(eq(contactSocialApps.contactId, c.id))).toEqual(before);
    expect((await server.request('GET', `/contacts/${other.contactId}/social`, { token: rep })).status).toBe(404);
    expect((await server.request('PUT', `/contacts/${other.contactId}/social`, { token: rep, body: { social: [] } })).status).toBe(404);
  });

  it('adds, changes and removes a link; a link without a scheme is accepted by the link rule', async () => {
    const c = await demoContact(server.db, false, 6);
    const put = (social: { appName: string; appUrl: string }[]) => server.request('PUT', `/contacts/${c.id}/social`, { token: rep, body: { social } });
    expect((await put([{ appName: 'TWITTER', appUrl: 'twitter.com/ada' }])).body.payload.social).toEqual([{ appName: 'TWITTER', appUrl: 'twitter.com/ada' }]);
    expect((await put([{ appName: 'TWITTER', appUrl: 'https://x.com/ada' }])).body.payload.social).toEqual([{ appName: 'TWITTER', appUrl: 'https://x.com/ada' }]);
    expect((await put([])).body.payload.social).toEqual([]);
  });

  it('refuses a link that is not a web address and the same app twice (400 with a clear message, nothing written)', async () => {
    const c = await demoContact(server.db, false, 7);
    const before = await server.db.select().from(contactSocialApps).where(eq(contactSocialApps.contactId, c.id));
    const bad = await server.request('PUT', `/contacts/${c.id}/social`, { token: rep, body: { social: [{ appName: 'LINKEDIN', appUrl: 'not a link' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Not a valid link/);
    const twice = await server.request('PUT', `/contacts/${c.id}/social`, {
      token: rep,
      body: {
        social: [
          { appName: 'LINKEDIN', appUrl: 'linkedin.com/a' },
          { appName: 'LINKEDIN', appUrl: 'linkedin.com/b' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/Each social app can be linked once/);
    expect(await server.db.select().from(contactSocialApps).where(eq(contactSocialApps.contactId, c.id))).toEqual(before);
  });
});

describe('owner and location', () => {
  it('sets the location and clears it; refuses out-of-range values with a clear message and writes nothing', async () => {
    const c = await demoContact(server.db, false, 8);
    const patch = (body: unknown) => server.request('PATCH', `/contacts/${c.id}`, { token: rep, body });
    expect((await patch({ location: { latitude: 51.5072, longitude: -0.1276 } })).body.payload.contact.location).toEqual({ latitude: 51.5072, longitude: -0.1276 });
    const lat = await patch({ location: { latitude: 91, longitude: 0 } });
    expect(lat.status).toBe(400);
    expect(lat.body.message).toMatch(/Latitude must be a number between -90 and 90/);
    const lng = await patch({ location: { latitude: 0, longitude: -181 } });
    expect(lng.body.message).toMatch(/Longitude must be a number between -180 and 180/);
    const [row] = await server.db.select({ location: contacts.location }).from(contacts).where(eq(contacts.id, c.id));
    expect(row!.location).toEqual({ latitude: 51.5072, longitude: -0.1276 });
    expect((await patch({ location: null })).body.payload.contact.location).toBeNull();
  });

  it("refuses another tenant's user as owner (400, nothing written) and another tenant's contact (404)", async () => {
    const c = await demoContact(server.db, false, 9);
    const res = await server.request('PATCH', `/contacts/${c.id}`, { token: rep, body: { ownerId: other.userId } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown owner');
    const [row] = await server.db.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, c.id));
    expect(row!.ownerId).toBe(c.ownerId);
    expect((await server.request('PATCH', `/contacts/${other.contactId}`, { token: rep, body: { location: { latitude: 1, longitude: 1 } } })).status).toBe(404);
  });
});

describe('statuses, external id, related info and notes', () => {
  it('lists the lead statuses in order with the default', async () => {
    const res = await server.request('GET', '/contacts/statuses', { token: rep });
    expect(res.body.payload.statuses.map((s: { name: string }) => s.name)).toEqual(['Open - Not Contacted', 'Working - Contacted', 'Qualified', 'Unqualified', 'Nurturing']);
    expect(res.body.payload.statuses[0].isDefault).toBe(true);
    expect((await server.request('GET', '/contacts/statuses', { token: other.token })).body.payload.statuses).toEqual([]);
  });

  it('finds a contact by external id (payload.id, payload.isCallOptOut), 404 elsewhere', async () => {
    const c = await demoContact(server.db, false, 0);
    await server.db.update(contacts).set({ externalId: 'EXT-42', isCallOptOut: true }).where(eq(contacts.id, c.id));
    const res = await server.request('GET', '/contacts/external/EXT-42', { token: rep });
    expect(res.body.payload).toEqual({ id: c.id, isCallOptOut: true });
    expect((await server.request('GET', '/contacts/external/EXT-42', { token: other.token })).status).toBe(404);
  });

  it("returns the related info: the contact's account, opportunities and the account's other contacts", async () => {
    const c = await demoContact(server.db, false, 0);
    const res = await server.request('GET', `/contacts/${c.id}/related`, { token: rep });
    expect(res.status).toBe(200);
    expect(res.body.payload.account.id).toBe(c.accountId);
    expect(res.body.payload.contacts.length).toBeGreaterThan(0);
    expect(res.body.payload.contacts.map((x: { id: number }) => x.id)).not.toContain(c.id);
    const lead = await demoContact(server.db, true, 0);
    const leadInfo = await server.request('GET', `/contacts/${lead.id}/related`, { token: rep });
    expect(leadInfo.body.payload).toMatchObject({ account: null, contacts: [] });
    expect((await server.request('GET', `/contacts/${other.contactId}/related`, { token: rep })).status).toBe(404);
  });

  it('adds a note as a note activity and returns its timeline entry', async () => {
    const c = await demoContact(server.db, false, 7);
    const res = await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'Call back after lunch' } });
    expect(res.status).toBe(200);
    expect(res.body.payload.entry).toMatchObject({ type: 'note', originalType: 'note', content: 'Call back after lunch', contactId: c.id, userName: 'Riley Rep' });
    const [row] = await server.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(res.body.payload.entry._id)));
    expect(row).toMatchObject({ kind: 'note', contactId: c.id, data: { content: 'Call back after lunch' } });
  });

  it('refuses an empty note (400, nothing written) and a note on another tenant (404)', async () => {
    const c = await demoContact(server.db, false, 8);
    const before = await count(server.db, activities);
    const res = await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: '   ' } });
    expect(res.status).toBe(400);
    expect((await server.request('POST', `/contacts/${other.contactId}/notes`, { token: rep, body: { content: 'x' } })).status).toBe(404);
    expect(await count(server.db, activities)).toBe(before);
  });
});
