import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { PLANTED_DATA_PROBLEMS } from '@/server/seed/data-problems';

let server: TestServer, rep: string, tenantId: number, other: OtherTenant;
beforeAll(async () => ({ server, rep, tenantId, other } = await startCrmServer()));
afterAll(() => server.close());

type Item = { id: number; firstName: string; lastName: string; phone: string | null; email: string | null };
const sortKey = (c: Item) => `${c.lastName.trim()} ${c.firstName.trim()}`.trim().toLowerCase();

describe('GET /contacts (list)', () => {
  it('pages every contact in name order with keyset cursors, and the total', async () => {
    const all = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(eq(contacts.tenantId, tenantId));
    const seen: Item[] = [];
    let after: string | null = null;
    do {
      const query: string = `/contacts?limit=100${after ? `&after=${after}` : ''}`;
      const res = await server.request('GET', query, { token: rep });
      expect(res.status).toBe(200);
      expect(res.body.payload.total).toBe(all[0]!.n);
      seen.push(...res.body.payload.contacts);
      after = res.body.payload.nextCursor;
    } while (after);
    expect(seen).toHaveLength(all[0]!.n);
    const keys = seen.map(sortKey);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    // Every row carries its phone and email, but for the demo's planted data problems (a contact without a phone, one without an email).
    expect(seen.filter((c) => !c.phone)).toHaveLength(PLANTED_DATA_PROBLEMS.missingPhone.length);
    expect(seen.filter((c) => !c.email)).toHaveLength(PLANTED_DATA_PROBLEMS.missingEmail.length);
    expect(seen.some((c) => c.id === other.contactId)).toBe(false);
  });

  it('offset paging gives the same rows as the cursor', async () => {
    const first = (await server.request('GET', '/contacts?limit=30', { token: rep })).body.payload;
    const byCursor = (await server.request('GET', `/contacts?limit=30&after=${first.nextCursor}`, { token: rep })).body.payload;
    const byOffset = (await server.request('GET', '/contacts?limit=30&offset=30', { token: rep })).body.payload;
    expect(byOffset.contacts).toEqual(byCursor.contacts);
  });

  it('counts the first page afresh after a contact is added', async () => {
    const before = (await server.request('GET', '/contacts?limit=5', { token: rep })).body.payload;
    await server.request('GET', `/contacts?limit=5&after=${before.nextCursor}`, { token: rep });
    await server.request('POST', '/contacts', { token: rep, body: { isLead: true, lastName: 'Fresh', companyName: 'Fresh Co', otherFields: { Lead_Rating__c: 'Warm' } } });
    const after = (await server.request('GET', '/contacts?limit=5', { token: rep })).body.payload;
    expect(after.total).toBe(before.total + 1);
  });

  it('filters by letter (last name) and by 0-9', async () => {
    const b = (await server.request('GET', '/contacts?prefix=B&limit=200', { token: rep })).body.payload;
    expect(b.total).toBeGreaterThan(0);
    expect(b.contacts.every((c: Item) => sortKey(c).startsWith('b'))).toBe(true);
    const digits = (await server.request('GET', '/contacts?prefix=0-9&limit=200', { token: rep })).body.payload;
    expect(digits.total).toBeGreaterThan(0);
    expect(digits.contacts.every((c: Item) => /^[0-9]/.test(c.lastName))).toBe(true);
  });

  it('filters leads only', async () => {
    const res = (await server.request('GET', '/contacts?type=lead&limit=200', { token: rep })).body.payload;
    const leads = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.isLead, true)));
    expect(res.total).toBe(leads[0]!.n);
  });

  it('text search pages the matches, best first', async () => {
    const res = (await server.request('GET', '/contacts?search=anderson&limit=5', { token: rep })).body.payload;
    expect(res.total).toBeGreaterThan(0);
    expect(res.contacts[0].lastName).toBe('Anderson');
    const page2 = (await server.request('GET', `/contacts?search=anderson&limit=5&offset=5`, { token: rep })).body.payload;
    expect(page2.total).toBe(res.total);
    expect(page2.contacts.map((c: Item) => c.id)).not.toContain(res.contacts[0].id);
  });

  it('returns an empty page past the end and refuses bad queries', async () => {
    const res = (await server.request('GET', '/contacts?prefix=X', { token: rep })).body.payload;
    expect(res).toEqual({ contacts: [], total: 0, nextCursor: null });
    expect((await server.request('GET', '/contacts?prefix=AB', { token: rep })).status).toBe(400);
    expect((await server.request('GET', '/contacts?limit=0', { token: rep })).status).toBe(400);
    expect((await server.request('GET', '/contacts?limit=201', { token: rep })).status).toBe(400);
    const bad = await server.request('GET', '/contacts?after=garbage', { token: rep });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cursor');
  });
});

describe('GET /contacts/prefixes', () => {
  it('counts contacts per letter; letters without contacts count 0', async () => {
    const res = await server.request('GET', '/contacts/prefixes', { token: rep });
    const prefixes = res.body.payload.prefixes as { prefix: string; count: number }[];
    expect(prefixes.map((p) => p.prefix)).toEqual(['0-9', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')]);
    const byLetter = Object.fromEntries(prefixes.map((p) => [p.prefix, p.count]));
    expect(byLetter.X).toBe(0);
    const b = (await server.request('GET', '/contacts?prefix=B&limit=1', { token: rep })).body.payload.total;
    expect(byLetter.B).toBe(b);
    const total = (await server.request('GET', '/contacts?limit=1', { token: rep })).body.payload.total;
    expect(prefixes.reduce((n, p) => n + p.count, 0)).toBe(total);
  });

  it("counts only the caller's tenant", async () => {
    const res = await server.request('GET', '/contacts/prefixes', { token: other.token });
    expect(res.body.payload.prefixes.filter((p: { count: number }) => p.count > 0)).toEqual([{ prefix: 'O', count: 1 }]);
  });
});

describe('GET /contacts/search (top search)', () => {
  it('finds by name, company, email and phone digits', async () => {
    // A contact with a phone and an email, read as the search returns it (the seed may hold namesakes).
    const [c] = await server.db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contacts)
      .innerJoin(contactPhones, eq(contactPhones.contactId, contacts.id))
      .innerJoin(contactEmails, eq(contactEmails.contactId, contacts.id))
      .where(eq(contacts.tenantId, tenantId))
      .orderBy(contacts.id)
      .limit(1);
    const found = (await server.request('GET', `/contacts/search?query=${encodeURIComponent(`${c!.firstName} ${c!.lastName}`)}`, { token: rep })).body.payload.contacts;
    expect(found[0]).toMatchObject({ firstName: c!.firstName, lastName: c!.lastName });
    expect(found[0].score).toBeGreaterThanOrEqual(0.3);
    const byName = found.filter((r: { id: number }) => r.id === c!.id);
    expect(byName).toHaveLength(1);
    const byCompany = (await server.request('GET', '/contacts/search?query=vandelay', { token: rep })).body.payload.contacts;
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((r: { companyName: string }) => r.companyName === 'Vandelay Industries')).toBe(true);
    const phone = byName[0].phone as string;
    const byPhone = (await server.request('GET', `/contacts/search?query=${encodeURIComponent(phone.slice(-7))}`, { token: rep })).body.payload.contacts;
    expect(byPhone.map((r: { phone: string }) => r.phone)).toContain(phone);
    const email = byName[0].email as string;
    const byEmail = (await server.request('GET', `/contacts/search?query=${encodeURIComponent(email)}`, { token: rep })).body.payload.contacts;
    expect(byEmail[0].email).toBe(email);
  });

  it('tolerates a typo (similarity >= 0.3) and returns at most 100', async () => {
    // word_similarity('anderzon', 'anderson') is 0.56: found at 0.3, not at pg_trgm's default 0.6.
    const res = (await server.request('GET', '/contacts/search?query=anderzon', { token: rep })).body.payload.contacts;
    expect(res.some((r: Item) => r.lastName === 'Anderson')).toBe(true);
    expect(res.every((r: Item & { score: number }) => r.score >= 0.3)).toBe(true);
    expect(res.some((r: Item & { score: number }) => r.lastName === 'Anderson' && r.score < 0.6)).toBe(true);
    const many = (await server.request('GET', '/contacts/search?query=example', { token: rep })).body.payload.contacts;
    expect(many.length).toBeLessThanOrEqual(100);
  });

  it('finds by the first letters for a 1-2 character query', async () => {
    const res = (await server.request('GET', '/contacts/search?query=pa', { token: rep })).body.payload.contacts;
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((r: Item) => r.lastName.toLowerCase().startsWith('pa') || r.firstName.toLowerCase().startsWith('pa'))).toBe(true);
  });

  it("never finds another tenant's contact and refuses an empty query", async () => {
    const res = (await server.request('GET', '/contacts/search?query=outsider', { token: rep })).body.payload.contacts;
    expect(res).toEqual([]);
    const theirs = (await server.request('GET', '/contacts/search?query=outsider', { token: other.token })).body.payload.contacts;
    expect(theirs.map((r: Item) => r.id)).toEqual([other.contactId]);
    expect((await server.request('GET', '/contacts/search?query=', { token: rep })).status).toBe(400);
    expect((await server.request('GET', '/contacts/search?query=x&limit=101', { token: rep })).status).toBe(400);
  });
});

describe('GET /contacts/email-search', () => {
  it('finds contacts by email address within the tenant', async () => {
    const res = (await server.request('GET', '/contacts/email-search?query=globex', { token: rep })).body.payload.contacts;
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((r: { email: string }) => r.email.includes('globex'))).toBe(true);
    expect((await server.request('GET', '/contacts/email-search?query=globex', { token: other.token })).body.payload.contacts).toEqual([]);
  });
});
