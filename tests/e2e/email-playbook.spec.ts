import { randomUUID } from 'node:crypto';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

type Payload<T> = { payload: T; message?: string };

test('a playbook email step is sent from the list; on a paused list the composer shows the spec’s 423 modal', async ({ workspace }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const tag = randomUUID().slice(0, 8);
  const email = `pb.${tag}@acme-${tag}.test`;
  const contact = await apiCall<Payload<{ contactId: number }>>('POST', '/contacts', {
    token: manager,
    body: { isLead: false, firstName: 'Pia', lastName: `Lee${tag}`, companyName: 'Acme', otherFields: { Contact_Role__c: 'Champion' }, emails: [{ address: email, isPrimary: true }] },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  const playbook = await apiCall<Payload<{ playbook: { id: number } }>>('POST', '/playbooks', {
    token: manager,
    body: {
      name: `PB ${tag}`,
      steps: [
        {
          name: 'Intro email',
          action: 'email',
          variants: [{ name: 'A', template: { replyType: 'newThread', subject: 'Hello {{contact.firstName}}', body: '<p>Hi {{contact.firstName}}, a note from us.</p>' } }],
        },
      ],
    },
  });
  expect(playbook.status, JSON.stringify(playbook.body)).toBe(200);
  const list = await apiCall<Payload<{ list: { id: number } }>>('POST', '/lists', { token: manager, body: { name: `EM ${tag}` } });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const listId = list.body.payload.list.id;
  expect((await apiCall('POST', `/playbooks/${playbook.body.payload.playbook.id}/list/${listId}`, { token: manager })).status).toBe(200);
  expect((await apiCall('POST', `/lists/${listId}/contacts`, { token: manager, body: { contactIds: [contact.body.payload.contactId] } })).status).toBe(200);

  await signIn(workspace, 'manager@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/lists/${listId}`));
  await workspace.getByTestId('playbook-step').first().getByTestId('step-email').click();

  // Playbook mode: the step's template with its variables kept for the server, to the step's due contacts.
  const composer = workspace.getByTestId('email-composer');
  await expect(composer).toHaveAttribute('data-mode', 'playbook');
  await expect(composer.getByTestId('email-playbook-to')).toHaveText('To 1 contact of the list, at their own address');
  await expect(composer.getByTestId('email-subject')).toHaveValue('Hello {{contact.firstName}}');
  await expect(composer.getByTestId('email-body')).toContainText('Hi {{contact.firstName}}, a note from us.');

  // The list is paused meanwhile: the send answers 423 and the spec's modal says so.
  expect((await apiCall('PATCH', `/lists/${listId}/pause`, { token: manager })).status).toBe(200);
  await composer.getByTestId('email-send').click();
  const modal = workspace.getByRole('dialog', { name: 'Cannot send email' });
  await expect(modal).toBeVisible();
  await expect(workspace.getByTestId('paused-list-message')).toHaveText('Cannot send e-mail to contacts on paused lists.');
  await modal.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(modal).toHaveCount(0);
  expect(mailTo(email)).toHaveLength(0);

  // Unpaused, the same draft goes out with the contact's variables filled by the server.
  // Shared with nobody, the list is resumed by an administrator (spec 2 section 6).
  expect((await apiCall('PATCH', `/lists/${listId}/unpause`, { token: await apiLogin('admin@demo.test') })).status).toBe(200);
  await composer.getByTestId('email-send').click();
  await expect(composer).toHaveCount(0);
  await expect.poll(() => mailTo(email).length).toBe(1);
  const raw = mailTo(email)[0]!.raw.replace(/=\r?\n/g, '');
  expect(raw).toContain('Subject: Hello Pia');
  expect(raw).toContain('Hi Pia, a note from us.');
});
