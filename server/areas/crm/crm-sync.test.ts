import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '@/server/db/schema';
import { startRepServer } from '@/tests/support/server-fixtures';
import { manualClock, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { createCrmActivityOutbox } from './crm-activity-outbox';
import { createCrmConnectionService, type CrmConnectionService } from './crm-connection-service';
import { createCrmContactSync } from './crm-contact-sync';
import { CrmRequestLimitExceeded } from './crm-errors';
import { CRM_API_VERSION, type CrmOptions } from './crm-options';
import { createCrmSecret } from './crm-secret';
import { crmConnections, crmOutbox } from './crm-tables';
import { approveInBrowser, startTestSalesforce, TEST_APP, TEST_CALLBACK } from './crm-test-support';
import { createSalesforceCrm } from './salesforce-crm';
import type { SimulatedSalesforce } from './simulated-salesforce/simulated-salesforce';

// One clock for the org, the server and the sync: replication answers whole minutes that are over.
const clock = manualClock(new Date('2026-11-27T12:00:30Z'));
let sf: SimulatedSalesforce;
let server: TestServer;
let tenantId: number;
let admin: string;
let connections: CrmConnectionService;
let sync: ReturnType<typeof createCrmContactSync>;
let outbox: ReturnType<typeof createCrmActivityOutbox>;

async function connect() {
  const started = await server.request('POST', '/crm/authenticate', { token: admin });
  const { code, state } = await approveInBrowser(started.body.payload.url);
  expect((await server.request('GET', `/crm/oauth/callback?${new URLSearchParams({ code: code!, state: state! })}`)).status).toBe(200);
}

const syncedContacts = () =>
  server.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.isLead, false)));
const byExternalId = async (externalId: string) =>
  (
    await server.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.externalId, externalId)))
  )[0];

beforeAll(async () => {
  sf = await startTestSalesforce({ now: () => clock.now() });
  const options: CrmOptions = { loginUrl: sf.url, clientId: TEST_APP.clientId, clientSecret: TEST_APP.clientSecret, callbackUrl: TEST_CALLBACK, apiVersion: CRM_API_VERSION, simulated: true };
  ({ server, tenantId } = await startRepServer({ crm: options, clock }));
  admin = await server.login('admin@demo.test');
  connections = createCrmConnectionService({
    db: server.db,
    clock,
    secret: createCrmSecret(TEST_SECRET),
    crm: createSalesforceCrm(options, () => clock.now()),
    simulated: true,
    redirectUri: () => TEST_CALLBACK,
  });
  sync = createCrmContactSync({ db: server.db, connections });
  outbox = createCrmActivityOutbox({ db: server.db, clock, connections });
  await connect();
});
afterAll(async () => {
  await server.close();
  await sf.close();
});

describe('contacts from Salesforce, incrementally', () => {
  it('brings every contact of the org on the first run, by its Salesforce id', async () => {
    const before = (await syncedContacts()).length;
    const result = await sync.run(tenantId);
    expect(result).toEqual({ written: sf.store.all('Contact').length, deleted: 0 });
    expect((await syncedContacts()).length).toBe(before + sf.store.all('Contact').length);
    const ada = sf.store.all('Contact').find((c) => c.LastName === 'Lovelace')!;
    const row = (await byExternalId(ada.Id))!;
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', title: 'CTO', externalUrl: `${sf.url}/lightning/r/Contact/${ada.Id}/view` });
    expect((await server.db.select().from(contactEmails).where(eq(contactEmails.contactId, row.id))).map((e) => e.address)).toEqual(['ada@acme.example']);
    expect((await server.db.select().from(contactPhones).where(eq(contactPhones.contactId, row.id))).map((p) => [p.number, p.type])).toEqual([['+14155550101', 'work']]);
    expect((await server.request('GET', '/crm/status', { token: admin })).body.payload.lastSyncAt).toBe(clock.now().toISOString());
  });

  it('writes what changed there since the last run, and nothing twice', async () => {
    clock.advance(5_000);
    const grace = sf.store.all('Contact').find((c) => c.LastName === 'Hopper')!;
    sf.store.update('Contact', grace.Id, { Title: 'Rear Admiral', Email: 'amazing.grace@navy.example', MobilePhone: '+14155550199' }, clock.now());
    const fresh = sf.store.create('Contact', { FirstName: 'Hedy', LastName: 'Lamarr', Phone: '+14155550777' }, clock.now());
    const count = (await syncedContacts()).length;
    clock.advance(2_000);
    // The run reaches back to the last change it saw (inclusive, so a change committed late in that instant is not missed).
    expect((await sync.run(tenantId))!.written).toBeGreaterThanOrEqual(2);
    expect((await syncedContacts()).length).toBe(count + 1);
    const row = (await byExternalId(grace.Id))!;
    expect(row.title).toBe('Rear Admiral');
    expect((await server.db.select().from(contactEmails).where(eq(contactEmails.contactId, row.id))).map((e) => e.address)).toEqual(['amazing.grace@navy.example']);
    expect((await server.db.select().from(contactPhones).where(eq(contactPhones.contactId, row.id))).map((p) => p.type).sort()).toEqual(['mobile', 'work']);
    expect(await byExternalId(fresh.Id)).toMatchObject({ firstName: 'Hedy', lastName: 'Lamarr' });
    // A run from an older cursor (a stop before the cursor moved) writes the same contacts again: no duplicate.
    await server.db.update(crmConnections).set({ syncCursors: {} }).where(eq(crmConnections.tenantId, tenantId));
    await sync.run(tenantId);
    expect((await syncedContacts()).length).toBe(count + 1);
  });

  it('deletes what was deleted there, once its minute is over', async () => {
    const katherine = sf.store.all('Contact').find((c) => c.LastName === 'Johnson')!;
    sf.store.remove('Contact', katherine.Id, clock.now());
    expect((await sync.run(tenantId))!.deleted).toBe(0);
    expect(await byExternalId(katherine.Id)).toBeDefined();
    clock.advance(60_000);
    expect((await sync.run(tenantId))!.deleted).toBe(1);
    expect(await byExternalId(katherine.Id)).toBeUndefined();
  });

  it('writes nothing and keeps its cursor when the daily limit stops a run', async () => {
    const [before] = await server.db.select().from(crmConnections).where(eq(crmConnections.tenantId, tenantId));
    clock.advance(5_000);
    const alan = sf.store.all('Contact').find((c) => c.LastName === 'Turing')!;
    sf.store.update('Contact', alan.Id, { Title: 'Codebreaker' }, clock.now());
    sf.usage.setUsed(clock.now(), sf.usage.dailyMax);
    await expect(sync.run(tenantId)).rejects.toBeInstanceOf(CrmRequestLimitExceeded);
    const [after] = await server.db.select().from(crmConnections).where(eq(crmConnections.tenantId, tenantId));
    expect(after!.syncCursors).toEqual(before!.syncCursors);
    expect((await byExternalId(alan.Id))!.title).toBe('Buyer');
    sf.usage.setUsed(clock.now(), 0);
    await sync.run(tenantId);
    expect((await byExternalId(alan.Id))!.title).toBe('Codebreaker');
  });
});

describe('activities to Salesforce, exactly once', () => {
  const activity = (key: string, whoId: string) => ({
    key,
    kind: 'call' as const,
    whoId,
    subject: 'Call with a result',
    description: 'Result: Interested. Recording: https://example.test/r/2',
    occurredAt: clock.now(),
    call: { direction: 'inbound' as const, durationSeconds: 42, disposition: 'Interested' },
  });
  const tasksOf = (key: string) => sf.store.all('Task').filter((t) => t.Dialworks_Activity_Id__c === key);

  it('keeps one row per activity and makes one Task of it', async () => {
    const ada = sf.store.all('Contact').find((c) => c.LastName === 'Lovelace')!;
    await outbox.enqueue(server.db, tenantId, activity('call:900', ada.Id));
    await outbox.enqueue(server.db, tenantId, activity('call:900', ada.Id));
    expect(await outbox.send(tenantId)).toEqual({ sent: 1, failed: 0 });
    expect(await outbox.send(tenantId)).toEqual({ sent: 0, failed: 0 });
    const [task] = tasksOf('call:900');
    expect(tasksOf('call:900')).toHaveLength(1);
    expect(task).toMatchObject({ WhoId: ada.Id, TaskSubtype: 'Call', CallType: 'Inbound', CallDurationInSeconds: 42, CallDisposition: 'Interested', Status: 'Completed' });
    const [row] = await server.db
      .select()
      .from(crmOutbox)
      .where(and(eq(crmOutbox.tenantId, tenantId), eq(crmOutbox.sourceKey, 'call:900')));
    expect(row).toMatchObject({ status: 'done', crmId: task!.Id, attempts: 1 });
  });

  it('finds the Task again when a send is repeated after a stop (the Task made, the row not marked)', async () => {
    const ada = sf.store.all('Contact').find((c) => c.LastName === 'Lovelace')!;
    await outbox.enqueue(server.db, tenantId, activity('call:901', ada.Id));
    // The first send reached Salesforce, then the server stopped before marking the row.
    const made = await (await connections.session(tenantId))!.logActivity(activity('call:901', ada.Id));
    expect(await outbox.send(tenantId)).toEqual({ sent: 1, failed: 0 });
    expect(tasksOf('call:901').map((t) => t.Id)).toEqual([made]);
  });

  it('keeps a refused record with its error, and rows wait while the daily limit is spent', async () => {
    await outbox.enqueue(server.db, tenantId, activity('call:902', '003000000000000AAA'));
    expect(await outbox.send(tenantId)).toEqual({ sent: 0, failed: 1 });
    const [refused] = await server.db
      .select()
      .from(crmOutbox)
      .where(and(eq(crmOutbox.tenantId, tenantId), eq(crmOutbox.sourceKey, 'call:902')));
    expect(refused).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/^INVALID_CROSS_REFERENCE_KEY/) });

    const grace = sf.store.all('Contact').find((c) => c.LastName === 'Hopper')!;
    await outbox.enqueue(server.db, tenantId, activity('call:903', grace.Id));
    sf.usage.setUsed(clock.now(), sf.usage.dailyMax);
    expect(await outbox.send(tenantId)).toEqual({ sent: 0, failed: 0 });
    const [waiting] = await server.db
      .select()
      .from(crmOutbox)
      .where(and(eq(crmOutbox.tenantId, tenantId), eq(crmOutbox.sourceKey, 'call:903')));
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'TotalRequests Limit exceeded.' });
    sf.usage.setUsed(clock.now(), 0);
    expect(await outbox.send(tenantId)).toEqual({ sent: 1, failed: 0 });
    expect(tasksOf('call:903')).toHaveLength(1);
  });
});
