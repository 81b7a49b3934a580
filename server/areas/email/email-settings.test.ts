import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';

let server: TestServer;
let rep: string;
let rep2: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  admin = await server.login('admin@demo.test');
});
afterAll(() => server.close());

describe('email templates with per-type permissions', () => {
  it('gives everyone personal rights and only administrators organisation rights', async () => {
    expect((await server.request('GET', '/emails/templates/permissions', { token: rep })).body.payload).toEqual({
      personal: { create: true, write: true, remove: true },
      organization: { create: false, write: false, remove: false },
    });
    expect((await server.request('GET', '/emails/templates/permissions', { token: admin })).body.payload.organization).toEqual({ create: true, write: true, remove: true });
  });

  it('lists personal before organisation templates, then by name, 15 per page', async () => {
    const res = await server.request('GET', '/emails/templates', { token: rep });
    expect(res.body.payload.templates.map((t: { type: string; name: string }) => `${t.type}:${t.name}`)).toEqual([
      'personal:Quick intro',
      'organization:Follow-up after call',
      'organization:Meeting confirmation',
    ]);
    // rep2 does not see rep's personal template.
    const other = await server.request('GET', '/emails/templates', { token: rep2 });
    expect(other.body.payload.total).toBe(2);
    const personal = res.body.payload.templates[0].id;
    expect((await server.request('GET', `/emails/templates/${personal}`, { token: rep2 })).status).toBe(404);
    const full = await server.request('GET', `/emails/templates/${personal}`, { token: rep });
    expect(full.body.payload.template).toMatchObject({ subject: 'Hello from {{user.firstName}}' });
  });

  it('lets a rep create, update (by revision) and delete a personal template, but not an organisation one', async () => {
    const refused = await server.request('POST', '/emails/templates', { token: rep, body: { name: 'Org', type: 'organization', subject: 's', body: 'b' } });
    expect(refused.status).toBe(403);
    const created = await server.request('POST', '/emails/templates', { token: rep, body: { name: 'Mine', type: 'personal', subject: 'S', body: '<p>B</p>' } });
    expect(created.status).toBe(200);
    const t = created.body.payload.template;
    const updated = await server.request('PUT', `/emails/templates/${t.id}`, { token: rep, body: { name: 'Mine 2', subject: 'S2', body: 'B2', revision: t._rev } });
    expect(updated.body.payload.template).toMatchObject({ name: 'Mine 2', _rev: t._rev + 1 });
    const stale = await server.request('PUT', `/emails/templates/${t.id}`, { token: rep, body: { name: 'Old', subject: '', body: '', revision: t._rev } });
    expect(stale.status).toBe(409);
    const org = (await server.request('GET', '/emails/templates?type=organization', { token: rep })).body.payload.templates[0];
    expect((await server.request('DELETE', `/emails/templates/${org.id}`, { token: rep })).status).toBe(403);
    expect((await server.request('DELETE', `/emails/templates/${t.id}`, { token: rep })).body.payload).toEqual({ deleted: true });
    expect((await server.request('GET', `/emails/templates/${t.id}`, { token: rep })).status).toBe(404);
  });

  it('rejects a template without a name and writes nothing', async () => {
    const before = (await server.request('GET', '/emails/templates', { token: rep })).body.payload.total;
    const res = await server.request('POST', '/emails/templates', { token: rep, body: { name: '  ', type: 'personal', subject: '', body: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Name is required');
    expect((await server.request('GET', '/emails/templates', { token: rep })).body.payload.total).toBe(before);
  });

  it("never shows another tenant's templates", async () => {
    const other = await otherTenant(server);
    const org = (await server.request('GET', '/emails/templates?type=organization', { token: rep })).body.payload.templates[0];
    expect((await server.request('GET', `/emails/templates/${org.id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('GET', '/emails/templates', { token: other.token })).body.payload.total).toBe(0);
  });
});

describe('email signature', () => {
  it('answers 404 when there is none, then creates and updates it by revision', async () => {
    expect((await server.request('GET', '/emails/signature', { token: rep2 })).status).toBe(404);
    const created = await server.request('POST', '/emails/signature', { token: rep2, body: { body: '<p>R2</p>' } });
    const sig = created.body.payload.signature;
    expect(sig).toMatchObject({ body: '<p>R2</p>', _rev: 1 });
    expect((await server.request('POST', '/emails/signature', { token: rep2, body: { body: 'again' } })).status).toBe(409);
    const updated = await server.request('PUT', `/emails/signature/${sig.id}`, { token: rep2, body: { body: '<p>R2 v2</p>', revision: 1 } });
    expect(updated.body.payload.signature).toMatchObject({ body: '<p>R2 v2</p>', _rev: 2 });
    expect((await server.request('PUT', `/emails/signature/${sig.id}`, { token: rep2, body: { body: 'x', revision: 1 } })).status).toBe(409);
    // Another user cannot touch it.
    expect((await server.request('PUT', `/emails/signature/${sig.id}`, { token: rep, body: { body: 'x', revision: 2 } })).status).toBe(404);
  });
});

describe('email settings and accounts', () => {
  it('defaults tracking on and client settings to useInternal and openNewTab, and saves changes', async () => {
    expect((await server.request('GET', '/emails/settings', { token: rep })).body.payload).toEqual({
      trackClicks: true,
      trackOpens: true,
      complianceBCC: '',
      emailClientSettings: { useInternal: true, openNewTab: true },
    });
    const saved = await server.request('PUT', '/emails/settings', { token: rep, body: { trackClicks: false, complianceBCC: ' archive@demo.test ' } });
    expect(saved.body.payload).toMatchObject({ trackClicks: false, trackOpens: true, complianceBCC: 'archive@demo.test' });
    expect((await server.request('PUT', '/emails/settings', { token: rep, body: { complianceBCC: 'nope' } })).status).toBe(400);
  });

  it('connects and disconnects a mailbox with SMTP / IMAP settings', async () => {
    expect((await server.request('GET', '/emails/accounts', { token: rep2 })).body.payload.accounts).toEqual([]);
    const bad = await server.request('POST', '/emails/accounts', { token: rep2, body: { address: 'x', smtpHost: 'smtp.x.test' } });
    expect(bad.status).toBe(400);
    const ok = await server.request('POST', '/emails/accounts', {
      token: rep2,
      body: { address: 'rep2@demo.test', smtpHost: 'smtp.demo.test', smtpPort: 465, smtpSecure: true, username: 'rep2', password: 'pw', imapHost: 'imap.demo.test' },
    });
    expect(ok.body.payload.account).toMatchObject({ address: 'rep2@demo.test', smtpPort: 465, state: 'connected', usesTenantRelay: false });
    expect(JSON.stringify(ok.body)).not.toContain('"pw"');
    const other = await otherTenant(server);
    expect((await server.request('DELETE', `/emails/accounts/${ok.body.payload.account.id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('DELETE', `/emails/accounts/${ok.body.payload.account.id}`, { token: rep2 })).status).toBe(200);
    expect((await server.request('GET', '/emails/accounts', { token: rep2 })).body.payload.accounts).toEqual([]);
  });

  it('shows the email security defaults of the spec', async () => {
    expect((await server.request('GET', '/emails/security-settings', { token: rep })).body.payload).toEqual({
      delayBefore: 30,
      delayBetween: 40,
      onlyOwnerCanSend: false,
      maxAutoEmailRetries: 3,
      maximumPerUserPerDay: 450,
      maximumPerDomainPerDay: 1000,
      maximumPerContactPerDay: 1,
      maximumPerContactPerWeek: 3,
      emailOptOut: true,
    });
    expect((await server.request('PUT', '/emails/security-settings', { token: admin, body: { maximumPerContactPerDay: 0 } })).status).toBe(400);
  });
});
