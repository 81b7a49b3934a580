import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Crm, CrmSession } from './crm';
import { CrmApiError, CrmAuthorizationRefused, CrmReconnectNeeded, CrmRequestLimitExceeded } from './crm-errors';
import { approveInBrowser, startTestSalesforce, TEST_APP, TEST_CALLBACK } from './crm-test-support';
import { createSalesforceCrm } from './salesforce-crm';
import { CRM_API_VERSION } from './crm-options';
import { SIMULATED_REPORT_ID } from './simulated-salesforce/seed-org';
import type { SimulatedSalesforce } from './simulated-salesforce/simulated-salesforce';

let sf: SimulatedSalesforce;
let crm: Crm;
// One clock for the org and the client: replication answers whole minutes that are over.
let now = Date.parse('2026-11-27T12:00:30Z');
const clock = () => new Date(now);

/** The web server flow as the product runs it: authorize address, the user's Allow, the code exchanged with the verifier. */
async function connect(verifier = randomBytes(32).toString('base64url')) {
  const url = crm.authorizeUrl({ state: 'tenant-state', codeVerifier: verifier, redirectUri: TEST_CALLBACK });
  const { code, state } = await approveInBrowser(url);
  expect(state).toBe('tenant-state');
  return { code: code!, verifier, url };
}

async function openSession(): Promise<{ session: CrmSession; tokens: string[]; refreshToken: string }> {
  const { code, verifier } = await connect();
  const grant = await crm.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_CALLBACK });
  const tokens: string[] = [];
  const session = crm.open({ instanceUrl: grant.instanceUrl, refreshToken: grant.refreshToken, accessToken: grant.accessToken }, (t) => tokens.push(t));
  return { session, tokens, refreshToken: grant.refreshToken };
}

beforeAll(async () => {
  sf = await startTestSalesforce({ dailyApiLimit: 500, now: clock });
  crm = createSalesforceCrm({ loginUrl: sf.url, clientId: TEST_APP.clientId, clientSecret: TEST_APP.clientSecret, apiVersion: CRM_API_VERSION, simulated: true }, clock);
});
afterAll(() => sf.close());

describe('Crm on Salesforce through jsforce: connecting', () => {
  it('sends an S256 challenge of the verifier and gets the org, the user and a refresh token for the code', async () => {
    const { code, verifier, url } = await connect();
    const params = new URL(url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).not.toBe(verifier);
    const grant = await crm.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_CALLBACK });
    expect(grant).toMatchObject({ instanceUrl: sf.url, orgId: sf.oauth.identity.orgId, userId: sf.oauth.identity.userId });
    expect(grant.refreshToken).toBeTruthy();
  });

  it('is refused invalid_grant for a wrong code_verifier', async () => {
    const { code } = await connect();
    const refused = await crm.exchangeCode({ code, codeVerifier: randomBytes(32).toString('base64url'), redirectUri: TEST_CALLBACK }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrmAuthorizationRefused);
    expect(refused).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('Crm on Salesforce through jsforce: a session', () => {
  it('describes an object with its fields, types, picklists and what may be written', async () => {
    const { session } = await openSession();
    const task = await session.describe('Task');
    expect(task.keyPrefix).toBe('00T');
    const subtype = task.fields.find((f) => f.name === 'TaskSubtype')!;
    expect(subtype).toMatchObject({ type: 'picklist', createable: true, updateable: false });
    expect(subtype.picklistValues.map((p) => p.value)).toContain('Call');
    const contact = await session.describe('Contact');
    expect(contact.fields.find((f) => f.name === 'Customer_Tier__c')).toMatchObject({ custom: true, type: 'string', updateable: true });
  });

  it('finds records changed since a time, and deletions once their minute is over', async () => {
    const { session } = await openSession();
    now += 5_000;
    const since = { updated: clock(), deleted: clock() };
    now += 5_000;
    const grace = sf.store.all('Contact').find((c) => c.LastName === 'Hopper')!;
    sf.store.update('Contact', grace.Id, { Title: 'Rear Admiral' }, clock());
    const lead = sf.store.create('Lead', { LastName: 'Short-lived', Company: 'Gone Inc' }, clock());
    sf.store.remove('Lead', lead.Id, clock());
    const first = await session.queryChangesSince('Contact', since, ['LastName', 'Title']);
    expect(first.records.map((r) => [r.Id, r.Title])).toEqual([[grace.Id, 'Rear Admiral']]);
    expect(first.next.updated.getTime()).toBe(now);
    now += 60_000;
    const leads = await session.queryChangesSince('Lead', since, ['LastName']);
    expect(leads.deletedIds).toEqual([lead.Id]);
    expect(leads.records).toEqual([]);
  });

  it('refreshes an expired session once and goes on', async () => {
    const { session, tokens } = await openSession();
    sf.oauth.expireAccessTokens();
    expect((await session.limits()).dailyApiRequests.max).toBe(500);
    expect(tokens).toHaveLength(1);
    await session.describe('Lead');
    expect(tokens).toHaveLength(1);
  });

  it('asks for a reconnect when the refresh token was revoked', async () => {
    const { session } = await openSession();
    await session.revoke();
    sf.oauth.expireAccessTokens();
    await expect(session.describe('Contact')).rejects.toBeInstanceOf(CrmReconnectNeeded);
  });

  it('says REQUEST_LIMIT_EXCEEDED as its own error', async () => {
    const { session } = await openSession();
    sf.usage.setUsed(clock(), 500);
    await expect(session.describe('Account')).rejects.toBeInstanceOf(CrmRequestLimitExceeded);
    sf.usage.setUsed(clock(), 0);
  });

  it('keeps Salesforce’s other refusals with their code', async () => {
    const { session } = await openSession();
    const error = await session.queryChangesSince('Contact', { updated: clock(), deleted: clock() }, ['NoSuchField__c']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmApiError);
    expect(error).toMatchObject({ errorCode: 'INVALID_FIELD' });
  });

  it('creates and updates records each on its own, a refusal kept with its record', async () => {
    const { session } = await openSession();
    const ada = sf.store.all('Contact').find((c) => c.LastName === 'Lovelace')!;
    const results = await session.upsert('Contact', [{ FirstName: 'New', LastName: 'Person' }, { FirstName: 'No last name' }, { Id: ada.Id, Title: 'Countess' }]);
    expect(results[0]).toMatchObject({ ok: true, id: expect.stringMatching(/^003/) });
    expect(results[1]).toEqual({ ok: false, errorCode: 'REQUIRED_FIELD_MISSING', message: 'Required fields are missing: [LastName]', fields: ['LastName'] });
    expect(results[2]).toEqual({ ok: true, id: ada.Id });
    expect(sf.store.find('Contact', ada.Id).Title).toBe('Countess');
  });

  it('logs a call as a completed Task on the contact and its account, once however often it is sent', async () => {
    const { session } = await openSession();
    const alan = sf.store.all('Contact').find((c) => c.LastName === 'Turing')!;
    const activity = {
      key: 'call:test-1',
      kind: 'call' as const,
      whoId: alan.Id,
      whatId: String(alan.AccountId),
      subject: 'Outbound call',
      description: 'Asked for a quote. Recording: https://example.test/r/1',
      occurredAt: clock(),
      call: { direction: 'outbound' as const, durationSeconds: 93.4, disposition: 'Interested' },
    };
    const id = await session.logActivity(activity);
    expect(await session.logActivity(activity)).toBe(id);
    expect(
      sf.store
        .all('Task')
        .filter((t) => t.Dialworks_Activity_Id__c === 'call:test-1')
        .map((t) => t.Id),
    ).toEqual([id]);
    expect(sf.store.find('Task', id)).toMatchObject({
      WhoId: alan.Id,
      WhatId: alan.AccountId,
      Status: 'Completed',
      TaskSubtype: 'Call',
      CallType: 'Outbound',
      CallDurationInSeconds: 93,
      CallDisposition: 'Interested',
      ActivityDate: '2026-11-27',
    });
    const refused = await session.logActivity({ ...activity, key: 'call:test-2', whoId: '003000000000000AAA' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ errorCode: 'INVALID_CROSS_REFERENCE_KEY' });
  });

  it('runs a report into rows keyed by its columns', async () => {
    const { session } = await openSession();
    const report = await session.runReport(SIMULATED_REPORT_ID);
    expect(report.columns.map((c) => c.name)).toEqual(['CONTACT_ID', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PHONE1']);
    expect(report.rows.length).toBe(sf.store.all('Contact').length);
    expect(report.rows.find((r) => r.LAST_NAME === 'Lovelace')).toMatchObject({ FIRST_NAME: 'Ada', CONTACT_ID: expect.stringMatching(/^003/) });
  });
});
