import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { tone, wavFile } from '../../server/areas/telephony/media/wav';
import { DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A tenant of its own: its queues and numbers are this test's alone. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Queue Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `queue-admin-${tag}@queue.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    await createUser(database.db, tenant.id, { email: `queue-rep-${tag}@queue.test`, password: DEMO_PASSWORD, firstName: 'Quinn', lastName: 'Agent', role: 'rep' });
    return { admin: admin.email, number: `+1555${String(Date.now()).slice(-7)}` };
  } finally {
    await database.close();
  }
}

test('ACD queue settings: an administrator adds a queue with a member, sees the form’s and the server’s messages, edits it and deletes it', async ({ workspace }) => {
  const { admin, number } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'ACD queues' }).click();
  const page = workspace.getByTestId('queue-settings');
  await expect(page).toContainText('No queues yet.');

  await page.getByRole('button', { name: 'Add queue' }).click();
  const form = workspace.getByTestId('queue-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Name is required');
  await expect(form).toContainText('Not a valid phone number.');
  await form.getByLabel('Name').fill('Support line');
  await form.getByLabel('Phone number').fill(number);
  await form.getByRole('combobox', { name: 'Members' }).click();
  await workspace.getByRole('option', { name: 'Quinn Agent' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByTestId('queue-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Support line');
  await expect(row).toContainText(number);
  await expect(row).toContainText('Always open');

  // The server's refusal shows in the form, which keeps what was typed.
  await page.getByRole('button', { name: 'Add queue' }).click();
  await form.getByLabel('Name').fill('Second line');
  await form.getByLabel('Phone number').fill(number);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('queue-save-error')).toHaveText('This number is already used by another queue.');
  await expect(form.getByLabel('Name')).toHaveValue('Second line');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Support line');
  await form.getByLabel('Ring each agent (seconds)').fill('30');
  await form.getByLabel('Name').fill('Support desk');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Support desk');
  await workspace.reload();
  await expect(page.getByTestId('queue-row')).toContainText('Support desk');

  await page.getByTestId('queue-row').getByRole('button', { name: 'Delete' }).click();
  await workspace.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toContainText('No queues yet.');
});

test('audio files: an uploaded file is checked by its content, saved, used as a queue’s hold audio, and deleted only after the second confirmation', async ({ workspace }) => {
  const { admin, number } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/audio'));
  const page = workspace.getByTestId('messages-page');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  await expect(page.getByRole('heading', { name: 'Audio files' })).toBeVisible();

  // A text file named like audio is refused by its content.
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'music.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is not audio at all, only text') });
  await expect(page).toContainText('This file is not WAV, MP3 or Ogg audio.');
  await expect(page.getByTestId('message-save')).toBeDisabled();
  await fileInput.setInputFiles({ name: 'hold.wav', mimeType: 'audio/wav', buffer: wavFile(tone(440, 1500), 8000) });
  await expect(page.getByTestId('message-preview')).toBeVisible();
  await page.getByTestId('message-name').fill('Hold tune');
  await page.getByTestId('message-save').click();
  await expect(page.getByTestId('message-saved')).toHaveText('Hold tune saved.');
  await expect(page.getByTestId('message-row')).toContainText('Hold tune');

  // A queue plays it while callers wait.
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/acd'));
  await workspace.getByRole('button', { name: 'Add queue' }).click();
  const form = workspace.getByTestId('queue-form');
  await form.getByLabel('Name').fill('Hold line');
  await form.getByLabel('Phone number').fill(number);
  await form.getByRole('combobox', { name: 'Hold audio' }).click();
  await workspace.getByRole('option', { name: 'Hold tune' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(workspace.getByTestId('queue-row')).toContainText('Hold line');

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/audio'));
  await page.getByRole('button', { name: 'Delete Hold tune' }).click();
  const confirm = workspace.getByTestId('message-in-use');
  await expect(confirm).toContainText('Hold tune is used by the queue Hold line.');
  await expect(confirm.getByRole('button', { name: 'Delete anyway' })).toBeDisabled();
  await confirm.getByLabel('I understand: these queues will play their default audio instead.').check();
  await confirm.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(page.getByTestId('message-row')).toHaveCount(0);
  await expect(page).toContainText('No audio files yet.');
});
