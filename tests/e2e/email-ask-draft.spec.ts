import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { emailMessages } from '../../server/db/schema';
import { createMessagingContact } from './support/contacts';
import { apiCall, apiLogin, apiUrl, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

test('as a rep, an empty email and an SMS to a landline ask first; Cancel keeps everything', async ({ workspace }) => {
  const rep = await apiLogin('rep@demo.test');
  // A Berlin landline: a valid number, but not one that takes SMS.
  const contact = await createMessagingContact(rep, 'Asked', { phone: '+49 30 259219111', emailPrefix: 'ask' });
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));

  await workspace.getByTestId('action-email').click();
  const composer = workspace.getByTestId('email-composer');
  await expect(composer.getByTestId('email-to')).toHaveValue(contact.email);
  await composer.getByTestId('email-send').click();
  const ask = workspace.getByTestId('email-send-ask');
  await expect(ask).toContainText('The subject and the message are empty.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(composer.getByTestId('email-to')).toHaveValue(contact.email);
  expect(mailTo(contact.email)).toHaveLength(0);

  // A subject alone still asks about the message; sending anyway sends it.
  await composer.getByTestId('email-subject').fill('Quick question');
  await composer.getByTestId('email-send').click();
  await expect(ask).toContainText('The message is empty.');
  await workspace.getByTestId('email-send-anyway').click();
  await expect(composer).toHaveCount(0);
  await expect.poll(() => mailTo(contact.email).length).toBe(1);

  await workspace.getByTestId('action-sms').click();
  const sms = workspace.getByTestId('sms-dialog');
  await sms.getByTestId('sms-body').fill('Are you free at 3?');
  await sms.getByTestId('sms-send').click();
  const smsAsk = workspace.getByTestId('sms-send-ask');
  await expect(smsAsk).toContainText('does not look like a mobile number: the SMS may not arrive.');
  await smsAsk.getByRole('button', { name: 'Cancel' }).click();
  await expect(smsAsk).toHaveCount(0);
  await expect(sms.getByTestId('sms-body')).toHaveValue('Are you free at 3?');
  await expect(sms.getByTestId('sms-message')).toHaveCount(0);
});

test('as the sender, reading one’s own mail in the demo mailbox adds no open', async ({ workspace }) => {
  const rep = await apiLogin('rep@demo.test');
  const contact = await createMessagingContact(rep, 'Tina', { phone: '+1 303 555 0142', emailPrefix: 'ask' });
  const sent = await apiCall<{ payload: { messageId: number } }>('POST', '/emails/send', {
    token: rep,
    body: {
      to: contact.email,
      contact: { contactId: contact.id, email: contact.email },
      template: { subject: `Pricing for Tina ${contact.id}`, body: '<p>See <a href="https://example.test/pricing">our pricing</a>.</p>' },
      trackOpens: true,
      trackClicks: true,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const messageId = sent.body.payload.messageId;
  await expect.poll(() => mailTo(contact.email).length).toBe(1);
  // Past the first seconds after sending, when any fetch of the pixel would count as the prospect's.
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    await database.db
      .update(emailMessages)
      .set({ sentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(emailMessages.id, messageId));
  } finally {
    await database.close();
  }
  const opens = async () =>
    (await apiCall<{ payload: { message: { opens: number; clicks: number; proxyOpens: number } } }>('GET', `/emails/messages/${messageId}`, { token: rep })).body.payload.message;

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  const pixelLoads: string[] = [];
  workspace.on('request', (r) => r.url().includes('/api/t/') && pixelLoads.push(r.url()));
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/mailbox'));
  await workspace
    .getByTestId('mailbox-item')
    .filter({ hasText: `Pricing for Tina ${contact.id}` })
    .first()
    .click();
  const body = workspace.getByTestId('mailbox-message').getByTestId('mailbox-body');
  await expect(body).toContainText('See our pricing.');
  // The mail shows its real link and no pixel; the page fetched nothing of the tracking.
  await expect(body.getByRole('link', { name: 'our pricing' })).toHaveAttribute('href', 'https://example.test/pricing');
  await expect(body.locator('img[src*="/api/t/"]')).toHaveCount(0);
  expect(pixelLoads).toEqual([]);
  expect(await opens()).toMatchObject({ opens: 0, clicks: 0 });

  // The prospect's own fetch still counts: tracking is on, only the sender is not counted.
  const raw = mailTo(contact.email)[0]!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const pixel = `${new URL(apiUrl()).origin}${/\/api\/t\/o\/[\w-]+\.gif/.exec(raw)![0]}`;
  expect((await fetch(pixel)).status).toBe(200);
  expect(await opens()).toMatchObject({ opens: 1, clicks: 0 });

  // A mail-privacy proxy's prefetch is shown as such on the timeline, not as an open.
  const proxied = await fetch(pixel, { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)' } });
  expect(proxied.status).toBe(200);
  expect(await opens()).toMatchObject({ opens: 1, clicks: 0, proxyOpens: 1 });
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  const entry = workspace
    .getByTestId('timeline-entry')
    .filter({ hasText: `Pricing for Tina ${contact.id}` })
    .first();
  await expect(entry).toContainText('opens 1 · clicks 0 · prefetched once by a mail privacy proxy (not an open)');
});

test('a closed composer’s draft comes back for that contact, and is gone after sign-out', async ({ workspace }) => {
  const rep = await apiLogin('rep@demo.test');
  const contact = await createMessagingContact(rep, 'Drafty', { phone: '+1 303 555 0143', emailPrefix: 'ask' });
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  const contactPage = () => workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  await contactPage();

  await workspace.getByTestId('action-email').click();
  let composer = workspace.getByTestId('email-composer');
  await composer.getByTestId('email-subject').fill('Our proposal');
  await composer.getByTestId('email-body').click();
  await workspace.keyboard.press('Control+Home');
  await workspace.keyboard.type('Half-written thoughts on the proposal.');
  await workspace.getByTestId('dialog-close').first().click();
  await expect(composer).toHaveCount(0);

  await workspace.getByTestId('action-email').click();
  composer = workspace.getByTestId('email-composer');
  await expect(composer.getByTestId('email-draft-restored')).toHaveText('Your unsent draft is back. Discard draft');
  await expect(composer.getByTestId('email-subject')).toHaveValue('Our proposal');
  await expect(composer.getByTestId('email-body')).toContainText('Half-written thoughts on the proposal.');
  await workspace.getByTestId('dialog-close').first().click();

  // The SMS dialog keeps its text too.
  await workspace.getByTestId('action-sms').click();
  await workspace.getByTestId('sms-dialog').getByTestId('sms-body').fill('Call me back?');
  await workspace.getByTestId('dialog-close').first().click();
  await workspace.getByTestId('action-sms').click();
  await expect(workspace.getByTestId('sms-dialog').getByTestId('sms-body')).toHaveValue('Call me back?');
  await workspace.getByTestId('dialog-close').first().click();

  // Sign-out leaves no draft for the next person at this computer.
  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login$/);
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await contactPage();
  await workspace.getByTestId('action-email').click();
  composer = workspace.getByTestId('email-composer');
  await expect(composer.getByTestId('email-to')).toHaveValue(contact.email);
  await expect(composer.getByTestId('email-subject')).toHaveValue('');
  await expect(composer.getByTestId('email-draft-restored')).toHaveCount(0);
  await workspace.getByTestId('dialog-close').first().click();
  await workspace.getByTestId('action-sms').click();
  await expect(workspace.getByTestId('sms-dialog').getByTestId('sms-body')).toHaveValue('');
});
