import { randomUUID } from 'node:crypto';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { createMessagingContact } from './support/contacts';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

const XSS_NAME = '<img src=x onerror=alert(1)>';

/** Quoted-printable soft breaks and '=' escapes removed, so URLs and texts can be read from the raw mail. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('a rep emails a contact from a template with an attachment, opens and clicks show live; the SMS dialog sends, receives and hits the quota', async ({ workspace }) => {
  test.setTimeout(120_000);
  const alerts: string[] = [];
  workspace.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const rep = await apiLogin('rep@demo.test');
  const admin = await apiLogin('admin@demo.test');
  const contact = await createMessagingContact(rep, XSS_NAME);

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  await expect(workspace.getByTestId('contact-name')).toContainText(XSS_NAME);

  // Email from the organisation template, with variables and an attachment.
  await workspace.getByTestId('action-email').click();
  const composer = workspace.getByTestId('email-composer');
  await expect(composer.getByTestId('email-to')).toHaveValue(contact.email);
  await composer.getByTestId('email-template').click();
  await workspace.getByRole('option', { name: /Follow-up after call/ }).click();
  await expect(composer.getByTestId('email-subject')).toHaveValue(`Following up, ${XSS_NAME}`);
  await expect(composer.getByTestId('email-body')).toContainText(`Hi ${XSS_NAME},`);
  await expect(composer.getByTestId('email-body')).toContainText('I have copied Acme on our notes.');
  await composer.getByTestId('email-attach-input').setInputFiles({ name: 'proposal.txt', mimeType: 'text/plain', buffer: Buffer.from('Our proposal') });
  await expect(composer.getByTestId('attachment')).toHaveAttribute('data-state', 'completed');
  await expect(composer.getByTestId('track-opens')).toBeChecked();
  await composer.getByTestId('email-send').click();
  await expect(composer).toHaveCount(0);

  // The SMTP sink holds the message with the variables filled and the file attached.
  await expect.poll(() => mailTo(contact.email).length).toBe(1);
  const raw = decoded(mailTo(contact.email)[0]!.raw);
  expect(raw).toContain('I have copied Acme on our notes.');
  expect(raw).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
  expect(raw).not.toContain('{{');
  expect(raw).toContain('filename=proposal.txt');

  const entry = workspace.getByTestId('timeline-entry').filter({ hasText: 'Following up' }).first();
  await expect(entry).toHaveAttribute('data-colour', 'green');
  await expect(entry).toContainText('opens 0');
  const pixel = /https?:\/\/[^"'\s]+\/api\/t\/o\/[\w-]+\.gif/.exec(raw)?.[0];
  expect(pixel).toBeTruthy();
  // The first 10 s after sending count no open (the sender's client, mail scanners): fetched until one counts.
  const opens = async () =>
    (await apiCall<{ payload: { entries: { email: { opens: number } | null }[] } }>('GET', `/timeline?contactId=${contact.id}`, { token: rep })).body.payload.entries[0]!.email!.opens;
  await expect
    .poll(
      async () => {
        expect((await fetch(pixel!)).status).toBe(200);
        return opens();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  await expect(entry).toContainText('opens 1');

  // The template's link is tracked: the redirect reaches its target and counts the click.
  const link = /https?:\/\/[^"'\s]+\/api\/t\/c\/[\w-]+\/0/.exec(raw)?.[0];
  expect(link).toBeTruthy();
  const click = await fetch(link!, { redirect: 'manual' });
  expect(click.status).toBe(302);
  expect(click.headers.get('location')).toBe('https://example.com/book');
  await expect(entry).toContainText('clicks 1');

  // A template body with a script and an event handler renders inert in the composer.
  await apiCall('POST', '/emails/templates', {
    token: rep,
    body: { name: 'Hostile', type: 'personal', subject: 'x', body: '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' },
  });
  await workspace.getByTestId('action-email').click();
  await workspace.getByTestId('email-composer').getByTestId('email-template').click();
  await workspace.getByRole('option', { name: /Hostile/ }).click();
  await expect(workspace.getByTestId('email-composer').getByTestId('email-body')).toContainText('Safe text');
  expect(await workspace.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // 26 MB of attachments is refused with the spec's alert.
  await workspace
    .getByTestId('email-composer')
    .getByTestId('email-attach-input')
    .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(26_000_000, 1) });
  await expect(workspace.getByRole('dialog', { name: 'Too Large' })).toBeVisible();
  await expect(workspace.getByTestId('too-large-message')).toHaveText('Attachments size is too large. Maximum total size is 25MB.');
  await workspace.getByTestId('too-large').getByRole('button', { name: 'Ok', exact: true }).click();

  // Six dialogs cannot be open at once.
  for (let i = 0; i < 5; i++) await workspace.getByTestId('action-sms').click();
  await expect(workspace.getByTestId('stack-dialog')).toHaveCount(5);
  await expect(workspace.getByTestId('dialog-stack-full')).toBeVisible();
  await expect(workspace.getByTestId('stack-dialog').last()).toHaveAttribute('data-active', 'true');
  // Keep one SMS dialog.
  for (let i = 0; i < 4; i++) await workspace.getByTestId('dialog-close').first().click();
  await expect(workspace.getByTestId('stack-dialog')).toHaveCount(1);

  // An SMS of 161 characters is 2 segments; it is sent; the carrier's reply appears live.
  const sms = workspace.getByTestId('sms-dialog');
  await expect(sms.getByTestId('sms-carrier')).toContainText('Simulated SMS carrier');
  await sms.getByTestId('sms-body').fill('y'.repeat(161));
  await expect(sms.getByTestId('sms-counter')).toHaveAttribute('data-segments', '2');
  await sms.getByTestId('sms-send').click();
  await expect(sms.getByTestId('sms-message')).toHaveCount(1);
  await expect(sms.getByTestId('sms-message').first()).toHaveAttribute('data-direction', 'out');
  // The dialog joined its thread's room: the reply below reaches it only through sms/{threadId}.
  await expect(sms.getByTestId('sms-thread')).toHaveAttribute('data-thread-id', /^\d+$/);
  const numbers = await apiCall<{ payload: { numbers: { phoneNumber: string }[] } }>('GET', '/sms/numbers', { token: rep });
  const repNumber = numbers.body.payload.numbers[0]!.phoneNumber;
  await apiCall('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: contact.phone, to: repNumber, body: 'Sounds good' } });
  await expect(sms.getByTestId('sms-message').filter({ hasText: 'Sounds good' })).toHaveAttribute('data-direction', 'in');

  // The navbar's SMS history: a long unbroken last message is cut inside the list, never spilling out of it.
  await apiCall('POST', '/admin/sms/simulated/inbound', { token: admin, body: { from: contact.phone, to: repNumber, body: 'z'.repeat(200) } });
  await expect(sms.getByTestId('sms-message').filter({ hasText: 'zzzzzzzz' })).toHaveCount(1);
  await workspace.getByTestId('sms-history').click();
  const historyList = workspace.getByTestId('sms-history-list');
  await expect(historyList.getByText('zzzzzzzz', { exact: false })).toBeVisible();
  const spills = await historyList.evaluate((list) => {
    const right = list.getBoundingClientRect().right;
    return [...list.querySelectorAll('button *')].filter((el) => el.getBoundingClientRect().right > right + 1).length;
  });
  expect(spills).toBe(0);
  await workspace.keyboard.press('Escape');

  // 124 more in the hour (through the API, 3 per contact), then the 126th is refused with the server's message.
  let sent = (await apiCall<{ payload: { sentLastHour: number } }>('GET', '/sms/quota', { token: rep })).body.payload.sentLastHour;
  while (sent < 125) {
    const c = await createMessagingContact(rep, 'Bulk');
    for (let i = 0; i < 3 && sent < 125; i++, sent++) {
      const res = await apiCall('POST', `/sms/send/contact/${c.id}`, { token: rep, body: { to: c.phone, from: repNumber, body: 'hi' } });
      expect(res.status).toBe(200);
    }
  }
  await sms.getByTestId('sms-body').fill('One more');
  await sms.getByTestId('sms-send').click();
  await expect(sms.getByTestId('sms-error')).toHaveText('SMS limit reached: at most 125 messages per hour.');

  // Nothing ran from the contact's name or the mail bodies.
  expect(alerts).toEqual([]);
});

test('without a mailbox the composer leads to the email account settings, where a mailbox is connected; templates show per-type rights and render inert', async ({ workspace }) => {
  const rep2 = await apiLogin('rep2@demo.test');
  const contact = await createMessagingContact(rep2, 'Mailless');
  await apiCall('POST', '/emails/templates', {
    token: rep2,
    body: { name: 'Scripted', type: 'personal', subject: 's', body: '<p>Visible</p><img src="x" onerror="window.__pwned = 3"><script>window.__pwned = 4</script>' },
  });
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  await workspace.getByTestId('action-email').click();
  await expect(workspace.getByText('Email needs a configured mailbox.')).toBeVisible();
  await workspace.getByRole('link', { name: 'Go to email settings' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/email\/accounts$/);
  await expect(workspace.getByTestId('email-accounts')).toHaveAttribute('data-state', 'empty');
  await workspace.getByTestId('account-address').fill('rep2@demo.test');
  await workspace.getByTestId('account-connect').click();
  await expect(workspace.getByTestId('email-accounts')).toHaveAttribute('data-state', 'loaded');
  await expect(workspace.getByTestId('email-account')).toContainText('rep2@demo.test');

  await workspace.getByRole('tab', { name: 'Templates' }).click();
  const rows = workspace.getByTestId('template-row');
  // Personal first, then organisation, each by name; a rep may only view organisation templates.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Scripted');
  await expect(rows.nth(1)).toContainText('Follow-up after call');
  await expect(rows.nth(1).getByRole('button', { name: 'View only' })).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await rows.nth(1).getByRole('button', { name: 'View only' }).click();
  await expect(workspace.getByTestId('template-preview')).toContainText('Thanks for your time.');
  await workspace.keyboard.press('Escape');
  await rows.nth(0).getByRole('button', { name: 'Edit' }).click();
  await expect(workspace.getByTestId('email-body')).toContainText('Visible');
  expect(await workspace.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('#!/contacts/{id}?email= opens the composer to that address, ?smsTo= the SMS thread with that number (spec 1 section 2)', async ({ workspace }) => {
  const rep = await apiLogin('rep@demo.test');
  const contact = await createMessagingContact(rep, 'Arrival');
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}?email=${encodeURIComponent(contact.email)}`));
  await expect(workspace.getByTestId('email-composer').getByTestId('email-to')).toHaveValue(contact.email);
  await workspace.getByTestId('dialog-close').first().click();
  await expect(workspace.getByTestId('email-composer')).toHaveCount(0);

  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}?smsTo=${encodeURIComponent(contact.phone)}`));
  // Shown as the rep's (US) dialing plan shows a number of its own country.
  await expect(workspace.getByTestId('sms-dialog')).toContainText(formatPhoneNumber(contact.phone, 'US'));
  await expect(workspace.getByTestId('email-composer')).toHaveCount(0);
});

test('email client settings: a failed save says "Unable to save setting." and the settings go back to what is saved (spec 3)', async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/email/compliance-bcc-email'));
  const section = workspace.getByTestId('email-client-settings');
  const trackOpens = section.getByLabel('Track opens');
  const saved = await trackOpens.isChecked();
  await workspace.route(/\/api\/emails\/settings$/, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }) : route.continue(),
  );
  await trackOpens.click();
  await expect(trackOpens).toBeChecked({ checked: !saved });
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('alert')).toHaveText('Unable to save setting.');
  await expect(trackOpens).toBeChecked({ checked: saved });
});

test('email templates say what happened: created (its name cut at 40), saved, deleted, and a delete that failed (spec 3 section 8)', async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/email/templates'));
  const section = workspace.getByTestId('email-templates');
  const name = `AAA quarterly review for the enterprise team ${randomUUID().slice(0, 6)}`;
  const shown = `${name.slice(0, 40)}…`;
  await section.getByRole('button', { name: 'New template' }).click();
  const modal = workspace.getByRole('dialog');
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Subject').fill('Our quarterly review');
  await modal.getByRole('button', { name: 'Save' }).click();
  const notice = section.getByTestId('template-notice');
  await expect(notice).toHaveText(`Template ${shown} created.`);
  const row = section.getByTestId('template-row').filter({ hasText: shown });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Edit' }).click();
  await modal.getByLabel('Subject').fill('Our next quarterly review');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(notice).toHaveText('Template information saved.');

  await workspace.route(/\/api\/emails\/templates\/\d+$/, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }) : route.continue(),
  );
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(notice).toHaveText('Unable to delete email template.');
  await expect(row).toHaveCount(1);
  await workspace.unroute(/\/api\/emails\/templates\/\d+$/);
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(notice).toHaveText('Template deleted.');
  await expect(row).toHaveCount(0);
});
