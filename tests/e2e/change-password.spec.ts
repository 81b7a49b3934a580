import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A rep of a tenant of their own (their password is changed here, so no other test depends on it). */
async function freshRep() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Password Co ${tag}`);
    return (await createUser(database.db, tenant.id, { email: `pw-rep-${tag}@password.test`, password: DEMO_PASSWORD, firstName: 'Pia', lastName: 'Rep', role: 'rep' })).email;
  } finally {
    await database.close();
  }
}

test('a rep changes their password from my profile: each rule says what is missing, a wrong current password is refused, and the new one signs in', async ({ workspace }) => {
  const email = await freshRep();
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.getByTestId('nav-more').click();
  await workspace.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/my-profile\/change-password$/);

  const save = workspace.getByTestId('change-password-save');
  await workspace.getByTestId('current-password').fill('Wrong@Pass1');
  await workspace.getByTestId('new-password').fill('short');
  await expect(workspace.getByText('A password has at least 9 characters and 3 of: uppercase, lowercase, digit, special (@#$%^&+=).').first()).toBeVisible();
  await workspace.getByTestId('new-password').fill('Fresh@Pass22');
  await workspace.getByTestId('confirm-password').fill('Fresh@Pass23');
  await expect(workspace.getByText('Confirm New Password invalid. Must match new password.')).toBeVisible();
  await expect(save).toBeDisabled();
  await workspace.getByTestId('confirm-password').fill('Fresh@Pass22');
  await save.click();
  await expect(workspace.getByTestId('password-error')).toHaveText('Current password is incorrect');
  // Still signed in: the refusal is not a lost session.
  await expect(workspace).toHaveURL(/change-password$/);

  await workspace.getByTestId('current-password').fill(DEMO_PASSWORD);
  await save.click();
  await expect(workspace.getByTestId('password-changed')).toHaveText('Password changed successfully');
  await expect(workspace.getByTestId('current-password')).toHaveValue('');

  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login/);
  await signIn(workspace, email, 'Fresh@Pass22');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
});
