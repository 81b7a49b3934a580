import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/database';
import { users } from '@/server/db/schema';
import { ROLE_CAPS } from '@/server/seed/tenant-factory';
import { DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { addDemoUser } from './support/users';

/** What the server grants a user from now on (it reads the capList with each call). */
async function setCapList(userId: number, capList: string[]) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by the global setup');
  const database = openDatabase(url, 1);
  try {
    await database.db.update(users).set({ capList }).where(eq(users.id, userId));
  } finally {
    await database.close();
  }
}

test("a rep who opens New list by its address is told they don't have access, and is not offered it", async ({ workspace }) => {
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/lists/create'));
  await expect(workspace.getByTestId('no-access')).toContainText("You don't have access to this page");
  await expect(workspace.getByTestId('list-form')).toHaveCount(0);
  await expect(workspace).toHaveURL(/#!\/lists\/create$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/lists/'));
  await expect(workspace.getByTestId('list-row').first()).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'New list' })).toHaveCount(0);
  await expect(workspace.getByRole('button', { name: 'New list' })).toHaveCount(0);
});

test('a save refused for want of a permission keeps the form and what was typed, and says why', async ({ workspace }) => {
  const email = `lists.${randomUUID().slice(0, 8)}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Lou', lastName: 'Lister', role: 'manager' });
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/lists/create'));
  await expect(workspace.getByTestId('list-form')).toBeVisible();
  const name = `Refused ${randomUUID().slice(0, 8)}`;
  await workspace.getByTestId('list-name').fill(name);
  // Meanwhile an administrator takes list creation away.
  await setCapList(
    user.id,
    ROLE_CAPS.manager.filter((cap) => cap !== 'list.create'),
  );
  await workspace.getByTestId('list-save').click();
  await expect(workspace.getByTestId('list-save-error')).toContainText('Insufficient scope');
  await expect(workspace).toHaveURL(/#!\/lists\/create$/);
  await expect(workspace.getByTestId('list-name')).toHaveValue(name);
});
