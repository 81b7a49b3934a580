import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, opportunities, opportunityStages } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoContact, otherTenant } from '@/tests/support/crm-helpers';

let server: TestServer;
let rep: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
let stages: { id: number; name: string }[];
beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  other = await otherTenant(server);
  stages = (await server.request('GET', '/opportunities/status', { token: rep })).body.payload.statuses;
});
afterAll(() => server.close());

const oppCount = async () => (await server.db.select().from(opportunities)).length;
const stage = (name: string) => stages.find((s) => s.name === name)!;

describe('GET /opportunities/status', () => {
  it('lists the stages in order with closed and won flags', async () => {
    expect(stages.map((s) => s.name)).toEqual(['Prospecting', 'Qualification', 'Needs Analysis', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost']);
    expect(stages.find((s) => s.name === 'Closed Won')).toMatchObject({ isClosed: true, isWon: true });
    expect((await server.request('GET', '/opportunities/status', { token: other.token })).body.payload.statuses).toEqual([]);
  });
});

describe('POST /opportunities and PUT /opportunities/:id', () => {
  it('creates an opportunity on a contact and its account, and a stage change writes CHANGE_OPPORTUNITY_STATUS', async () => {
    const c = await demoContact(server.db, false, 0);
    const created = await server.request('POST', '/opportunities', {
      token: rep,
      body: { name: 'Pilot', closeDate: '2026-12-31', amount: 12000, opportunityStage: { id: stage('Prospecting').id }, accountId: c.accountId, contactId: c.id, otherFields: { Probability__c: 20 } },
    });
    expect(created.status).toBe(200);
    const opp = created.body.payload.opportunity;
    expect(opp).toMatchObject({ name: 'Pilot', closeDate: '2026-12-31', amount: 12000, opportunityStage: { name: 'Prospecting' }, contactId: c.id, otherFields: { Probability__c: 20 } });
    expect(opp.account.id).toBe(c.accountId);
    const put = await server.request('PUT', `/opportunities/${opp.id}`, {
      token: rep,
      body: { name: 'Pilot', closeDate: '2026-12-31', amount: 15000, opportunityStage: { id: stage('Proposal').id }, accountId: c.accountId, contactId: c.id, otherFields: { Probability__c: 60 } },
    });
    expect(put.body.payload.opportunity).toMatchObject({ amount: 15000, opportunityStage: { name: 'Proposal' }, otherFields: { Probability__c: 60 } });
    const events = await server.db
      .select()
      .from(activities)
      .where(and(eq(activities.contactId, c.id), eq(activities.kind, 'contact_event')));
    const mine = events.filter((e) => e.data.opportunityId === opp.id).map((e) => [e.data.from, e.data.to]);
    expect(mine).toEqual([
      [null, 'Prospecting'],
      ['Prospecting', 'Proposal'],
    ]);
  });

  it('an unset stage is sent as id -1', async () => {
    const res = await server.request('POST', '/opportunities', { token: rep, body: { name: 'No stage', opportunityStage: { id: -1 } } });
    expect(res.body.payload.opportunity.opportunityStage).toBeNull();
  });

  it.each([
    ['no name', { name: '' }, 'Invalid body: name: Opportunity name is required'],
    ['a bad close date', { name: 'X', closeDate: '12/31/2026' }, null],
    ['an unknown stage', { name: 'X', opportunityStage: { id: 999999 } }, 'Unknown opportunity stage'],
    ['a bad custom value', { name: 'X', otherFields: { Products__c: 'Dialer;Golf' } }, "Products: 'Golf' is not one of its values"],
  ])('refuses %s with 400 and writes nothing', async (_n, body, message) => {
    const before = await oppCount();
    const res = await server.request('POST', '/opportunities', { token: rep, body });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await oppCount()).toBe(before);
  });

  it("refuses another tenant's contact or account, and updating another tenant's opportunity is 404", async () => {
    expect((await server.request('POST', '/opportunities', { token: rep, body: { name: 'X', contactId: other.contactId } })).body.message).toBe('Unknown contact');
    const [stageRow] = await server.db.insert(opportunityStages).values({ tenantId: other.tenantId, name: 'Theirs' }).returning();
    const [theirs] = await server.db.insert(opportunities).values({ tenantId: other.tenantId, name: 'Their deal', stageId: stageRow!.id }).returning();
    const res = await server.request('PUT', `/opportunities/${theirs!.id}`, { token: rep, body: { name: 'Mine' } });
    expect(res.status).toBe(404);
    const [after] = await server.db.select().from(opportunities).where(eq(opportunities.id, theirs!.id));
    expect(after!.name).toBe('Their deal');
  });
});

describe('GET /opportunities', () => {
  it('lists by account or contact with a total, newest first, within the tenant', async () => {
    const c = await demoContact(server.db, false, 0);
    const byAccount = (await server.request('GET', `/opportunities?accountId=${c.accountId}&offset=0&limit=100`, { token: rep })).body.payload;
    expect(byAccount.total).toBeGreaterThan(0);
    expect(byAccount.opportunities.every((o: { account: { id: number } }) => o.account.id === c.accountId)).toBe(true);
    const all = (await server.request('GET', '/opportunities', { token: rep })).body.payload;
    expect(all.total).toBeGreaterThanOrEqual(byAccount.total);
    expect((await server.request('GET', '/opportunities', { token: other.token })).body.payload.opportunities.map((o: { name: string }) => o.name)).toEqual(['Their deal']);
  });

  it('gives otherFields null when the stored text is unparseable', async () => {
    const [o] = await server.db.select().from(opportunities).limit(1);
    await server.db.update(opportunities).set({ otherFields: 'oops' }).where(eq(opportunities.id, o!.id));
    const res = (await server.request('GET', '/opportunities?limit=100', { token: rep })).body.payload.opportunities;
    const found = res.find((x: { id: number }) => x.id === o!.id);
    if (found) expect(found.otherFields).toBeNull();
  });
});
