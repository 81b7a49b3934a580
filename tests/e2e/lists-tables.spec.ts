import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

interface ListReply { payload: { list: { id: number; name: string; contactsCount: number; assignees: { id: number }[]; paused: boolean } } }
interface ContactsReply { payload: { contacts: { id: number; firstName: string; lastName: string }[] } }
interface ListContactsReply { payload: { contacts: { id: number; name: string }[]; total: number } }
interface ViewReply { payload: { view: { sort: { column: string; direction: string }[]; hiddenColumns: string[] } } }
interface UsersReply { payload: { users: { id: number; email: string }[] } }

const unique = (label: string) => `LT ${label} ${randomUUID().slice(0, 8)}`;

async function demoContactIds(token: string, count: number, offset = 0): Promise<number[]> {
  const res = await apiCall<ContactsReply>('GET', `/contacts?limit=${count}&offset=${offset}`, { token });
  expect(res.status).toBe(200);
  return res.body.payload.contacts.map((c) => c.id);
}

async function createList(token: string, body: Record<string, unknown>) {
  const res = await apiCall<ListReply>('POST', '/lists', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.list;
}

async function addContacts(token: string, listId: number, contactIds: number[]) {
  const res = await apiCall('POST', `/lists/${listId}/contacts`, { token, body: { contactIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const goto = async (page: Page, hash: string) => {
  await page.goto(page.url().replace(/#!.*$/, hash));
};

async function signInTo(page: Page, email: string, hash: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await goto(page, hash);
}

/** The row of one list in the visible lists table, found through the name search. */
async function findListRow(page: Page, name: string, listId: number) {
  await page.getByTestId('lists-search').fill(name);
  const row = page.locator(`[data-testid="list-row"][data-list-id="${listId}"]`);
  await expect(row).toBeVisible();
  return row;
}

const feedback = (page: Page) => page.getByTestId('list-feedback');

test('sorting by two columns and hiding a column survive a reload', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const list = await createList(token, { name: unique('sort') });
  await addContacts(token, list.id, await demoContactIds(token, 14));

  await signInTo(page, 'manager@demo.test', `#!/lists/${list.id}`);
  const table = page.getByTestId('list-contacts-table');
  await expect(table.getByTestId('list-contact-row')).toHaveCount(14);
  await expect(page.getByTestId('column-timezone')).toBeVisible();

  // Main sort Title descending, then Name ascending, through the sort modal.
  await page.getByTestId('sort-open').click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/lt2.png' });
  const modal = page.getByTestId('sort-modal');
  await modal.getByTestId('sort-column-0').click();
  await page.getByRole('option', { name: 'Title', exact: true }).click();
  await modal.getByTestId('sort-direction-0').getByText('Descending').click();
  await modal.getByTestId('sort-add').click();
  await expect(modal.getByTestId('sort-column-1')).toHaveValue('Name');
  await modal.getByTestId('sort-apply').click();
  await expect(page.getByTestId('column-title')).toHaveAttribute('aria-sort', 'descending');

  // Hide the Timezone column from the column menu (keyboard closes it).
  await page.getByTestId('columns-menu').click();
  await page.getByTestId('column-toggle-timezone').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('column-timezone')).toHaveCount(0);

  // The server holds the view; its row order is the table's.
  await expect
    .poll(async () => (await apiCall<ViewReply>('GET', `/lists/${list.id}/contacts/view?stepId=0`, { token })).body.payload.view)
    .toEqual(expect.objectContaining({ sort: [{ column: 'title', direction: 'desc' }, { column: 'name', direction: 'asc' }], hiddenColumns: ['timezone'] }));
  const expected = (await apiCall<ListContactsReply>('GET', `/lists/${list.id}/contacts?order=${encodeURIComponent('title:desc,name:asc')}`, { token })).body.payload.contacts.map((c) => String(c.id));

  await page.reload();
  await expect(page.getByTestId('column-title')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('column-timezone')).toHaveCount(0);
  await expect(page.getByTestId('column-name')).toBeVisible();
  await expect(table.getByTestId('list-contact-row')).toHaveCount(14);
  const shown = await table.getByTestId('list-contact-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-contact-id') ?? ''));
  expect(shown).toEqual(expected);
  await page.getByTestId('sort-open').click();
  await expect(page.getByTestId('sort-modal').getByTestId('sort-column-0')).toHaveValue('Title');
  await expect(page.getByTestId('sort-modal').getByTestId('sort-column-1')).toHaveValue('Name');
});

test('a rep joins a shared READ_WRITE list; joining when already an assignee shows the 409 text', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const rep = await apiLogin('rep@demo.test');
  const repId = (await apiCall<UsersReply>('GET', '/users', { token: rep })).body.payload.users.find((u) => u.email === 'rep@demo.test')!.id;
  const name = unique('shared');
  const list = await createList(manager, { name, sharing: 'READ_WRITE' });

  await signInTo(page, 'rep@demo.test', '#!/lists/?status=shared');
  const row = await findListRow(page, name, list.id);

  // Another tab (here the API) joins first: the JOIN still offered here answers 409.
  expect((await apiCall('POST', `/lists/${list.id}/join`, { token: rep })).status).toBe(200);
  await row.getByTestId('list-row-menu').click();
  await page.getByTestId('list-action-JOIN').click();
  await expect(feedback(page)).toHaveText('The user is already an assignee of the list');

  // The table re-read the list: the rep is an assignee, so LEAVE is offered; then JOIN again.
  await row.getByTestId('list-row-menu').click();
  await page.getByTestId('list-action-LEAVE').click();
  await expect(feedback(page)).toContainText('You left');
  await row.getByTestId('list-row-menu').click();
  await expect(page.getByTestId('list-action-LEAVE')).toHaveCount(0);
  await page.getByTestId('list-action-JOIN').click();
  await expect(feedback(page)).toContainText('You joined');
  const after = (await apiCall<ListReply>('GET', `/lists/${list.id}`, { token: manager })).body.payload.list;
  expect(after.assignees.map((a) => a.id)).toContain(repId);
  await expect(row.getByTestId('list-assignees')).toBeVisible();
});

test('a list paused through the API answers a list action with the paused-list alert', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const name = unique('paused');
  const list = await createList(token, { name, priority: 1 });
  await addContacts(token, list.id, await demoContactIds(token, 3));

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  const row = await findListRow(page, name, list.id);
  expect((await apiCall('PATCH', `/lists/${list.id}/pause`, { token })).status).toBe(200);

  await row.getByTestId('list-priority').click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/lt1.png' });
  console.log(await page.locator('[role=option]').count(), await page.locator('[role=listbox]').count());
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await expect(feedback(page)).toHaveText('Cannot perform actions on paused lists.');
  await expect(feedback(page)).toHaveAttribute('role', 'alert');
  // The page data was reloaded: a paused list leaves the all-lists table and shows under Paused lists.
  await expect(row).toHaveCount(0);
  await page.getByTestId('lists-tab-paused').click();
  await findListRow(page, name, list.id);
  expect((await apiCall<ListReply>('GET', `/lists/${list.id}`, { token })).body.payload.list.paused).toBe(true);
});

test('moving a contact to a list that already holds it shows the conflict text; another contact moves', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const [shared, single] = await demoContactIds(token, 2, 20);
  const source = await createList(token, { name: unique('move-from') });
  const target = await createList(token, { name: unique('move-to') });
  await addContacts(token, source.id, [shared!, single!]);
  await addContacts(token, target.id, [shared!]);

  await signInTo(page, 'manager@demo.test', `#!/lists/${source.id}`);
  const rowOf = (id: number) => page.locator(`[data-testid="list-contact-row"][data-contact-id="${id}"]`);
  const moveTo = async (contactId: number) => {
    await rowOf(contactId).getByTestId('contact-row-menu').click();
    await page.getByTestId('contact-action-MOVE_TO').click();
    const modal = page.getByTestId('list-target-modal');
    await modal.getByTestId('list-target-list').fill(target.name);
    await page.getByRole('option', { name: target.name }).click();
    await modal.getByTestId('list-target-ok').click();
  };

  await moveTo(shared!);
  await expect(feedback(page)).toHaveText('The contact is already in the destination list.');
  await expect(rowOf(shared!)).toBeVisible();

  await moveTo(single!);
  await expect(rowOf(single!)).toHaveCount(0);
  await expect(feedback(page)).toContainText('Moving Contacts');
  const moved = (await apiCall<ListContactsReply>('GET', `/lists/${target.id}/contacts`, { token })).body.payload.contacts.map((c) => c.id);
  expect(moved.sort()).toEqual([shared!, single!].sort());
});

test('counts update live when the server adds contacts', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const name = unique('live');
  const list = await createList(token, { name });
  const ids = await demoContactIds(token, 5, 40);
  await addContacts(token, list.id, ids.slice(0, 2));

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  await expect(page.getByTestId('updates-status')).toHaveAttribute('data-connected', 'true');
  const row = await findListRow(page, name, list.id);
  await expect(row.getByTestId('list-counts')).toHaveAttribute('data-total', '2');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/lists/all/list')) requests.push(r.url());
  });

  await addContacts(token, list.id, ids.slice(2));
  await expect(row.getByTestId('list-counts')).toHaveAttribute('data-total', '5');
  await expect(row.getByTestId('list-counts')).toHaveAttribute('data-due', '5');
  // The push patched the row: the table was not fetched again.
  expect(requests).toEqual([]);
});

test('the active toggle reverts when the server refuses the change', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = unique('readonly');
  const list = await createList(manager, { name, sharing: 'READ_ONLY', active: true });

  await signInTo(page, 'rep@demo.test', '#!/lists/?status=shared');
  const row = await findListRow(page, name, list.id);
  const toggle = row.getByTestId('list-active');
  await expect(toggle).toHaveAttribute('data-checked', 'true');
  await row.getByRole('switch').click({ force: true });
  await expect(feedback(page)).toHaveText(`Unable to change active status for list: ${name}`);
  await expect(toggle).toHaveAttribute('data-checked', 'true');
  await expect(row.getByRole('switch')).toBeChecked();
  expect((await apiCall<{ payload: { list: { active: boolean } } }>('GET', `/lists/${list.id}`, { token: manager })).body.payload.list.active).toBe(true);
});
