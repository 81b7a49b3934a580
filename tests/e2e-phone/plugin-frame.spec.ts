import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { apiCall, apiLogin, openRep, type Rep } from './support/phone-fixtures';

/**
 * The workspace inside a CRM page (issue #20): a CRM-like site on a second loopback origin is added
 * as a CRM site; its pages get the docked plugin frame, which answers to the dock alone (instance,
 * resize), pops the record the page shows (by the URL's record id, by an email after an SPA move,
 * by an incoming caller's number) and places calls; a hostile page script's look-alike messages
 * change nothing, and a site that is not a CRM site gets nothing from the frame.
 */
const EMAIL = 'rep2@demo.test';
const tag = Date.now().toString(36);
const RECORD_ID = `CRM${tag}`;
const CALLER = `+1303555${String(Date.now() % 10_000).padStart(4, '0')}`;

const recordPage = (name: string, email: string) => `<!doctype html><html><body>
<h1>${name}</h1><p>Email: <span id="email">${email}</span></p><p>Owner: owner@crm.test</p>
<script>
  // A page script that tries to steer the extension with look-alike messages.
  window.forge = () => {
    window.postMessage({ type: 'resize', state: 'expanded', height: 900 }, '*');
    window.postMessage({ channel: 'dialworks.plugin', type: 'instance.query' }, '*');
    for (let i = 0; i < window.frames.length; i++) {
      const channel = new MessageChannel();
      window.frames[i].postMessage({ channel: 'dialworks.plugin', type: 'connect', token: '0'.repeat(32) }, '*', [channel.port2]);
      channel.port1.postMessage({ type: 'instance', instance: 'http://evil.test/api', origin: location.origin });
      window.frames[i].postMessage({ type: 'instance', instance: 'http://evil.test/api', origin: location.origin }, '*');
      window.frames[i].postMessage({ type: 'record', record: { url: location.href, externalId: null, emails: ['evil@evil.test'], numbers: [] } }, '*');
    }
  };
</script></body></html>`;

let rep: Rep;
let crm: Server, other: Server;
let crmUrl: string, otherUrl: string;
let contactId: number, secondId: number;

async function serve(handler: (path: string) => string): Promise<[Server, string]> {
  const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(handler(req.url ?? '/')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

async function createContact(token: string, body: Record<string, unknown>) {
  const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', { token, body: { isLead: false, lastName: 'Popper', otherFields: { Contact_Role__c: 'Champion' }, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.contactId;
}

/** The docked frame of a CRM page (Playwright reaches frames inside a closed shadow root by their address). */
async function pluginFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`chrome-extension://${rep.extensionId}/plugin.html`)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((f) => f.url().startsWith(`chrome-extension://${rep.extensionId}/plugin.html`))!;
}
const frameHeight = (frame: Frame) => frame.evaluate(() => window.innerHeight);

test.beforeAll(async () => {
  const token = await apiLogin(EMAIL);
  contactId = await createContact(token, {
    firstName: `Rita${tag}`,
    emails: [{ type: 'work', address: `rita.${tag}@example.test`, isPrimary: true }],
    phones: [{ type: 'work', number: CALLER, isPrimary: true }],
  });
  // The record id a CRM knows the contact by (set as an edit: creation takes no external id).
  expect((await apiCall('PATCH', `/contacts/${contactId}`, { token, body: { externalId: RECORD_ID } })).status).toBe(200);
  secondId = await createContact(token, { firstName: `Sam${tag}`, emails: [{ type: 'work', address: `sam.${tag}@example.test`, isPrimary: true }], phones: [] });
  [crm, crmUrl] = await serve(() => recordPage(`Rita${tag} Popper`, `nobody.${tag}@example.test`));
  // A site the user never added, embedding the plugin page on its own.
  [other, otherUrl] = await serve(() => '<!doctype html><html><body><h1>Not a CRM</h1></body></html>');
  rep = await openRep(EMAIL);
});
test.afterAll(async () => {
  await rep?.close();
  for (const server of [crm, other]) {
    if (!server) continue;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a CRM site gets the docked workspace: instance, resize, screen pop, a call from the frame, and nothing for forged messages', async () => {
  const settings = rep.page;
  await settings.goto(`chrome-extension://${rep.extensionId}/workspace.html#!/settings/extension/crm-sites`);
  await expect(settings.getByText('No CRM sites yet.')).toBeVisible();
  await settings.getByLabel('Site').fill('ftp://nope');
  await settings.getByLabel('Site').blur();
  await expect(settings.getByText('Enter a site such as crm.example.com or https://crm.example.com.')).toBeVisible();
  await settings.getByLabel('Site').fill(crmUrl);
  await settings.getByLabel('Record id in the address (optional)').fill('/records/(\\w+');
  await expect(settings.getByText('This is not a valid regular expression.')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Add site' })).toBeDisabled();
  await settings.getByLabel('Record id in the address (optional)').fill('/records/(\\w+)');
  await settings.getByRole('button', { name: 'Add site' }).click();
  await expect(settings.getByTestId('crm-sites-feedback')).toContainText(`${crmUrl} added`);
  await expect(settings.locator(`[data-testid="crm-site"][data-origin="${crmUrl}"]`)).toBeVisible();

  const page = await rep.context.newPage();
  await page.goto(`${crmUrl}/records/${RECORD_ID}`);
  const frame = await pluginFrame(page);
  // Page scripts cannot reach the frame element: it sits in a closed shadow root.
  expect(await page.evaluate(() => [document.querySelectorAll('iframe').length, document.querySelector('dialworks-plugin')?.shadowRoot ?? null])).toEqual([0, null]);

  // The instance query: the frame names the site's instance, and pops the record the URL names.
  const record = frame.getByTestId('plugin-record');
  await expect(record).toHaveAttribute('data-instance', process.env.E2E_API_URL!);
  await expect(record).toHaveAttribute('data-contact-id', String(contactId));
  await expect(record).toContainText(`On this page: Rita${tag} Popper`);
  await expect.poll(() => frame.evaluate(() => location.hash)).toBe(`#!/contacts/${contactId}`);

  // Resize: folded to the bar and back.
  expect(await frameHeight(frame)).toBe(560);
  await frame.getByRole('button', { name: 'Collapse Dialworks' }).click();
  await expect.poll(() => frameHeight(frame)).toBe(48);
  await frame.getByRole('button', { name: 'Expand Dialworks' }).click();
  await expect.poll(() => frameHeight(frame)).toBe(560);

  // A hostile page script's look-alike messages: no resize, no other instance, no other record.
  await page.evaluate(() => (window as unknown as { forge(): void }).forge());
  await page.waitForTimeout(1000);
  expect(await frameHeight(frame)).toBe(560);
  await expect(record).toHaveAttribute('data-instance', process.env.E2E_API_URL!);
  await expect(record).toHaveAttribute('data-contact-id', String(contactId));

  // A call placed from the frame.
  await frame.evaluate(() => (location.hash = '#!/phone'));
  await frame.getByTestId('dial-number').fill('+12025550111');
  await frame.getByTestId('dial-button').click();
  const line = frame.getByTestId('dialer-panel').getByTestId('call-line');
  await expect(line).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
  await frame.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(line).toHaveCount(0);

  // The CRM moves to another record without loading a page (SPA): the frame follows, by email.
  await page.evaluate((email) => {
    history.pushState({}, '', '/people/list');
    document.getElementById('email')!.textContent = email;
    document.querySelector('h1')!.textContent = 'Sam';
  }, `sam.${tag}@example.test`);
  await expect(record).toHaveAttribute('data-contact-id', String(secondId), { timeout: 10_000 });
  await expect.poll(() => frame.evaluate(() => location.hash)).toBe(`#!/contacts/${secondId}`);

  // An incoming call opens the caller's record.
  await promisify(execFile)('npx', ['tsx', 'scripts/call-in.ts', EMAIL, CALLER], { env: { ...process.env, API_URL: process.env.E2E_API_URL! } });
  await expect(frame.getByTestId('incoming-call')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => frame.evaluate(() => location.hash)).toBe(`#!/contacts/${contactId}`);
  await frame.getByTestId('incoming-call').getByRole('button', { name: 'Decline' }).click();
  await expect(frame.getByTestId('incoming-call')).toHaveCount(0);
  await page.close();
});

test('the frame shows nothing on a site that is not a CRM site, and a removed site loses its panel at once', async () => {
  const page = await rep.context.newPage();
  await page.goto(otherUrl);
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    },
    `chrome-extension://${rep.extensionId}/plugin.html?t=${'a'.repeat(32)}#!/dashboard`,
  );
  const embedded = await pluginFrame(page);
  await expect(embedded.getByTestId('plugin-refused')).toHaveAttribute('data-reason', 'notCrmSite');
  await expect(embedded.getByTestId('shell-main')).toHaveCount(0);

  const crmPage = await rep.context.newPage();
  await crmPage.goto(`${crmUrl}/records/${RECORD_ID}`);
  await pluginFrame(crmPage);
  await rep.page.locator(`[data-testid="crm-site"][data-origin="${crmUrl}"]`).getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => crmPage.frames().filter((f) => f.url().startsWith('chrome-extension://')).length).toBe(0);
  await expect(rep.page.getByText('No CRM sites yet.')).toBeVisible();
  await page.close();
  await crmPage.close();
});
