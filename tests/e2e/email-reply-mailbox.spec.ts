import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

type Created = { payload: { contactId: number } };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function createContact(token: string, firstName: string) {
  const tag = randomUUID().slice(0, 8);
  const email = `reply.${tag}@acme-${tag}.test`;
  const res = await apiCall<Created>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName, lastName: `Lee${tag}`, companyName: 'Acme', otherFields: { Contact_Role__c: 'Champion' }, emails: [{ address: email, isPrimary: true }] },
  });
  if (res.status !== 200) throw new Error(`contact not created: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.payload.contactId, email };
}

test('a rep replies from the timeline with an inline image, reads the delivered mail in the demo mailbox and forwards it', async ({ workspace }) => {
  test.setTimeout(90_000);
  const rep = await apiLogin('rep@demo.test');
  const admin = await apiLogin('admin@demo.test');
  // Three mails to one contact today: the tenant allows it for this test only.
  await apiCall('PUT', '/emails/security-settings', { token: admin, body: { maximumPerContactPerDay: 3 } });
  try {
    const contact = await createContact(rep, 'Rhea');
    const first = await apiCall<{ payload: { messageId: number } }>('POST', '/emails/send', {
      token: rep,
      body: { to: contact.email, contact: { contactId: contact.id, email: contact.email }, template: { subject: 'Pricing for Rhea', body: '<p>Our prices are attached.</p>' } },
    });
    expect(first.status).toBe(200);

    await signIn(workspace, 'rep@demo.test');
    await expect(workspace).toHaveURL(/#!\/dashboard$/);
    await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
    const entry = workspace.getByTestId('timeline-entry').filter({ hasText: 'Pricing for Rhea' }).first();
    await entry.getByTestId('email-reply').click();

    // The reply quotes the original under the spec's date line.
    const composer = workspace.getByTestId('email-composer');
    await expect(composer).toHaveAttribute('data-mode', 'reply');
    await expect(composer.getByTestId('email-subject')).toHaveValue('Re: Pricing for Rhea');
    await expect(composer.getByTestId('email-to')).toHaveValue(contact.email);
    const body = composer.getByTestId('email-body');
    await expect(body).toContainText(/On \w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM), .+ <rep@demo\.test> wrote:/);
    await expect(body.locator('blockquote')).toContainText('Our prices are attached.');
    await body.click();
    await workspace.keyboard.press('Control+Home');
    await workspace.keyboard.type('Thanks Rhea, here is our logo.');
    // An inline image: uploaded, shown in the body by its URL.
    await composer.getByTestId('email-image-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(body.locator('img[src*="/api/media/inline-images/"]')).toHaveCount(1);
    await composer.getByTestId('email-attach-input').setInputFiles({ name: 'terms.txt', mimeType: 'text/plain', buffer: Buffer.from('Our terms') });
    await expect(composer.getByTestId('attachment')).toHaveAttribute('data-state', 'completed');
    await composer.getByTestId('email-send').click();
    await expect(composer).toHaveCount(0);

    // Delivered as a threaded reply, the image as a CID attachment.
    await expect.poll(() => mailTo(contact.email).length).toBe(2);
    const raw = decoded(mailTo(contact.email)[1]!.raw);
    expect(raw).toMatch(/In-Reply-To: <[^>]+>/);
    expect(raw).toContain('Subject: Re: Pricing for Rhea');
    expect(raw).toContain('Thanks Rhea, here is our logo.');
    expect(raw).toMatch(/src="cid:[\w-]+@dialworks"/);
    expect(raw).toMatch(/Content-ID: <[\w-]+@dialworks>/);

    // The demo mailbox shows the delivered message, its inline image shown from the mail itself.
    await workspace.goto(workspace.url().replace(/#!.*$/, '#!/mailbox'));
    const item = workspace.getByTestId('mailbox-item').filter({ hasText: 'Re: Pricing for Rhea' }).first();
    await item.click();
    const message = workspace.getByTestId('mailbox-message');
    await expect(message.getByTestId('mailbox-subject')).toHaveText('Re: Pricing for Rhea');
    await expect(message.getByTestId('mailbox-body')).toContainText('Thanks Rhea, here is our logo.');
    await expect(message.getByTestId('mailbox-body').locator('img').first()).toHaveAttribute('src', /^data:image\/png;base64,/);
    // The sent file downloads with its message id.
    const download = workspace.waitForEvent('download');
    await message.getByTestId('sent-attachment').filter({ hasText: 'terms.txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('terms.txt');
    expect(readFileSync(await file.path(), 'utf8')).toBe('Our terms');

    // Forward from the mailbox: to nobody yet, the original under the forwarded header.
    await message.getByTestId('email-forward').click();
    const forward = workspace.getByTestId('email-composer');
    await expect(forward).toHaveAttribute('data-mode', 'forward');
    await expect(forward.getByTestId('email-subject')).toHaveValue('Fwd: Pricing for Rhea');
    await expect(forward.getByTestId('email-to')).toHaveValue('');
    await expect(forward.getByTestId('email-body')).toContainText('---------- Forwarded message ---------');
    await expect(forward.getByTestId('email-body')).toContainText(/Date: \w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    const colleague = `colleague.${randomUUID().slice(0, 8)}@acme.test`;
    await forward.getByTestId('email-to').fill(colleague);
    await forward.getByTestId('email-send').click();
    await expect(forward).toHaveCount(0);
    await expect.poll(() => mailTo(colleague).length).toBe(1);
    expect(decoded(mailTo(colleague)[0]!.raw)).toContain('Thanks Rhea, here is our logo.');
  } finally {
    await apiCall('PUT', '/emails/security-settings', { token: admin, body: { maximumPerContactPerDay: 1 } });
  }
});

test('a send can be scheduled for later from the composer', async ({ workspace }) => {
  const rep = await apiLogin('rep@demo.test');
  const contact = await createContact(rep, 'Sol');
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  await workspace.getByTestId('action-email').click();
  const composer = workspace.getByTestId('email-composer');
  await composer.getByTestId('email-subject').fill('Later for Sol');
  await composer.getByTestId('email-body').click();
  await workspace.keyboard.press('Control+Home');
  await workspace.keyboard.type('See you then.');
  // The input keeps minutes: two minutes ahead, floored, is at least one minute ahead.
  const at = new Date(Date.now() + 120_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await composer.getByTestId('email-send-at').fill(local);
  await expect(composer.getByTestId('email-send')).toHaveText('Schedule');
  await composer.getByTestId('email-send').click();
  await expect(composer).toHaveCount(0);
  await expect(workspace.getByTestId('email-notice')).toHaveText('The email will be sent at the time you chose.');
  expect(mailTo(contact.email)).toHaveLength(0);
});
