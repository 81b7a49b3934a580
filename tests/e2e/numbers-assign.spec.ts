import { randomInt, randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { tenantPhoneNumbers } from '../../server/db/schema';
import { inventoryRowOf } from '../../server/areas/numbers/inventory-row';
import { userPhoneNumber } from '../../server/areas/telephony/user-phone-numbers';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A tenant of its own: an administrator, two reps with their own numbers, one spare number and a queue. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Numbers Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `num-admin-${tag}@numbers.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const rita = await createUser(database.db, tenant.id, { email: `num-rita-${tag}@numbers.test`, password: DEMO_PASSWORD, firstName: 'Rita', lastName: 'Rep', role: 'rep' });
    const sam = await createUser(database.db, tenant.id, { email: `num-sam-${tag}@numbers.test`, password: DEMO_PASSWORD, firstName: 'Sam', lastName: 'Seller', role: 'rep' });
    const ritaNumber = (await userPhoneNumber(database.db, tenant.id, rita.id))!;
    const samNumber = (await userPhoneNumber(database.db, tenant.id, sam.id))!;
    const spare = `+1212555${String(randomInt(1000, 9999))}`;
    await database.db.insert(tenantPhoneNumbers).values({ ...inventoryRowOf(spare, 'New York'), tenantId: tenant.id });
    return { admin: admin.email, rita: { id: rita.id, number: ritaNumber }, sam: { id: sam.id, number: samNumber }, spare };
  } finally {
    await database.close();
  }
}

test('numbers: an administrator assigns a spare number to a rep and a queue, and takes numbers away through the caller-id and last-number flows', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { admin, rita, sam, spare } = await freshTenant();
  const token = await apiLogin(admin);
  const queue = await apiCall<{ payload: { id: number } }>('POST', '/admin/acd/queues', {
    token,
    body: { name: 'Support line', phoneNumber: `+1555702${String(randomInt(1000, 9999))}`, memberIds: [] },
  });
  expect(queue.status).toBe(200);
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'Phone numbers' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/numbers\/assign$/);
  const page = workspace.getByTestId('numbers-assign');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const row = (number: string) => page.locator(`[data-testid="number-row"][data-number="${number}"]`);
  const assign = async (target: Locator, name: string) => {
    await target.getByRole('combobox', { name: 'Assign to…' }).click();
    await workspace.getByRole('option', { name }).click();
  };

  // Each rep's own number is theirs and their caller id; the spare one waits for an assignee.
  await expect(row(rita.number).getByTestId('number-assignee')).toHaveText('Rita Rep');
  await expect(row(rita.number).getByText('Caller id')).toBeVisible();
  await expect(row(spare)).toContainText('New York');

  await assign(row(spare), 'Rita Rep');
  await expect(row(spare).getByTestId('number-assignee')).toHaveText('Rita Rep');
  await expect(row(spare).getByText('Caller id')).toHaveCount(0);

  // Rita's caller id goes only once another of her numbers takes its place.
  await row(rita.number).getByTestId('number-unassign').click();
  const choose = workspace.getByTestId('choose-caller-id');
  await expect(choose).toContainText('Choose another caller id');
  await expect(choose.getByTestId('choose-caller-id-option')).toHaveCount(1);
  await choose.getByTestId('choose-caller-id-go').click();
  await expect(choose).toHaveCount(0);
  await expect(row(rita.number).getByRole('combobox', { name: 'Assign to…' })).toBeVisible();
  await expect(row(spare).getByText('Caller id')).toBeVisible();
  const ritaNumbers = await apiCall<{ payload: { numbers: string[]; callerId: string } }>('GET', `/telephony/users/${rita.id}/numbers`, { token });
  expect(ritaNumbers.body.payload).toMatchObject({ numbers: [spare], callerId: spare });

  // Sam's last number: only once confirmed; cancelling keeps it.
  await row(sam.number).getByTestId('number-unassign').click();
  const confirm = workspace.getByTestId('unassign-confirm');
  await expect(confirm).toContainText('Unassign phone number from user?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(sam.number).getByTestId('number-assignee')).toHaveText('Sam Seller');
  await row(sam.number).getByTestId('number-unassign').click();
  await confirm.getByTestId('unassign-confirm-go').click();
  await expect(row(sam.number).getByRole('combobox', { name: 'Assign to…' })).toBeVisible();

  // The freed number goes to the queue, which answers on it from now on.
  await assign(row(sam.number), 'Support line');
  await expect(row(sam.number).getByTestId('number-assignee')).toHaveText('Queue: Support line');
  const queueNow = await apiCall<{ payload: { phoneNumber: string } }>('GET', `/admin/acd/queues/${queue.body.payload.id}`, { token });
  expect(queueNow.body.payload.phoneNumber).toBe(sam.number);

  // A deleted rep's number reads as theirs to reassign.
  await assign(row(rita.number), 'Sam Seller');
  await expect(row(rita.number).getByTestId('number-assignee')).toHaveText('Sam Seller');
  expect((await apiCall('DELETE', `/admin/users/${sam.id}`, { token })).status).toBe(200);
  await workspace.reload();
  await expect(row(rita.number).getByTestId('number-deleted-holder')).toHaveText('Deleted user. Reassign.');
});
