import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, fieldLayouts, leadStatuses, opportunities, opportunityStages, timelineAcl } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { otherTenant } from '@/tests/support/crm-helpers';

/*
 * Admin editing of the CRM settings (issue #4): layouts, lead statuses, opportunity stages and the
 * timeline ACL, all with scope 'settings.admin'.
 */

let server: TestServer;
let admin: string;
let rep: string;
let tenantId: number;
let other: Awaited<ReturnType<typeof otherTenant>>;
let otherAdmin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.test');
  rep = await server.login('rep@demo.test');
  tenantId = await demoTenantId(server.db);
  other = await otherTenant(server);
  const user = await makeUser(server.db, other.tenantId, { tag: 'other-admin', role: 'admin' });
  otherAdmin = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
});
afterAll(() => server.close());

type Field = { fieldName: string; label: string; type: string; isStandard: boolean; picklistValues: { value: string; label: string; id: number }[]; section: string };

const layoutOf = async (entity: string, token = admin) => (await server.request('GET', `/layouts/${entity}`, { token })).body.payload.data as Field[];
const storedLayout = async (entity: 'contact' | 'lead' | 'account' | 'opportunity' | 'task') =>
  JSON.stringify(
    (
      await server.db
        .select({ fields: fieldLayouts.fields })
        .from(fieldLayouts)
        .where(and(eq(fieldLayouts.tenantId, tenantId), eq(fieldLayouts.entity, entity)))
    )[0]?.fields,
  );
const custom = (fieldName: string, extra: Partial<Field> = {}) => ({
  fieldName,
  label: fieldName,
  type: 'string',
  isStandard: false,
  isRequired: false,
  isUpdatable: true,
  defaultValue: null,
  length: 40,
  picklistValues: [],
  dependency: null,
  advancedOptions: null,
  section: 'custom',
  order: 99,
  ...extra,
});

describe('PUT /layouts/:entity', () => {
  it('lets an admin add a custom field; everyone then reads the new layout', async () => {
    const fields = await layoutOf('account');
    const res = await server.request('PUT', '/layouts/account', { token: admin, body: { data: [...fields, custom('Region__c', { label: 'Region' })] } });
    expect(res.status).toBe(200);
    expect(res.body.payload.entity).toBe('account');
    expect((await layoutOf('account', rep)).map((f) => f.fieldName)).toContain('Region__c');
    // Another tenant still has its own (standard) account layout.
    expect((await layoutOf('account', other.token)).map((f) => f.fieldName)).not.toContain('Region__c');
  });

  it('refuses a layout over the integration query limit with a message naming the entity and its limit; nothing written', async () => {
    const before = await layoutOf('contact');
    const long = Array.from({ length: 40 }, (_, i) => custom(`A_Rather_Long_Custom_Field_${String(i).padStart(2, '0')}__c`)); // 40 * 32 = 1280
    const res = await server.request('PUT', '/layouts/contact', { token: admin, body: { data: [...before, ...long] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/contact/);
    expect(res.body.message).toContain('1094');
    expect(await layoutOf('contact')).toEqual(before);
    const lead = await server.request('PUT', '/layouts/lead', { token: admin, body: { data: [...(await layoutOf('lead')), ...long] } });
    expect(lead.status).toBe(400);
    expect(lead.body.message).toContain('lead limit is 1035');
  });

  it('refuses other bad layouts with 400 and writes nothing', async () => {
    const before = await storedLayout('contact');
    const fields = await layoutOf('contact');
    const cases: [unknown, RegExp][] = [
      [[...fields, fields[0]], /used more than once/],
      [[...fields, custom('Shoe_Size__c', { type: 'picklist' })], /needs at least one picklist value/],
      [[...fields, { ...custom('shoeSize'), isStandard: true }], /not a standard contact field/],
      [fields.map((f) => (f.fieldName === 'lastName' ? { ...f, type: 'int' } : f)), /standard field of type string/],
      [[], /at least one field/],
      [[{ fieldName: 'x' }], /Invalid body/],
    ];
    for (const [data, message] of cases) {
      const res = await server.request('PUT', '/layouts/contact', { token: admin, body: { data } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await storedLayout('contact')).toBe(before);
  });

  it('is 403 for a non-admin and 400 for an unknown entity', async () => {
    const fields = await layoutOf('task');
    const res = await server.request('PUT', '/layouts/task', { token: rep, body: { data: fields } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Insufficient scope');
    expect((await server.request('PUT', '/layouts/widget', { token: admin, body: { data: fields } })).status).toBe(400);
  });
});

type Status = { id: number; name: string; isDefault: boolean };
describe('PUT /contacts/statuses', () => {
  it('renames, reorders, adds and removes unused lead statuses; the lead layout follows', async () => {
    const current = (await server.request('GET', '/contacts/statuses', { token: rep })).body.payload.statuses as Status[];
    const used = new Set((await server.db.select({ id: contacts.leadStatusId }).from(contacts).where(eq(contacts.tenantId, tenantId))).map((r) => r.id));
    const [first, ...rest] = current;
    const added = await server.request('PUT', '/contacts/statuses', {
      token: admin,
      body: {
        statuses: [
          ...rest.map((s) => ({ id: s.id, name: s.name, isDefault: s.isDefault })),
          { id: first!.id, name: `${first!.name} (renamed)`, isDefault: false },
          { name: 'Re-engage later', isDefault: false },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const names = (added.body.payload.statuses as Status[]).map((s) => s.name);
    expect(names.at(-2)).toBe(`${first!.name} (renamed)`);
    expect(names.at(-1)).toBe('Re-engage later');
    const nurturing = (added.body.payload.statuses as Status[]).find((s) => s.name === 'Re-engage later')!;
    const picklist = (await layoutOf('lead')).find((f) => f.fieldName === 'leadStatus')!.picklistValues;
    expect(picklist.map((p) => p.label)).toEqual(names);
    // Removing the unused new status works; a status in use cannot be removed.
    const withoutNew = (added.body.payload.statuses as Status[]).filter((s) => s.id !== nurturing.id);
    const removedNew = await server.request('PUT', '/contacts/statuses', { token: admin, body: { statuses: withoutNew } });
    expect(removedNew.status, JSON.stringify(removedNew.body)).toBe(200);
    const inUse = withoutNew.find((s) => used.has(s.id))!;
    const refused = await server.request('PUT', '/contacts/statuses', { token: admin, body: { statuses: withoutNew.filter((s) => s.id !== inUse.id) } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`The lead status '.*' is used by \\d+ lead`));
    expect((await server.db.select().from(leadStatuses).where(eq(leadStatuses.tenantId, tenantId))).length).toBe(withoutNew.length);
  });

  it('keeps the ordering-list rules (duplicate name, at least one, one default) with 400 and nothing written', async () => {
    const current = (await server.request('GET', '/contacts/statuses', { token: rep })).body.payload.statuses as Status[];
    const dup = await server.request('PUT', '/contacts/statuses', { token: admin, body: { statuses: [...current, { name: current[0]!.name.toUpperCase() }] } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('There is already an item with this name. Please use another name.');
    const none = await server.request('PUT', '/contacts/statuses', { token: admin, body: { statuses: [] } });
    expect(none.body.message).toBe('Minimum amount of list items is 1.');
    const twoDefaults = await server.request('PUT', '/contacts/statuses', { token: admin, body: { statuses: current.map((s) => ({ ...s, isDefault: true })) } });
    expect(twoDefaults.body.message).toBe('Only one lead status can be the default');
    expect((await server.request('GET', '/contacts/statuses', { token: rep })).body.payload.statuses).toEqual(current);
  });

  it("is 404 for another tenant's status id and 403 for a non-admin", async () => {
    const current = (await server.request('GET', '/contacts/statuses', { token: rep })).body.payload.statuses as Status[];
    const res = await server.request('PUT', '/contacts/statuses', { token: otherAdmin, body: { statuses: [{ id: current[0]!.id, name: 'Stolen' }] } });
    expect(res.status).toBe(404);
    expect((await server.request('PUT', '/contacts/statuses', { token: rep, body: { statuses: current } })).status).toBe(403);
    expect((await server.request('GET', '/contacts/statuses', { token: rep })).body.payload.statuses).toEqual(current);
  });
});

type Stage = { id: number; name: string; isClosed: boolean; isWon: boolean; order: number };
describe('PUT /opportunities/status', () => {
  it('edits the ordered stages; a stage in use cannot be removed; a won stage must be closed', async () => {
    const current = (await server.request('GET', '/opportunities/status', { token: rep })).body.payload.statuses as Stage[];
    const res = await server.request('PUT', '/opportunities/status', {
      token: admin,
      body: { statuses: [{ name: 'Discovery' }, ...current.map(({ id, name, isClosed, isWon }) => ({ id, name, isClosed, isWon }))] },
    });
    expect(res.status).toBe(200);
    const stages = res.body.payload.statuses as Stage[];
    expect(stages[0]).toMatchObject({ name: 'Discovery', isClosed: false, isWon: false, order: 0 });
    expect(stages.slice(1).map((s) => s.id)).toEqual(current.map((s) => s.id));
    expect((await layoutOf('opportunity')).find((f) => f.fieldName === 'opportunityStage')!.picklistValues[0]!.label).toBe('Discovery');

    const usedIds = new Set((await server.db.select({ id: opportunities.stageId }).from(opportunities).where(eq(opportunities.tenantId, tenantId))).map((r) => r.id));
    const used = stages.find((s) => usedIds.has(s.id))!;
    const refused = await server.request('PUT', '/opportunities/status', { token: admin, body: { statuses: stages.filter((s) => s.id !== used.id) } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/is used by \d+ opportunit/);
    const wonOpen = await server.request('PUT', '/opportunities/status', { token: admin, body: { statuses: [...stages, { name: 'Signed', isWon: true, isClosed: false }] } });
    expect(wonOpen.status).toBe(400);
    expect(wonOpen.body.message).toBe("The stage 'Signed' is won, so it must be closed");
    expect((await server.db.select().from(opportunityStages).where(eq(opportunityStages.tenantId, tenantId))).length).toBe(stages.length);
  });

  it("is 404 for another tenant's stage id and 403 for a non-admin", async () => {
    const current = (await server.request('GET', '/opportunities/status', { token: rep })).body.payload.statuses as Stage[];
    expect((await server.request('PUT', '/opportunities/status', { token: otherAdmin, body: { statuses: [{ id: current[0]!.id, name: 'Stolen' }] } })).status).toBe(404);
    expect((await server.request('PUT', '/opportunities/status', { token: rep, body: { statuses: current } })).status).toBe(403);
    expect((await server.request('GET', '/opportunities/status', { token: rep })).body.payload.statuses).toEqual(current);
  });
});

describe('timeline ACL (GET /timeline/acl/entries, PUT /timeline/acl)', () => {
  it("sets a user's ACL; that user's GET /timeline/acl reflects it; a left-out flag keeps its value", async () => {
    const rep2 = await userByEmail(server.db, 'rep2@demo.test');
    const set = await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: rep2.id, canDeleteTimelineEntry: false } });
    expect(set.status).toBe(200);
    expect(set.body.payload).toEqual({ userId: rep2.id, restrictOwnActivityHistory: false, canDeleteTimelineEntry: false });
    const rep2Token = await server.login('rep2@demo.test');
    expect((await server.request('GET', '/timeline/acl', { token: rep2Token })).body.payload).toEqual({ restrictOwnActivityHistory: false, canDeleteTimelineEntry: false });
    await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: rep2.id, restrictOwnActivityHistory: true } });
    expect((await server.request('GET', '/timeline/acl', { token: rep2Token })).body.payload).toEqual({ restrictOwnActivityHistory: true, canDeleteTimelineEntry: false });
    // The tenant default applies to everyone without their own row.
    await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: null, canDeleteTimelineEntry: false } });
    expect((await server.request('GET', '/timeline/acl', { token: rep })).body.payload.canDeleteTimelineEntry).toBe(false);
    await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: null, canDeleteTimelineEntry: true } });
    expect((await server.request('GET', '/timeline/acl', { token: rep })).body.payload.canDeleteTimelineEntry).toBe(true);
    const entries = (await server.request('GET', '/timeline/acl/entries', { token: admin })).body.payload.entries as { userId: number | null }[];
    expect(entries[0]!.userId).toBeNull();
    expect(entries.filter((e) => e.userId === null)).toHaveLength(1);
    expect(entries.map((e) => e.userId)).toContain(rep2.id);
  });

  it('is 400 with nothing to set (nothing written), 404 for a user of another tenant, 403 for a non-admin', async () => {
    const before = await server.db.select().from(timelineAcl).orderBy(timelineAcl.id);
    const empty = await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: null } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Nothing to update/);
    expect((await server.request('PUT', '/timeline/acl', { token: admin, body: { userId: other.userId, canDeleteTimelineEntry: false } })).status).toBe(404);
    expect((await server.request('PUT', '/timeline/acl', { token: rep, body: { userId: null, canDeleteTimelineEntry: false } })).status).toBe(403);
    expect((await server.request('GET', '/timeline/acl/entries', { token: rep })).status).toBe(403);
    expect(await server.db.select().from(timelineAcl).orderBy(timelineAcl.id)).toEqual(before);
    // Another tenant's admin sees only its own rows.
    const theirs = (await server.request('GET', '/timeline/acl/entries', { token: otherAdmin })).body.payload.entries as unknown[];
    expect(theirs).toEqual([]);
  });
});
