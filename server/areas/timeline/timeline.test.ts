import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, timelineAcl } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { userByEmail } from '@/tests/support/server-helpers';
import { demoContact } from '@/tests/support/crm-helpers';

let server: TestServer, rep: string, tenantId: number, other: OtherTenant;
beforeAll(async () => ({ server, rep, tenantId, other } = await startCrmServer()));
afterAll(() => server.close());

type Entry = { _id: string; type: string; timestamp: string; userId: number | null; contactId: number; content: string; event: { kind: string } | null; direction: string | null };

async function busiestContact() {
  const rows = await server.db.execute<{ contact_id: number; n: number }>(
    `select contact_id, count(*)::int as n from activities where contact_id is not null group by contact_id order by n desc limit 1` as never,
  );
  return rows.rows[0]!.contact_id;
}

describe('GET /timeline', () => {
  it('pages the contact timeline 20 at a time, newest first, with every entry once', async () => {
    const contactId = await busiestContact();
    const total = (await server.db.select().from(activities).where(eq(activities.contactId, contactId))).length;
    expect(total).toBeGreaterThan(20);
    const seen: Entry[] = [];
    let offset = 0;
    for (;;) {
      const res = await server.request('GET', `/timeline?contactId=${contactId}&limit=20&offset=${offset}`, { token: rep });
      expect(res.status).toBe(200);
      const page = res.body.payload as { entries: Entry[]; hasMore: boolean };
      expect(page.entries.length).toBeLessThanOrEqual(20);
      seen.push(...page.entries);
      offset += page.entries.length;
      if (!page.hasMore) break;
    }
    expect(seen).toHaveLength(total);
    const times = seen.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(seen.map((e) => e._id)).size).toBe(total);
  });

  it('maps activity kinds to entry kinds (calls with direction, notes, contact events)', async () => {
    const c = await demoContact(server.db, false, 10);
    await server.db.insert(activities).values([
      { tenantId, contactId: c.id, kind: 'call', direction: 'in', data: { result: 'Connected' } },
      { tenantId, contactId: c.id, kind: 'call', direction: 'out', data: { taskId: 7, subject: 'Callback' } },
      { tenantId, contactId: c.id, kind: 'email', direction: 'out', data: { subject: 'Hello', opens: 2 } },
      { tenantId, contactId: c.id, kind: 'sms', direction: 'in', data: { body: 'Yes please' } },
      { tenantId, contactId: c.id, kind: 'meeting', data: { subject: 'Onsite' } },
    ]);
    const entries = (await server.request('GET', `/timeline?contactId=${c.id}&limit=100`, { token: rep })).body.payload.entries as Entry[];
    const byType = (t: string) => entries.filter((e) => e.type === t);
    expect(byType('call')[0]).toMatchObject({ direction: 'in', result: 'Connected' });
    expect(byType('call-task')[0]).toMatchObject({ direction: 'out', content: 'Callback' });
    expect(byType('email')[0]).toMatchObject({ content: 'Hello', email: { opens: 2, clicks: 0 } });
    expect(byType('sms')[0]!.content).toBe('Yes please');
    expect(byType('meeting')[0]!.content).toBe('Onsite');
    expect(byType('contact-event').map((e) => e.event!.kind)).toContain('NEW_CONTACT');
    const onlyCalls = (await server.request('GET', `/timeline?contactId=${c.id}&type=call`, { token: rep })).body.payload.entries as Entry[];
    expect(onlyCalls.length).toBeGreaterThan(0);
    expect(onlyCalls.every((e) => e.type === 'call')).toBe(true);
    const callTasks = (await server.request('GET', `/timeline?contactId=${c.id}&type=call-task`, { token: rep })).body.payload.entries as Entry[];
    expect(callTasks.map((e) => e.content)).toEqual(['Callback']);
  });

  it('filters by user and restricts to own activity when asked', async () => {
    const contactId = await busiestContact();
    const me = await userByEmail(server.db, 'rep@demo.test');
    const mine = (await server.request('GET', `/timeline?contactId=${contactId}&restrict=true&limit=100`, { token: rep })).body.payload.entries as Entry[];
    expect(mine.every((e) => e.userId === me.id)).toBe(true);
    const rep2 = await userByEmail(server.db, 'rep2@demo.test');
    const theirs = (await server.request('GET', `/timeline?contactId=${contactId}&userId=${rep2.id}&limit=100`, { token: rep })).body.payload.entries as Entry[];
    expect(theirs.every((e) => e.userId === rep2.id)).toBe(true);
  });

  it('restrictOwnActivityHistory limits the timeline to the own activity whatever the query says', async () => {
    const contactId = await busiestContact();
    const rep2 = await userByEmail(server.db, 'rep2@demo.test');
    await server.db.insert(timelineAcl).values({ tenantId, userId: rep2.id, restrictOwnActivityHistory: true, canDeleteTimelineEntry: false });
    const token = await server.login('rep2@demo.test');
    expect((await server.request('GET', '/timeline/acl', { token })).body.payload).toEqual({ restrictOwnActivityHistory: true, canDeleteTimelineEntry: false });
    const all = (await server.request('GET', `/timeline?contactId=${contactId}&limit=100&restrict=false`, { token })).body.payload.entries as Entry[];
    expect(all.every((e) => e.userId === rep2.id)).toBe(true);
    const me = await userByEmail(server.db, 'rep@demo.test');
    const asked = (await server.request('GET', `/timeline?contactId=${contactId}&limit=100&userId=${me.id}`, { token })).body.payload.entries as Entry[];
    expect(asked.every((e) => e.userId === rep2.id)).toBe(true);
  });

  it("reads the account timeline: activity of the account's contacts and the account's events", async () => {
    const c = await demoContact(server.db, false, 0);
    const res = await server.request('GET', `/timeline?account=true&accountId=${c.accountId}&limit=50`, { token: rep });
    expect(res.status).toBe(200);
    expect(res.body.payload.entries.length).toBeGreaterThan(0);
    const contactIds = new Set((res.body.payload.entries as Entry[]).map((e) => e.contactId));
    expect(contactIds.size).toBeGreaterThan(0);
  });

  it('names the contact of each account timeline entry', async () => {
    const c = await demoContact(server.db, false, 0);
    const res = await server.request('GET', `/timeline?account=true&accountId=${c.accountId}&limit=50`, { token: rep });
    const entries = res.body.payload.entries as (Entry & { contactName: string | null })[];
    const ofContact = entries.filter((e) => e.contactId === c.id);
    expect(ofContact.length).toBeGreaterThan(0);
    for (const e of ofContact) expect(e.contactName).toBe(`${c.firstName} ${c.lastName}`.trim());
    for (const e of entries.filter((x) => x.contactId === null)) expect(e.contactName).toBeNull();
  });

  it("is 404 for another tenant's contact or account and 400 without a record", async () => {
    expect((await server.request('GET', `/timeline?contactId=${other.contactId}`, { token: rep })).status).toBe(404);
    const c = await demoContact(server.db, false, 0);
    expect((await server.request('GET', `/timeline?account=true&accountId=${c.accountId}`, { token: other.token })).status).toBe(404);
    const none = await server.request('GET', '/timeline', { token: rep });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('contactId is required');
    expect((await server.request('GET', `/timeline?contactId=${c.id}&limit=101`, { token: rep })).status).toBe(400);
    expect((await server.request('GET', `/timeline?contactId=${c.id}&type=fax`, { token: rep })).status).toBe(400);
  });
});

describe('DELETE /timeline/:type/:entryId', () => {
  it('deletes an entry (it leaves the timeline, the log keeps the row)', async () => {
    const c = await demoContact(server.db, false, 11);
    const note = (await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'to delete' } })).body.payload.entry as Entry;
    const res = await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { contactId: c.id } });
    expect(res.status).toBe(200);
    const entries = (await server.request('GET', `/timeline?contactId=${c.id}&limit=100`, { token: rep })).body.payload.entries as Entry[];
    expect(entries.map((e) => e._id)).not.toContain(note._id);
    const [row] = await server.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(note._id)));
    expect(row!.data.isDeleted).toBe(true);
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { contactId: c.id } })).status).toBe(404);
  });

  it('is 403 when the ACL canDeleteTimelineEntry is off, and nothing changes', async () => {
    const c = await demoContact(server.db, false, 12);
    const note = (await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'keep me' } })).body.payload.entry as Entry;
    const token = await server.login('rep2@demo.test'); // restricted above; also not allowed to delete
    const res = await server.request('DELETE', `/timeline/note/${note._id}`, { token, body: { contactId: c.id } });
    expect(res.status).toBe(403);
    const [row] = await server.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(note._id)));
    expect(row!.data.isDeleted).toBeUndefined();
  });

  it("is 403 for a rep deleting a colleague's entry (nothing changes); a supervisor may", async () => {
    const c = await demoContact(server.db, false, 16);
    const manager = await server.login('manager@demo.test');
    const byManager = (await server.request('POST', `/contacts/${c.id}/notes`, { token: manager, body: { content: "the manager's" } })).body.payload.entry as Entry;
    const refused = await server.request('DELETE', `/timeline/note/${byManager._id}`, { token: rep, body: { contactId: c.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only a supervisor may delete a colleague's timeline entry");
    const [kept] = await server.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(byManager._id)));
    expect(kept!.data.isDeleted).toBeUndefined();
    const byRep = (await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: "the rep's" } })).body.payload.entry as Entry;
    expect((await server.request('DELETE', `/timeline/note/${byRep._id}`, { token: manager, body: { contactId: c.id } })).status).toBe(200);
  });

  it('is 404 for a wrong type or another tenant', async () => {
    const c = await demoContact(server.db, false, 13);
    const note = (await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'typed' } })).body.payload.entry as Entry;
    expect((await server.request('DELETE', `/timeline/call/${note._id}`, { token: rep, body: { contactId: c.id } })).status).toBe(404);
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: other.token, body: { contactId: c.id } })).status).toBe(404);
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: other.token, body: { contactId: other.contactId } })).status).toBe(404);
    const [row] = await server.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(note._id)));
    expect(row!.data.isDeleted).toBeUndefined();
  });

  it('honours its {product}Id: the entry must be on the named contact or account timeline', async () => {
    const c = await demoContact(server.db, false, 14);
    const elsewhere = await demoContact(server.db, false, 15);
    const note = (await server.request('POST', `/contacts/${c.id}/notes`, { token: rep, body: { content: 'on one timeline' } })).body.payload.entry as Entry;
    const isDeleted = async () =>
      (
        await server.db
          .select()
          .from(activities)
          .where(eq(activities.id, Number(note._id)))
      )[0]!.data.isDeleted;
    // Not on the other contact's timeline, nor on an account the contact is not in.
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { contactId: elsewhere.id } })).status).toBe(404);
    const foreignAccount = elsewhere.accountId !== c.accountId ? elsewhere.accountId : null;
    if (foreignAccount) expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { accountId: foreignAccount } })).status).toBe(404);
    // Another tenant's account is 404 too.
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: other.token, body: { accountId: c.accountId } })).status).toBe(404);
    // Neither or both: 400 with a clear message.
    const neither = await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/contactId or accountId \(one of them\) is required/);
    expect((await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { contactId: c.id, accountId: c.accountId } })).status).toBe(400);
    expect(await isDeleted()).toBeUndefined();
    // On the account timeline of the contact's account it is found and deleted.
    const res = await server.request('DELETE', `/timeline/note/${note._id}`, { token: rep, body: { accountId: c.accountId } });
    expect(res.status).toBe(200);
    expect(await isDeleted()).toBe(true);
  });
});
