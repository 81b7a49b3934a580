import { createTransport } from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { emailAccounts } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { createList } from './support/list-helpers';
import { apiCall, apiLogin, apiUrl, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

/** A tenant of its own (its tags and the user's dialing plan change here only). */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Settings Co ${tag}`);
    return (await createUser(database.db, tenant.id, { email: `settings-mgr-${tag}@settings.test`, password: DEMO_PASSWORD, firstName: 'Mo', lastName: 'Manager', role: 'manager' })).email;
  } finally {
    await database.close();
  }
}

test('my profile: the dialing plan is a settings form (changed, revert, save with its message) and the phone’s settings follow it', async ({ workspace }) => {
  const email = await freshTenant();
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'Dialing plan' }).click();
  const page = workspace.getByTestId('dialing-plan');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const country = page.getByTestId('dialing-plan-country');
  await expect(country).toHaveValue('United States (+1)');
  await expect(page.getByTestId('dialing-plan-save')).toBeDisabled();

  await country.click();
  await country.fill('Kingdom');
  await workspace.getByRole('option', { name: 'United Kingdom (+44)' }).click();
  await expect(page.getByTestId('dialing-plan-revert')).toBeEnabled();
  await page.getByTestId('dialing-plan-revert').click();
  await expect(country).toHaveValue('United States (+1)');

  await country.click();
  await country.fill('Kingdom');
  await workspace.getByRole('option', { name: 'United Kingdom (+44)' }).click();
  await page.getByTestId('dialing-plan-save').click();
  await expect(page.getByTestId('dialing-plan-saved')).toHaveText('Dialing Plan saved successfully');
  await expect(page.getByTestId('dialing-plan-save')).toBeDisabled();
  const token = await apiLogin(email);
  expect((await apiCall<{ payload: { dialingPlanCountry: string } }>('GET', '/telephony/settings', { token })).body.payload.dialingPlanCountry).toBe('GB');
  await workspace.reload();
  await expect(workspace.getByTestId('dialing-plan-country')).toHaveValue('United Kingdom (+44)');
  // The saved alert goes after 3000 ms (spec 3 section 9).
  await expect(workspace.getByTestId('dialing-plan-saved')).toHaveCount(0);
});

test('my profile: the time zone is a settings form, and the dashboard’s day follows it', async ({ workspace }) => {
  const email = await freshTenant();
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'Time zone' }).click();
  const page = workspace.getByTestId('time-zone');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const zone = page.getByTestId('time-zone-select');
  await expect(zone).toHaveValue('UTC (UTC+00:00)');
  await zone.click();
  await zone.fill('Kolkata');
  await workspace.getByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }).click();
  await page.getByTestId('time-zone-save').click();
  await expect(page.getByTestId('time-zone-saved')).toHaveText('Settings saved successfully');
  const token = await apiLogin(email);
  expect((await apiCall<{ payload: { timeZone: string } }>('GET', '/users/me/timezone', { token })).body.payload.timeZone).toBe('Asia/Kolkata');
  // The dashboard's day is Kolkata's today.
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/dashboard'));
  await workspace.getByTestId('period-selector').getByText('Day').click();
  await expect(workspace.getByTestId('period-range')).toHaveText(today);
  await workspace.reload();
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/my-profile/timezone'));
  await expect(workspace.getByTestId('time-zone-select')).toHaveValue('Asia/Kolkata (UTC+05:30)');
});

test('settings > tags > lists: tags by use, renamed in place, the selected ones deleted', async ({ workspace }) => {
  const email = await freshTenant();
  const token = await apiLogin(email);
  const lists = [await createList(token, { name: 'Tags one' }), await createList(token, { name: 'Tags two' })];
  const tag = async (name: string, listIds: number[]) => expect((await apiCall('POST', '/tags/lists', { token, body: { name, lists: listIds } })).status).toBe(200);
  await tag('Alpha rarely', [lists[0]!.id]);
  await tag('Zeta popular', [lists[0]!.id, lists[1]!.id]);
  await tag('Unused', []);

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/tags/lists'));
  const rows = workspace.getByTestId('tag-row');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['Zeta popular', 'Alpha rarely', 'Unused']);
  await expect(rows.first().getByTestId('tag-count')).toHaveText('2');

  await rows.nth(1).getByTestId('tag-rename').click();
  await workspace.getByTestId('tag-rename-input').fill(' ');
  await expect(workspace.getByText('Tag name is required')).toBeVisible();
  await workspace.getByTestId('tag-rename-input').fill('Alpha renamed');
  await workspace.getByTestId('tag-rename-save').click();
  await expect(rows.nth(1)).toHaveAttribute('data-name', 'Alpha renamed');

  await expect(workspace.getByTestId('tags-delete')).toBeDisabled();
  await rows.nth(2).getByTestId('tag-select').check();
  await rows.nth(1).getByTestId('tag-select').check();
  await workspace.getByTestId('tags-delete').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-name', 'Zeta popular');
  const left = await apiCall<{ payload: { tags: { name: string }[] } }>('GET', '/tags/lists', { token });
  expect(left.body.payload.tags.map((t) => t.name)).toEqual(['Zeta popular']);
});

test('call management: the power dialer wait, and the PSTN switch only once the admin enables PSTN for the user', async ({ workspace }) => {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  let email: string;
  let userId: number;
  let adminEmail: string;
  try {
    const tenant = await createTenant(database.db, `Calls Co ${tag}`);
    const user = await createUser(database.db, tenant.id, { email: `calls-rep-${tag}@calls.test`, password: DEMO_PASSWORD, firstName: 'Cass', lastName: 'Rep', role: 'rep' });
    adminEmail = (await createUser(database.db, tenant.id, { email: `calls-admin-${tag}@calls.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' })).email;
    email = user.email;
    userId = user.id;
  } finally {
    await database.close();
  }
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/phone/call-management'));
  const wait = workspace.getByTestId('power-dialer-wait');
  await expect(wait).toHaveAttribute('data-status', 'loaded');
  await expect(workspace.getByTestId('connection-type')).toHaveCount(0);
  await wait.getByTestId('power-dialer-wait-select').click();
  await workspace.getByRole('option', { name: '30 s', exact: true }).click();
  await wait.getByTestId('power-dialer-wait-save').click();
  await expect(wait.getByTestId('power-dialer-wait-saved')).toHaveText('Settings saved successfully');
  // The saved value is the form's value now: nothing left to save.
  await expect(wait.getByTestId('power-dialer-wait-save')).toBeDisabled();
  const token = await apiLogin(email);
  expect((await apiCall<{ payload: { powerDialerTime: number } }>('GET', '/users/me/power-dialer', { token })).body.payload.powerDialerTime).toBe(30);

  const admin = await apiLogin(adminEmail);
  expect((await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { enablePstn: true } })).status).toBe(200);
  await workspace.reload();
  const connection = workspace.getByTestId('connection-type');
  await expect(connection).toHaveAttribute('data-status', 'loaded');
  await connection.getByText('PSTN (my phone number)').click();
  await connection.getByTestId('connection-type-save').click();
  await expect(connection.getByTestId('connection-type-saved')).toHaveText('Settings saved successfully');
  await expect(connection.getByTestId('connection-type-save')).toBeDisabled();
  expect((await apiCall<{ payload: { connectionType: string } }>('GET', '/telephony/settings', { token })).body.payload.connectionType).toBe('pstn');
});

test('desktop notifications: an SMS to the rep shows one; turned off in settings, the next SMS shows none', async ({ workspace, extension }) => {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  let email: string;
  let adminEmail: string;
  try {
    const tenant = await createTenant(database.db, `Notify Co ${tag}`);
    email = (await createUser(database.db, tenant.id, { email: `notify-rep-${tag}@notify.test`, password: DEMO_PASSWORD, firstName: 'Nia', lastName: 'Rep', role: 'rep' })).email;
    adminEmail = (await createUser(database.db, tenant.id, { email: `notify-admin-${tag}@notify.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' })).email;
  } finally {
    await database.close();
  }
  const token = await apiLogin(email);
  const admin = await apiLogin(adminEmail);
  const repNumber = (await apiCall<{ payload: { numbers: { phoneNumber: string }[] } }>('GET', '/sms/numbers', { token })).body.payload.numbers[0]!.phoneNumber;
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await expect(workspace.getByTestId('updates-status')).toHaveAttribute('data-connected', 'true');
  const [worker] = extension.context.serviceWorkers();
  const smsNotifications = () =>
    worker!.evaluate(async () =>
      Object.keys(await (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome.notifications.getAll()).filter((id) =>
        id.startsWith('sms-in:'),
      ),
    );
  const textIn = async (body: string) => expect((await apiCall('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: '+12025550177', to: repNumber, body } })).status).toBe(200);

  await textIn('Are you free?');
  await expect.poll(smsNotifications, { timeout: 10_000 }).toHaveLength(1);

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/notifications'));
  const card = workspace.getByTestId('desktop-notifications');
  await expect(card).toHaveAttribute('data-status', 'loaded');
  await card.getByTestId('desktop-notifications-sms').click();
  await card.getByTestId('desktop-notifications-save').click();
  await expect(card.getByTestId('desktop-notifications-saved')).toHaveText('Settings saved successfully');
  await textIn('Hello again');
  await workspace.waitForTimeout(2000);
  expect(await smsNotifications()).toHaveLength(1);
  expect((await apiCall<{ payload: { smsNotifications: { inboundSmsDesktop: boolean } } }>('GET', '/users/me/desktop-notifications', { token })).body.payload.smsNotifications.inboundSmsDesktop).toBe(
    false,
  );
});

test('desktop notifications: an email of the rep opened, then a link clicked, each shows one; opens turned off show none', async ({ workspace, extension }) => {
  // A rep of a tenant of their own with a mailbox (the demo mailbox sends through the built-in sink).
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  let email: string;
  try {
    const tenant = await createTenant(database.db, `Opens Co ${tag}`);
    const rep = await createUser(database.db, tenant.id, { email: `opens-rep-${tag}@opens.test`, password: DEMO_PASSWORD, firstName: 'Owen', lastName: 'Rep', role: 'rep' });
    await database.db.insert(emailAccounts).values({ tenantId: tenant.id, userId: rep.id, address: rep.email });
    email = rep.email;
  } finally {
    await database.close();
  }
  const token = await apiLogin(email);
  const address = `notify-${tag}@customer.test`;
  const contact = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Opal', lastName: 'Reader', phones: [], emails: [{ address, isPrimary: true }], otherFields: {} },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await expect(workspace.getByTestId('updates-status')).toHaveAttribute('data-connected', 'true');
  const [worker] = extension.context.serviceWorkers();
  const emailNotifications = () =>
    worker!.evaluate(async () =>
      Object.keys(await (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome.notifications.getAll()).filter((id) =>
        id.startsWith('email-tracked:'),
      ),
    );
  const sent = await apiCall('POST', '/emails/send', {
    token,
    body: {
      to: address,
      contact: { contactId: contact.body.payload.contactId, email: address },
      template: { subject: 'Our pricing', body: '<p>See <a href="https://example.test/pricing">pricing</a>.</p>' },
      trackOpens: true,
      trackClicks: true,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await expect.poll(() => mailTo(address).length).toBe(1);
  const raw = mailTo(address)[0]!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const origin = new URL(apiUrl()).origin;
  const pixel = `${origin}${/\/api\/t\/o\/[\w-]+\.gif/.exec(raw)![0]}`;
  const link = `${origin}${/\/api\/t\/c\/[\w-]+\/0/.exec(raw)![0]}`;

  // The first 10 s after sending count no open (the sender's client, mail scanners): fetched until one counts.
  const messageId = (sent.body as { payload: { messageId: number } }).payload.messageId;
  const opens = async () => (await apiCall<{ payload: { message: { opens: number } } }>('GET', `/emails/messages/${messageId}`, { token })).body.payload.message.opens;
  await expect
    .poll(
      async () => {
        expect((await fetch(pixel)).status).toBe(200);
        return opens();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  await expect.poll(emailNotifications, { timeout: 10_000 }).toHaveLength(1);

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/notifications'));
  const card = workspace.getByTestId('desktop-notifications');
  await expect(card).toHaveAttribute('data-status', 'loaded');
  await card.getByTestId('desktop-notifications-email-opens').click();
  await card.getByTestId('desktop-notifications-save').click();
  await expect(card.getByTestId('desktop-notifications-saved')).toHaveText('Settings saved successfully');
  expect((await fetch(pixel)).status).toBe(200);
  await workspace.waitForTimeout(2000);
  expect(await emailNotifications()).toHaveLength(1);
  // Clicks are still on.
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  await expect.poll(emailNotifications, { timeout: 10_000 }).toHaveLength(2);
});

test('desktop notifications: mail to the rep’s mailbox shows one naming the sender; turned off, the next shows none', async ({ workspace, extension }) => {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  let email: string;
  try {
    const tenant = await createTenant(database.db, `Inbox Co ${tag}`);
    const rep = await createUser(database.db, tenant.id, { email: `inbox-rep-${tag}@inbox.test`, password: DEMO_PASSWORD, firstName: 'Ina', lastName: 'Rep', role: 'rep' });
    email = rep.email;
  } finally {
    await database.close();
  }
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await expect(workspace.getByTestId('updates-status')).toHaveAttribute('data-connected', 'true');
  const [worker] = extension.context.serviceWorkers();
  const inboundNotifications = () =>
    worker!.evaluate(async () => {
      const chrome = (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome;
      return Object.keys(await chrome.notifications.getAll()).filter((id) => id.startsWith('email-received:'));
    });
  const mailer = createTransport({ url: process.env.E2E_SMTP_URL! });
  await mailer.sendMail({ from: 'Pat Buyer <pat@customer.test>', to: email, subject: 'Question about the quote', text: 'Can we talk tomorrow?' });
  await expect.poll(inboundNotifications, { timeout: 10_000 }).toHaveLength(1);

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/notifications'));
  const card = workspace.getByTestId('desktop-notifications');
  await expect(card).toHaveAttribute('data-status', 'loaded');
  await card.getByTestId('desktop-notifications-email-inbound').click();
  await card.getByTestId('desktop-notifications-save').click();
  await expect(card.getByTestId('desktop-notifications-saved')).toHaveText('Settings saved successfully');
  await mailer.sendMail({ from: 'Pat Buyer <pat@customer.test>', to: email, subject: 'Another one', text: 'Still there?' });
  await expect.poll(() => mailTo(email).length).toBe(2);
  await workspace.waitForTimeout(2000);
  expect(await inboundNotifications()).toHaveLength(1);
});

test('callback notice: one is selected (with its message), clicking it again deselects it, and the choice is kept', async ({ workspace }) => {
  const email = await freshTenant();
  const token = await apiLogin(email);
  const create = async (name: string) =>
    (await apiCall<{ payload: { message: { id: number } } }>('POST', '/telephony/predefined-messages', { token, body: { type: 'CALLBACK_NOTICE', name } })).body.payload.message.id;
  const first = await create('Busy right now');
  const second = await create('Calling you back');
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/phone/callback-notice'));
  const row = (id: number) => workspace.locator(`[data-testid="message-row"][data-message-id="${id}"]`);
  await expect(row(first)).toHaveAttribute('data-active', 'false');
  await row(first).getByTestId('message-active').click();
  await expect(workspace.getByTestId('notice-selected')).toHaveText('Callback notice selected.');
  await expect(row(first)).toHaveAttribute('data-active', 'true');
  await row(first).getByTestId('message-active').click();
  await expect(workspace.getByTestId('notice-selected')).toHaveText('No callback notice selected.');
  await expect(row(first)).toHaveAttribute('data-active', 'false');
  await row(second).getByTestId('message-active').click();
  await expect(row(second)).toHaveAttribute('data-active', 'true');
  await workspace.reload();
  await expect(row(second)).toHaveAttribute('data-active', 'true');
  await expect(row(first)).toHaveAttribute('data-active', 'false');
  expect((await apiCall<{ payload: { mediaId: number | null } }>('GET', '/users/me/callback-notice', { token })).body.payload.mediaId).toBe(second);
});
