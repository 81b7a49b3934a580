import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { launchWithExtension } from './support/chromium';
import { apiCall, apiLogin, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A tenant of its own with its administrator alone: the team and the reps are added here, through the screens. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Users Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `users-admin-${tag}@users.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    return { admin, tag };
  } finally {
    await database.close();
  }
}

test('an admin adds a team and a rep, the rep signs in with the shown password, the ACL changes the rep’s workspace, and login as user goes there and back', async ({ workspace }) => {
  test.setTimeout(120_000);
  const { admin, tag } = await freshTenant();
  await signIn(workspace, admin.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);

  // The settings shell: More > Settings lands on the profile, beside the menu built from the ACL.
  await workspace.getByTestId('nav-more').click();
  await workspace.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/my-profile\/change-password$/);
  const menu = workspace.getByTestId('settings-menu');
  await menu.getByRole('link', { name: 'Teams' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/users\/teams$/);
  await expect(workspace.getByTestId('teams-page').getByText('No teams yet.')).toBeVisible();

  // Teams: add, refuse a duplicate with the server's message, rename.
  await workspace.getByTestId('team-new-name').fill('Closers');
  await workspace.getByTestId('team-add').click();
  await expect(workspace.getByTestId('team-row')).toHaveAttribute('data-name', 'Closers');
  await workspace.getByTestId('team-new-name').fill('closers');
  await workspace.getByTestId('team-add').click();
  await expect(workspace.getByTestId('teams-alert')).toHaveText('A team with this name already exists');
  await expect(workspace.getByTestId('team-new-name')).toHaveValue('closers');
  await workspace.getByTestId('team-rename').click();
  await workspace.getByTestId('team-rename-input').fill('Closers East');
  await workspace.getByTestId('team-rename-save').click();
  await expect(workspace.getByTestId('team-row')).toHaveAttribute('data-name', 'Closers East');

  // Users: create a rep in that team; the generated password is shown once.
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(workspace.getByTestId('user-row')).toHaveCount(1);
  await workspace.getByTestId('users-add').click();
  const form = workspace.getByTestId('user-form');
  await form.getByTestId('user-form-save').click();
  await expect(form.getByText('First name is required')).toBeVisible();
  const repEmail = `users-rep-${tag}@users.test`;
  await form.getByTestId('user-first-name').fill('Rita');
  await form.getByTestId('user-last-name').fill('Newcomer');
  await form.getByTestId('user-email').fill(repEmail);
  await form.getByTestId('user-team').click();
  await workspace.getByRole('option', { name: 'Closers East' }).click();
  await form.getByTestId('user-form-save').click();
  const password = (await workspace.getByTestId('shown-password-value').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9!?@#$%&*]{8}$/);
  await workspace.getByTestId('shown-password-done').click();
  const repRow = workspace.locator(`[data-testid="user-row"][data-email="${repEmail}"]`);
  await expect(repRow).toContainText('Rita Newcomer');
  await expect(repRow).toContainText('Closers East');
  await expect(repRow).toContainText('Sales rep');

  // Edit: give the rep call archive access.
  await repRow.getByTestId('user-actions').click();
  await workspace.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(form.getByTestId('acl-callArchiveEdit')).toBeDisabled();
  await form.getByTestId('acl-callArchiveAccess').check();
  await form.getByTestId('user-form-save').click();
  await expect(workspace.getByTestId('users-alert')).toHaveText('User information saved.');

  // The rep, in a browser of their own, signs in with the shown password and has the archive.
  const repBrowser = await launchWithExtension();
  try {
    const repPage = await repBrowser.context.newPage();
    await repPage.goto(`chrome-extension://${repBrowser.extensionId}/workspace.html#!/login`);
    await signIn(repPage, repEmail, password);
    await expect(repPage).toHaveURL(/#!\/dashboard/);
    await expect(repPage.getByTestId('signed-in-user')).toHaveText('Rita Newcomer');
    await repPage.goto(`chrome-extension://${repBrowser.extensionId}/workspace.html#!/monitor`);
    await expect(repPage.getByTestId('monitor-tab-archive')).toBeVisible();

    // The admin takes the access away; the rep's workspace loses the archive.
    await repRow.getByTestId('user-actions').click();
    await workspace.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(form.getByTestId('acl-callArchiveAccess')).toBeChecked();
    await form.getByTestId('acl-callArchiveAccess').uncheck();
    // And SMS (acl enableSms, on for a new user).
    await expect(form.getByTestId('acl-enableSms')).toBeChecked();
    await form.getByTestId('acl-enableSms').uncheck();
    await form.getByTestId('user-form-save').click();
    await expect(workspace.getByTestId('users-alert')).toHaveText('User information saved.');
    await repPage.reload();
    await expect(repPage.getByTestId('monitor-tab-library')).toBeVisible();
    await expect(repPage.getByTestId('monitor-tab-archive')).toHaveCount(0);
    const repToken = await apiLogin(repEmail, password);
    const contact = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
      token: repToken,
      body: { isLead: false, firstName: 'Sam', lastName: 'Texter', phones: [{ type: 'work', number: '2025550177', isPrimary: true }], emails: [], otherFields: {} },
    });
    expect(contact.status).toBe(200);
    await repPage.goto(`chrome-extension://${repBrowser.extensionId}/workspace.html#!/contacts/${contact.body.payload.contactId}`);
    await expect(repPage.getByTestId('action-call')).toBeEnabled();
    await expect(repPage.getByTestId('action-sms')).toBeDisabled();
    // A rep may not rename or delete list tags unless given tags.lists manage.
    await repPage.goto(`chrome-extension://${repBrowser.extensionId}/workspace.html#!/settings/tags/lists`);
    await expect(repPage.getByTestId('tags-read-only')).toHaveText('Renaming and deleting list tags is not enabled for your user.');
    // A rep's settings menu has no users screen.
    await repPage.goto(`chrome-extension://${repBrowser.extensionId}/workspace.html#!/settings`);
    await expect(repPage.getByTestId('settings-menu').getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(repPage.getByTestId('settings-menu').getByRole('link', { name: 'Users' })).toHaveCount(0);
  } finally {
    await repBrowser.close();
  }

  // Login as user and back: the shell says whose workspace it is and by whom.
  await expect(workspace.getByTestId('user-row').filter({ hasText: 'Ada Admin' }).getByTestId('user-actions')).toBeVisible();
  await workspace.getByTestId('user-row').filter({ hasText: 'Ada Admin' }).getByTestId('user-actions').click();
  await expect(workspace.getByRole('menuitem', { name: 'Login as user' })).toBeDisabled();
  await workspace.keyboard.press('Escape');
  await repRow.getByTestId('user-actions').click();
  await workspace.getByRole('menuitem', { name: 'Login as user' }).click();
  await expect(workspace.getByTestId('impersonation-banner')).toContainText('You are logged in as Rita Newcomer by Ada Admin.');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Rita Newcomer');
  await workspace.getByTestId('impersonation-back').click();
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Ada Admin');
  await expect(workspace.getByTestId('impersonation-banner')).toHaveCount(0);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/users/users'));
  await expect(workspace.getByTestId('user-row')).toHaveCount(2);
});
