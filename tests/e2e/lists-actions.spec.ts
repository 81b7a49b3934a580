import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { apiCall, apiLogin, expect, test } from './support/fixtures';
import { addContacts, createList, demoContactIds, feedback, listContacts, listRow, searchLists, setListStatus, signInTo, uniqueName, withPlaybook } from './support/list-helpers';

interface UsersReply {
  payload: { users: { id: number; email: string; firstName: string; lastName: string }[] };
}

async function demoUser(token: string, email: string) {
  const user = (await apiCall<UsersReply>('GET', '/users', { token })).body.payload.users.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

test('the owner / assignee filter keeps the lists the chosen user owns or is assigned to', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const rep2 = await demoUser(manager, 'rep2@demo.test');
  const me = await demoUser(manager, 'manager@demo.test');
  const prefix = uniqueName('owner filter');
  const assigned = await createList(manager, { name: `${prefix} assigned`, assigneeIds: [rep2.id] });
  const plain = await createList(manager, { name: `${prefix} plain` });

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  await searchLists(page, prefix, 2);
  const pick = async (name: string) => {
    await page.getByTestId('lists-filter-user').click();
    await page.getByRole('option', { name, exact: true }).click();
  };
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/lists/all/list')) requests.push(r.postData() ?? '');
  });

  // rep2 owns neither list but is assigned to one.
  await pick(`${rep2.firstName} ${rep2.lastName}`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await expect(listRow(page, assigned.id)).toBeVisible();
  expect(requests.some((body) => (JSON.parse(body) as { ownerOrAssignee?: number }).ownerOrAssignee === rep2.id)).toBe(true);

  // The manager owns both.
  await pick(`${me.firstName} ${me.lastName}`);
  await expect(page.getByTestId('list-row')).toHaveCount(2);
  await expect(listRow(page, plain.id)).toBeVisible();
});

test('an admin bulk-deletes lists of other users, as the server allows', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const prefix = uniqueName('admin delete');
  const first = await createList(manager, { name: `${prefix} one`, sharing: 'READ_ONLY' });
  const second = await createList(manager, { name: `${prefix} two` });

  await signInTo(page, 'admin@demo.test', '#!/lists/');
  await searchLists(page, prefix, 2);
  // Not the admin's lists: the row menu keeps the owner rule (PREVIEW), the bulk delete follows the server.
  await listRow(page, first.id).getByTestId('list-row-menu').click();
  await expect(page.getByTestId('list-action-PREVIEW')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bulk-delete')).toBeDisabled();
  await page.getByTestId('lists-select-all').check();
  await expect(page.getByTestId('bulk-delete')).toBeEnabled();
  await page.getByTestId('bulk-delete').click();
  await expect(page.getByTestId('list-confirm')).toContainText('Delete 2 list(s)? This cannot be undone.');
  await page.getByTestId('list-confirm-ok').click();
  await expect(page.getByTestId('list-row')).toHaveCount(0);
  for (const list of [first, second]) expect((await apiCall('GET', `/lists/${list.id}`, { token: manager })).status).toBe(404);
});

test('a rep cannot bulk-delete a list shared with them', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('rep no delete');
  const list = await createList(manager, { name, sharing: 'READ_WRITE' });

  await signInTo(page, 'rep@demo.test', '#!/lists/?status=shared');
  await searchLists(page, name, 1);
  await listRow(page, list.id).getByTestId('list-select').check();
  await expect(listRow(page, list.id).getByTestId('list-select')).toHaveAttribute('data-state', 'selected');
  await expect(page.getByTestId('bulk-delete')).toBeDisabled();
  expect((await apiCall('GET', `/lists/${list.id}`, { token: manager })).status).toBe(200);
});

test('bulk refresh with no dynamic list checked says so and refreshes nothing', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const prefix = uniqueName('no dynamic');
  await createList(manager, { name: `${prefix} a` });
  await createList(manager, { name: `${prefix} b` });

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  await searchLists(page, prefix, 2);
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/refresh')) refreshes.push(r.url());
  });
  await page.getByTestId('lists-select-all').check();
  await page.getByTestId('bulk-refresh').click();
  await expect(feedback(page)).toHaveText('There are no dynamic lists to be refreshed.');
  await expect(feedback(page)).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('list-confirm-ok')).toHaveCount(0);
  expect(refreshes).toEqual([]);
});

test('RETRY FAILED EMAILS on a list with a playbook queues its failed emails again', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('retry');
  const list = await createList(manager, { name });
  await withPlaybook(manager, list.id, `${name} playbook`, [{ name: 'Intro email', action: 'email', variants: [{ name: 'Intro', template: { subject: 'Hello', body: '<p>Hi</p>' } }] }]);
  const ids = await demoContactIds(manager, 3, 140);
  await addContacts(manager, list.id, ids);
  const failed = ids.slice(0, 2);
  await setListStatus(manager, list.id, 'email send error', failed);

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  await searchLists(page, name, 1);
  await listRow(page, list.id).getByTestId('list-row-menu').click();
  await page.getByTestId('list-action-RETRY_FAILED_EMAILS').click();
  await page.getByTestId('list-confirm-ok').click();
  await expect(feedback(page)).toHaveText('2 emails were queued.');
  const statuses = (await listContacts(manager, list.id)).contacts.filter((c) => failed.includes(c.id)).map((c) => c.listStatus);
  expect(statuses).toHaveLength(2);
  expect(statuses).not.toContain('email send error');

  // Nothing failed any more: a second retry queues none.
  await listRow(page, list.id).getByTestId('list-row-menu').click();
  await page.getByTestId('list-action-RETRY_FAILED_EMAILS').click();
  await page.getByTestId('list-confirm-ok').click();
  await expect(feedback(page)).toHaveText('0 emails were queued.');
});

test('add to list from the contact page puts the contact in the chosen list', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('add from contact');
  const list = await createList(manager, { name });
  const goneName = uniqueName('gone before ok');
  const gone = await createList(manager, { name: goneName });
  const [contactId] = await demoContactIds(manager, 1, 160);

  await signInTo(page, 'manager@demo.test', `#!/contacts/${contactId}`);
  await expect(page.getByTestId('contact-detail')).toBeVisible();
  await page.getByTestId('add-to-list').click();
  const modal = page.getByTestId('list-target-modal');
  await expect(modal.getByTestId('list-target-ok')).toBeDisabled();
  await modal.getByTestId('list-target-list').fill(name);
  await page.getByRole('option', { name }).click();
  await modal.getByTestId('list-target-ok').click();
  await expect(page.getByTestId('add-to-list-message')).toHaveText(`Added to ${name}`);
  const members = await listContacts(manager, list.id);
  expect(members.contacts.map((c) => c.id)).toEqual([contactId]);
  expect(members.contacts[0]?.listStatus).toBe('not contacted');

  // A list that is gone by the time OK is pressed: the contact page's own text (spec 1 section 8).
  await page.getByTestId('add-to-list').click();
  await modal.getByTestId('list-target-list').fill(goneName);
  await page.getByRole('option', { name: goneName }).click();
  expect((await apiCall('DELETE', `/lists/${gone.id}`, { token: manager })).status).toBe(200);
  await modal.getByTestId('list-target-ok').click();
  await expect(page.getByTestId('add-to-list-message')).toHaveText('Unable to add at least one contact to list');
});

test('the resume-to-list modal puts an exited contact back into a list that allows it', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('resume back');
  const closed = uniqueName('resume closed');
  const list = await createList(manager, { name, allowContactsBackToList: true });
  const noBack = await createList(manager, { name: closed });
  const [contactId] = await demoContactIds(manager, 1, 180);
  for (const l of [list, noBack]) {
    await addContacts(manager, l.id, [contactId!]);
    await setListStatus(manager, l.id, 'exited', [contactId!]);
  }

  await signInTo(page, 'manager@demo.test', `#!/contacts/${contactId}`);
  await page.getByTestId('resume-to-list').click();
  const modal = page.getByTestId('resume-to-list-modal');
  await expect(modal.getByTestId('resume-ok')).toBeDisabled();
  await modal.getByTestId('resume-list').click();
  // Only the list that lets contacts back is offered, with the contact's status in it.
  await expect(page.getByRole('option', { name: `${name} (exited)` })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(closed) })).toHaveCount(0);
  await page.getByRole('option', { name: `${name} (exited)` }).click();
  await modal.getByTestId('resume-ok').click();
  await expect(modal.getByRole('status')).toHaveText(`The contact is back in ${name}`);
  expect((await listContacts(manager, list.id)).contacts[0]?.listStatus).toBe('not contacted');
  expect((await listContacts(manager, noBack.id)).contacts[0]?.listStatus).toBe('exited');
  // The list was read again: the contact has nothing left to resume into.
  await expect(modal.getByText('No list can take this contact back.')).toBeVisible();
});

test("expanding a variant shows that variant's contacts only", async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('variants');
  const created = await createList(manager, { name });
  const list = await withPlaybook(manager, created.id, `${name} playbook`, [
    {
      name: 'Intro email',
      action: 'email',
      variants: [
        { name: 'Short', template: { subject: 'Hi', body: 'A' } },
        { name: 'Long', template: { subject: 'Hello', body: 'B' } },
      ],
    },
  ]);
  const ids = await demoContactIds(manager, 5, 200);
  await addContacts(manager, list.id, ids);
  const [a, b] = list.playbook!.steps[0]!.variants;
  // The server deals the step's variants A, B, A, B, A to contacts arriving on it, in contact id order.
  const dealt = [...ids].sort((x, y) => Number(x) - Number(y));
  const idsOf = async (variantId: number) => (await listContacts(manager, list.id, `?variantId=${variantId}`)).contacts.map((c) => String(c.id)).sort();
  const [inA, inB] = [await idsOf(a!.id), await idsOf(b!.id)];
  expect(inA).toEqual([dealt[0], dealt[2], dealt[4]].map(String).sort());
  expect(inB).toEqual([dealt[1], dealt[3]].map(String).sort());

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  await searchLists(page, name, 1);
  await listRow(page, list.id).getByTestId('list-expand').click();
  const variantRow = (id: number) => page.locator(`[data-testid="playbook-variant"][data-variant-id="${id}"]`);
  await expect(variantRow(b!.id).getByTestId('variant-total')).toHaveText('2');
  await variantRow(b!.id).getByTestId('variant-contacts-toggle').click();
  const table = page.locator(`[data-testid="list-contacts"][data-variant-id="${b!.id}"]`);
  await expect(table.getByTestId('list-contact-row')).toHaveCount(2);
  const shown = async () => (await table.getByTestId('list-contact-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-contact-id') ?? ''))).sort();
  expect(await shown()).toEqual(inB);
  await expect(table.getByTestId('list-contacts-total')).toContainText('2');
  // A variant cannot be emptied at once (the server removes a whole step): only selected rows.
  await expect(table.getByTestId('contacts-remove-all')).toHaveCount(0);

  // The other variant replaces it.
  await variantRow(a!.id).getByTestId('variant-contacts-toggle').click();
  await expect(table).toHaveCount(0);
  const tableA = page.locator(`[data-testid="list-contacts"][data-variant-id="${a!.id}"]`);
  await expect(tableA.getByTestId('list-contact-row')).toHaveCount(3);
  expect((await tableA.getByTestId('list-contact-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-contact-id') ?? ''))).sort()).toEqual(inA);
});

test('Connect Score (30 days) and Last Connect are offered only when the tenant enables connect score', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = uniqueName('connect score');
  const list = await createList(manager, { name });
  // Twenty members: enough long names and addresses to show whether the default columns fit.
  await addContacts(manager, list.id, await demoContactIds(manager, 20, 220));
  const setConnectScore = async (enabled: boolean) => {
    const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
    try {
      await database.db.execute(sql`update tenants set settings = settings || ${JSON.stringify({ connectScore: { enabled } })}::jsonb where name = 'Demo Co'`);
    } finally {
      await database.close();
    }
  };

  // A full tab: the default columns, connect score pair included, fit without scrolling sideways.
  await page.setViewportSize({ width: 1400, height: 900 });
  const scrollsSideways = () =>
    page
      .getByTestId('list-contacts-box')
      .getByRole('region', { name: 'Contacts' })
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  await signInTo(page, 'manager@demo.test', `#!/lists/${list.id}`);
  await expect(page.getByTestId('list-contact-row')).toHaveCount(20);
  await expect(page.getByTestId('column-email')).toBeVisible();
  await expect(page.getByTestId('column-connectScoreThirty')).toHaveCount(0);
  await expect(page.getByTestId('column-lastConnect')).toHaveCount(0);
  await page.getByTestId('columns-menu').click();
  await expect(page.getByTestId('column-toggle-email')).toBeVisible();
  await expect(page.getByTestId('column-toggle-connectScoreThirty')).toHaveCount(0);
  await page.keyboard.press('Escape');

  try {
    await setConnectScore(true);
    await page.reload();
    await expect(page.getByTestId('list-contact-row')).toHaveCount(20);
    await expect(page.getByTestId('column-connectScoreThirty')).toHaveText('Connect Score (30 days)');
    await expect(page.getByTestId('column-lastConnect')).toHaveText('Last Connect');
    expect(await scrollsSideways()).toBe(false);
    await page.getByTestId('columns-menu').click();
    await expect(page.getByTestId('column-toggle-connectScoreThirty')).toBeVisible();
  } finally {
    // The demo tenant is shared by the later tests: back to the default.
    await setConnectScore(false);
  }
});
