import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveInBrowser, pkcePair, startTestSalesforce, TEST_APP, TEST_CALLBACK } from '../crm-test-support';
import type { SimulatedSalesforce } from './simulated-salesforce';

let sf: SimulatedSalesforce;
// The org's clock: replication answers whole minutes that are over, so a test moves time on.
let now = Date.now();
let token: string;
const api = (path: string, init: RequestInit = {}, bearer = token) =>
  fetch(`${sf.url}/services/data/v62.0/${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });

const authorizeUrl = (challenge: string, extra: Record<string, string> = {}) =>
  `${sf.url}/services/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: TEST_APP.clientId, redirect_uri: TEST_CALLBACK, code_challenge: challenge, code_challenge_method: 'S256', state: 'st-1', ...extra })}`;
const tokenRequest = (form: Record<string, string>) => fetch(`${sf.url}/services/oauth2/token`, { method: 'POST', body: new URLSearchParams(form) });

beforeAll(async () => {
  sf = await startTestSalesforce({ dailyApiLimit: 1000, now: () => new Date(now) });
  const { verifier, challenge } = pkcePair();
  const { code } = await approveInBrowser(authorizeUrl(challenge));
  token = (await (await tokenRequest({ grant_type: 'authorization_code', code: code!, client_id: TEST_APP.clientId, redirect_uri: TEST_CALLBACK, code_verifier: verifier })).json()).access_token;
});
afterAll(() => sf.close());

describe('Simulated Salesforce: OAuth', () => {
  it('shows an Allow Access page that says it is simulated, and answers the code with the state', async () => {
    const { challenge } = pkcePair();
    const { page, code, state } = await approveInBrowser(authorizeUrl(challenge));
    expect(page).toContain('Simulated Salesforce');
    expect(page).toContain('Allow Access?');
    expect(code).toMatch(/^aPrx/);
    expect(state).toBe('st-1');
  });

  it('refuses an unknown client and a callback the app does not list, on the page itself', async () => {
    const { challenge } = pkcePair();
    const wrongClient = await fetch(authorizeUrl(challenge, { client_id: 'nobody' }));
    expect(wrongClient.status).toBe(400);
    expect(await wrongClient.text()).toContain('error=invalid_client_id');
    const wrongCallback = await fetch(authorizeUrl(challenge, { redirect_uri: 'http://127.0.0.1:9/elsewhere' }));
    expect(await wrongCallback.text()).toContain('error=redirect_uri_mismatch');
  });

  it('exchanges a code once, and only with its code_verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const exchange = async (codeVerifier: string) => {
      const { code } = await approveInBrowser(authorizeUrl(challenge));
      return tokenRequest({
        grant_type: 'authorization_code',
        code: code!,
        client_id: TEST_APP.clientId,
        client_secret: TEST_APP.clientSecret,
        redirect_uri: TEST_CALLBACK,
        code_verifier: codeVerifier,
      });
    };
    const wrong = await exchange(pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'invalid code verifier' });
    const { code } = await approveInBrowser(authorizeUrl(challenge));
    const form = { grant_type: 'authorization_code', code: code!, client_id: TEST_APP.clientId, redirect_uri: TEST_CALLBACK, code_verifier: verifier };
    const ok = await tokenRequest(form);
    const body = await ok.json();
    expect(body).toMatchObject({ token_type: 'Bearer', instance_url: sf.url, id: expect.stringMatching(/\/id\/00D\w{15}\/005\w{15}$/) });
    expect(body.access_token).toMatch(/^00D\w{12}!/);
    expect(body.refresh_token).toBeTruthy();
    expect((await tokenRequest(form)).status).toBe(400);
  });

  it('renews a session with the refresh token until it is revoked', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await approveInBrowser(authorizeUrl(challenge));
    const first = await (await tokenRequest({ grant_type: 'authorization_code', code: code!, client_id: TEST_APP.clientId, redirect_uri: TEST_CALLBACK, code_verifier: verifier })).json();
    const renewed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: TEST_APP.clientId, client_secret: TEST_APP.clientSecret });
    const session = await renewed.json();
    expect(session.access_token).not.toBe(first.access_token);
    expect((await api('limits', {}, session.access_token)).status).toBe(200);
    expect((await fetch(`${sf.url}/services/oauth2/revoke`, { method: 'POST', body: new URLSearchParams({ token: first.refresh_token }) })).status).toBe(200);
    expect(await (await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: TEST_APP.clientId })).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'expired access/refresh token',
    });
    const refused = await api('sobjects/Contact/describe', {}, session.access_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID', fields: [] }]);
  });
});

describe('Simulated Salesforce: REST API', () => {
  it('creates with an 18-character id and refuses a missing required field', async () => {
    const created = await api('sobjects/Contact', { method: 'POST', body: JSON.stringify({ FirstName: 'Rosalind', LastName: 'Franklin' }) });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(id).toMatch(/^003\w{15}$/);
    const read = await (await api(`sobjects/Contact/${id.toLowerCase()}?fields=Name,Email`)).json();
    expect(read).toEqual({ attributes: { type: 'Contact', url: `/services/data/v62.0/sobjects/Contact/${id}` }, Name: 'Rosalind Franklin', Email: null });
    const missing = await api('sobjects/Contact', { method: 'POST', body: JSON.stringify({ FirstName: 'Nameless' }) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([{ message: 'Required fields are missing: [LastName]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['LastName'] }]);
  });

  it('says ENTITY_IS_DELETED for a deleted record and NOT_FOUND for an unknown one, and lists the deletion', async () => {
    const { id } = await (await api('sobjects/Lead', { method: 'POST', body: JSON.stringify({ LastName: 'Gone', Company: 'Nowhere' }) })).json();
    const start = new Date(now - 120_000).toISOString();
    expect((await api(`sobjects/Lead/${id}`, { method: 'DELETE' })).status).toBe(204);
    const deleted = await api(`sobjects/Lead/${id}`);
    expect(deleted.status).toBe(404);
    expect((await deleted.json())[0].errorCode).toBe('ENTITY_IS_DELETED');
    expect((await (await api('sobjects/Lead/00Q8d0000000zzzAAA')).json())[0].errorCode).toBe('NOT_FOUND');
    const end = new Date(now + 120_000).toISOString();
    const early = await (await api(`sobjects/Lead/deleted/?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`)).json();
    expect(early.deletedRecords.map((r: { id: string }) => r.id)).not.toContain(id);
    now += 60_000;
    const listed = await (await api(`sobjects/Lead/deleted/?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`)).json();
    expect(listed.deletedRecords.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('answers SOQL in pages of the asked batch size, and MALFORMED_QUERY outside the subset', async () => {
    for (let i = 0; i < 205; i++) sf.store.create('Account', { Name: `Paged ${i}` }, new Date(now));
    const first = await (await api(`query?q=${encodeURIComponent('SELECT Id, Name FROM Account ORDER BY Name LIMIT 250')}`, { headers: { 'sforce-query-options': 'batchSize=200' } })).json();
    expect(first.totalSize).toBe(208);
    expect(first.records).toHaveLength(200);
    expect(first.done).toBe(false);
    const rest = await (await fetch(`${sf.url}${first.nextRecordsUrl}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(rest.records).toHaveLength(8);
    expect(rest.done).toBe(true);
    const bad = await api(`query?q=${encodeURIComponent("SELECT Id FROM Account WHERE Name LIKE 'P%'")}`);
    expect(bad.status).toBe(400);
    expect((await bad.json())[0].errorCode).toBe('MALFORMED_QUERY');
  });

  it('rolls a whole collection back when all or none is asked and one record fails', async () => {
    const res = await api('composite/sobjects', {
      method: 'POST',
      body: JSON.stringify({
        allOrNone: true,
        records: [
          { attributes: { type: 'Contact' }, LastName: 'Kept?' },
          { attributes: { type: 'Contact' }, FirstName: 'NoLast' },
        ],
      }),
    });
    const results = await res.json();
    expect(results.map((r: { success: boolean }) => r.success)).toEqual([false, false]);
    expect(results[1].errors[0].statusCode).toBe('REQUIRED_FIELD_MISSING');
    expect(sf.store.all('Contact').some((c) => c.LastName === 'Kept?')).toBe(false);
  });

  it('runs the seeded tabular report', async () => {
    const report = await (await api('sobjects/Contact')).json();
    expect(report.objectDescribe.keyPrefix).toBe('003');
    const reportId = (await import('./seed-org')).SIMULATED_REPORT_ID;
    const run = await (await api(`analytics/reports/${reportId}?includeDetails=true`)).json();
    expect(run.reportMetadata.reportFormat).toBe('TABULAR');
    expect(run.factMap['T!T'].rows.length).toBe(sf.store.all('Contact').length);
    expect(run.factMap['T!T'].rows[0].dataCells[0].value).toMatch(/^003/);
  });

  it('refuses every call past the daily allocation with REQUEST_LIMIT_EXCEEDED, and /limits still answers', async () => {
    sf.usage.setUsed(new Date(now), 1000);
    const refused = await api('sobjects/Contact/describe');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual([{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED', fields: [] }]);
    expect((await (await api('limits')).json()).DailyApiRequests).toEqual({ Max: 1000, Remaining: 0 });
    sf.usage.setUsed(new Date(now), 0);
    expect((await api('sobjects/Contact/describe')).headers.get('sforce-limit-info')).toBe('api-usage=1/1000');
  });
});
