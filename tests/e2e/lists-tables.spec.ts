import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { callLists } from '../../server/db/schema';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

interface ListReply {
  payload: { list: { id: number; name: string; contactsCount: number; assignees: { id: number }[]; paused: boolean } };
}
interface ContactsReply {
  payload: { contacts: { id: number; firstName: string; lastName: string }[] };
}
interface ListContactsReply {
  payload: { contacts: { id: number; name: string }[]; total: number };
}
interface ViewReply {
  payload: { view: { sort: { column: string; direction: string }[]; hiddenColumns: string[] } };
}
interface UsersReply {
  payload: { users: { id: number; email: string }[] };
}

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
  // The name is unique: once the search has been applied the table holds that one row.
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await expect(row).toBeVisible();
  return row;
}

const feedback = (page: Page) => page.getByTestId('list-feedback');

test('sorting by two columns, hiding a default column and showing another survive a reload', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const list = await createList(token, { name: unique('sort') });
  await addContacts(token, list.id, await demoContactIds(token, 14));

  await signInTo(page, 'manager@demo.test', `#!/lists/${list.id}`);
  const table = page.getByTestId('list-contacts-table');
  await expect(table.getByTestId('list-contact-row')).toHaveCount(14);
  // Email shows by default, Timezone waits in the column menu.
  await expect(page.getByTestId('column-email')).toBeVisible();
  await expect(page.getByTestId('column-timezone')).toHaveCount(0);

  // Main sort Title descending, then Name ascending, through the sort modal.
  await page.getByTestId('sort-open').click();
  const modal = page.getByTestId('sort-modal');
  await modal.getByTestId('sort-column-0').click();
  await page.getByRole('option', { name: 'Title', exact: true }).click();
  await modal.getByTestId('sort-direction-0').getByText('Descending').click();
  await modal.getByTestId('sort-add').click();
  await expect(modal.getByTestId('sort-column-1')).toHaveValue('Name');
  await modal.getByTestId('sort-apply').click();
  await expect(page.getByTestId('column-title')).toHaveAttribute('aria-sort', 'descending');

  // Show Timezone and hide Email from the column menu (keyboard closes it).
  await page.getByTestId('columns-menu').click();
  await page.getByTestId('column-toggle-timezone').click();
  await expect(page.getByTestId('column-timezone')).toBeVisible();
  await page.getByTestId('column-toggle-email').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('column-email')).toHaveCount(0);

  // The server holds the view; its row order is the table's.
  await expect
    .poll(async () => (await apiCall<ViewReply>('GET', `/lists/${list.id}/contacts/view?stepId=0`, { token })).body.payload.view)
    .toEqual(
      expect.objectContaining({
        sort: [
          { column: 'title', direction: 'desc' },
          { column: 'name', direction: 'asc' },
        ],
        // A column hidden by default is saved marked '+' when shown; one shown by default by its key when hidden.
        hiddenColumns: ['+timezone', 'email'],
      }),
    );
  const expected = (await apiCall<ListContactsReply>('GET', `/lists/${list.id}/contacts?order=${encodeURIComponent('title:desc,name:asc')}`, { token })).body.payload.contacts.map((c) => String(c.id));

  await page.reload();
  await expect(page.getByTestId('column-title')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('column-timezone')).toBeVisible();
  await expect(page.getByTestId('column-email')).toHaveCount(0);
  await expect(page.getByTestId('column-name')).toBeVisible();
  await expect(table.getByTestId('list-contact-row')).toHaveCount(14);
  const shown = await table.getByTestId('list-contact-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-contact-id') ?? ''));
  expect(shown).toEqual(expected);
  await page.getByTestId('sort-open').click();
  await expect(page.getByTestId('sort-modal').getByTestId('sort-column-0')).toHaveValue('Title');
  await expect(page.getByTestId('sort-modal').getByTestId('sort-column-1')).toHaveValue('Name');
});

test('at a full tab the list shows the columns a rep works with; more columns scroll inside the table box, header and scrollbar in view', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const list = await createList(token, { name: unique('columns') });
  await addContacts(token, list.id, await demoContactIds(token, 40));
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInTo(page, 'manager@demo.test', `#!/lists/${list.id}`);
  const table = page.getByTestId('list-contacts-table');
  await expect(table.getByTestId('list-contact-row')).toHaveCount(40);
  const headers = () => table.locator('th[data-testid^="column-"]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-testid')));
  expect(await headers()).toEqual(['name', 'title', 'account', 'ownerName', 'listStatus', 'phones', 'email', 'lastCallDateTime'].map((k) => `column-${k}`));
  // Phone numbers read as everywhere else (the phone module's formatter, national for a US dialing plan), not raw E.164.
  const phoneCells = table.locator('[data-col="phones"]');
  await expect(phoneCells.filter({ hasText: /^\(\d{3}\) \d{3}-\d{4}/ }).first()).toBeVisible();
  await expect(phoneCells.filter({ hasText: /\+1\d{10}/ })).toHaveCount(0);

  // The box of the rows: as wide as the page allows, nothing to drag sideways, and no taller than the window.
  const viewport = page.getByTestId('list-contacts-box').getByRole('region', { name: 'Contacts' });
  const measure = () => viewport.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, doc: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
  expect(await measure()).toEqual(expect.objectContaining({ doc: 0 }));
  const fits = await measure();
  expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth + 1);
  const box = (await viewport.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(900 - 48);

  // Every other column from the menu (saved as the user's view).
  await page.getByTestId('columns-menu').click();
  const toggles = page.locator('[data-testid^="column-toggle-"]');
  // The menu is open before its items are read (all() does not wait: a menu still opening gave none to click).
  await expect(toggles.first()).toBeVisible();
  // One at a time, as a person clicks: each shows checked before the next is clicked.
  for (const toggle of await toggles.all()) {
    if (await toggle.getByRole('checkbox').isChecked()) continue;
    await toggle.click();
    await expect(toggle.getByRole('checkbox')).toBeChecked();
  }
  await page.keyboard.press('Escape');
  await expect(table.locator('th[data-testid^="column-"]')).toHaveCount((await toggles.count()) + 1);

  // Now the box scrolls sideways, the page does not; with the box's top under the shell's header its bottom
  // edge (the sideways scrollbar) is in the window, and the header row stays on top while the rows scroll.
  await expect.poll(async () => (await measure()).scrollWidth).toBeGreaterThan(fits.clientWidth + 100);
  expect((await measure()).doc).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await viewport.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 48));
  const scrolled = (await viewport.boundingBox())!;
  expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(900);
  const scrollbar = page.getByTestId('list-contacts-box').locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
  await expect(scrollbar).toBeVisible();
  const bar = (await scrollbar.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(900);
  await viewport.evaluate((el) => el.scrollTo(el.scrollWidth, 600));
  const header = (await table.getByTestId('column-name').boundingBox())!;
  expect(Math.abs(header.y - scrolled.y)).toBeLessThanOrEqual(2);
  await expect(table.locator('th[data-testid^="column-"]').last()).toBeInViewport();
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

test('a list with a playbook expands to its steps and variants; selection, dial rule, reset confirmation and bulk delete', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const name = unique('playbook');
  const list = await createList(token, { name });
  const created = await apiCall<{ payload: { playbook: { id: number } } }>('POST', '/playbooks', {
    token,
    body: {
      name: `${name} playbook`,
      steps: [
        { name: 'First call', action: 'call' },
        {
          name: 'Follow-up',
          action: 'automatic-email',
          gap: 1440,
          variants: [
            { name: 'Short', template: { subject: 'Hi', body: 'A' } },
            { name: 'Long', template: { subject: 'Hello', body: 'B' } },
          ],
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const playbookId = created.body.payload.playbook.id;
  expect((await apiCall('POST', `/playbooks/${playbookId}/list/${list.id}`, { token })).status).toBe(200);
  await addContacts(token, list.id, await demoContactIds(token, 4, 60));

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  const row = await findListRow(page, name, list.id);
  await expect(row.getByTestId('list-playbook')).toHaveText(`${name} playbook`);
  await row.getByTestId('list-expand').click();
  const steps = page.getByTestId('playbook-steps');
  await expect(steps.getByTestId('playbook-step')).toHaveCount(2);
  await expect(steps.getByTestId('playbook-variant')).toHaveCount(2);
  const first = steps.getByTestId('playbook-step').first();
  await expect(first.getByTestId('step-total')).toHaveText('4');
  await expect(first.getByTestId('step-due')).toHaveText('4');
  // Contacts are due and the list is active: the step's dial button starts the power dialer.
  await expect(first.getByTestId('step-dial')).toBeEnabled();

  // An inactive list: the dial button is disabled and says so.
  await row.getByRole('switch').click({ force: true });
  await expect(row.getByTestId('list-active')).toHaveAttribute('data-checked', 'false');
  await expect(first.getByTestId('step-dial')).toBeDisabled();
  await expect(first.getByTestId('step-dial')).toHaveAttribute('data-reason', 'inactive');
  await first.getByTestId('step-dial-wrap').hover();
  await expect(page.getByRole('tooltip')).toHaveText('The list is inactive');

  // Checking one step leaves its list partial, which is enough for the bulk actions.
  await first.getByRole('checkbox').check();
  await expect(row.getByTestId('list-select')).toHaveAttribute('data-state', 'partial');
  await page.getByTestId('bulk-reset').click();
  const confirm = page.getByTestId('list-confirm-ok');
  await expect(confirm).toBeDisabled();
  await page.getByTestId('list-confirm-check').check();
  const reset = page.waitForResponse((r) => r.url().endsWith(`/lists/${list.id}/reset`));
  await confirm.click();
  expect((await reset).status()).toBe(200);
  await expect(page.getByTestId('list-feedback')).toHaveCount(0);

  await row.getByTestId('list-select').check();
  await expect(row.getByTestId('list-select')).toHaveAttribute('data-state', 'selected');
  await page.getByTestId('bulk-delete').click();
  await page.getByTestId('list-confirm-ok').click();
  await expect(row).toHaveCount(0);
  expect((await apiCall('GET', `/lists/${list.id}`, { token })).status).toBe(404);
});

test('a tag created on the checked lists filters the table; the tag filter and showOnlyContactsDue are restored after a reload', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const prefix = unique('tags');
  const withContacts = await createList(token, { name: `${prefix} due` });
  const empty = await createList(token, { name: `${prefix} empty` });
  await addContacts(token, withContacts.id, await demoContactIds(token, 2, 80));
  const tagName = `tag ${randomUUID().slice(0, 6)}`;
  try {
    await signInTo(page, 'manager@demo.test', '#!/lists/');
    await page.getByTestId('lists-search').fill(prefix);
    await expect(page.getByTestId('list-row')).toHaveCount(2);
    await page.getByTestId('lists-select-all').check();
    await page.getByTestId('create-tag-open').click();
    await page.getByTestId('tag-create').click();
    await expect(page.getByText('Tag name is required')).toBeVisible();
    await page.getByTestId('tag-name').fill(tagName);
    await page.getByTestId('tag-create').click();
    await expect(page.getByTestId('tag-name')).toHaveCount(0);
    for (const id of [withContacts.id, empty.id]) await expect(page.locator(`[data-testid="list-row"][data-list-id="${id}"]`).getByTestId('list-tag')).toHaveText(tagName);

    await page.getByTestId('lists-filter-tags').click();
    await page.getByRole('option', { name: new RegExp(tagName) }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('lists-search').fill('');
    await expect(page.getByTestId('list-row')).toHaveCount(2);
    await page.getByTestId('lists-filter-due').click({ force: true });
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.locator(`[data-testid="list-row"][data-list-id="${withContacts.id}"]`)).toBeVisible();

    await expect.poll(async () => (await apiCall<{ payload: { value: unknown } }>('GET', '/page-states/showOnlyContactsDue', { token })).body.payload.value).toBe(true);
    await page.reload();
    await expect(page.getByTestId('lists-filter-due')).toBeChecked();
    await expect(page.getByText(tagName, { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.locator(`[data-testid="list-row"][data-list-id="${withContacts.id}"]`)).toBeVisible();
  } finally {
    // The saved filters belong to the demo manager: later tests must find an unfiltered table.
    await apiCall('PUT', '/page-states/allListsTagsFilter', { token, body: { value: [] } });
    await apiCall('PUT', '/page-states/showOnlyContactsDue', { token, body: { value: false } });
  }
});

test('a rep previews a shared list read-only from the row menu; a legacy list shows its warning; row buttons follow the list status', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const manager = await apiLogin('manager@demo.test');
  const name = unique('preview');
  const list = await createList(manager, { name, sharing: 'READ_ONLY' });
  const [worked, fresh] = await demoContactIds(manager, 2, 100);
  await addContacts(manager, list.id, [worked!, fresh!]);
  expect((await apiCall('PATCH', `/lists/${list.id}/contacts`, { token: manager, body: { listStatus: 'contacted', contactIds: [worked] } })).status).toBe(200);

  await signInTo(page, 'rep@demo.test', '#!/lists/?status=shared');
  const row = await findListRow(page, name, list.id);
  await row.getByTestId('list-row-menu').click();
  await expect(page.getByTestId('list-action-EDIT')).toHaveCount(0);
  await expect(page.getByTestId('list-action-DELETE')).toHaveCount(0);
  await page.getByTestId('list-action-PREVIEW').click();
  await expect(page).toHaveURL(new RegExp(`#!/lists/${list.id}/view$`));
  const preview = page.getByTestId('list-preview');
  await expect(preview.getByTestId('list-contact-row')).toHaveCount(2);
  // Read only: no action buttons, no row menus, no removal.
  await expect(preview.getByTestId('contact-row-action')).toHaveCount(0);
  await expect(preview.getByTestId('contact-row-menu')).toHaveCount(0);
  await expect(preview.getByTestId('contacts-remove-all')).toHaveCount(0);

  // The owner's detail view: the worked contact's CALL is disabled, the other's starts the power dialer (tests/e2e-phone/power-dialer*.spec.ts).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#!\/login/);
  await signInTo(page, 'manager@demo.test', `#!/lists/${list.id}`);
  const rowOf = (id: number) => page.locator(`[data-testid="list-contact-row"][data-contact-id="${id}"]`);
  await expect(rowOf(worked!).getByTestId('contact-row-action')).toBeDisabled();
  await expect(rowOf(worked!).getByTestId('contact-row-action')).toHaveAttribute('data-label', 'CALL');
  await expect(rowOf(fresh!).getByTestId('contact-row-action')).toBeEnabled();

  // A legacy list (old conditions) cannot be viewed.
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    await database.db.update(callLists).set({ legacy: true }).where(eq(callLists.id, list.id));
  } finally {
    await database.close();
  }
  await goto(page, `#!/lists/${list.id}/view`);
  await expect(page.getByTestId('legacy-warning')).toHaveText('This is a legacy list with old conditions: it cannot be edited or viewed.');
  await expect(page.getByTestId('list-contacts')).toHaveCount(0);
});

test('the email action of an email step opens the composer in playbook mode for the contacts due on it', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const name = unique('email step');
  const list = await createList(token, { name });
  const created = await apiCall<{ payload: { playbook: { id: number } } }>('POST', '/playbooks', {
    token,
    body: { name: `${name} playbook`, steps: [{ name: 'Intro email', action: 'email', variants: [{ name: 'Intro', template: { subject: 'Hello {{firstName}}', body: '<p>Hi</p>' } }] }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await apiCall('POST', `/playbooks/${created.body.payload.playbook.id}/list/${list.id}`, { token })).status).toBe(200);
  await addContacts(token, list.id, await demoContactIds(token, 3, 120));

  await signInTo(page, 'manager@demo.test', '#!/lists/');
  const row = await findListRow(page, name, list.id);
  await row.getByTestId('list-expand').click();
  const step = page.getByTestId('playbook-step').first();
  await expect(step.getByTestId('step-due')).toHaveText('3');
  await step.getByTestId('step-email').click();
  const composer = page.getByTestId('email-composer');
  await expect(composer).toHaveAttribute('data-mode', 'playbook');
  await expect(composer.getByTestId('email-playbook-to')).toContainText('3');
});

test('a contact inside a list (#!/lists/{listId}/contacts/{contactId}): its status and the calls made to it on this list, with a way to the contact', async ({ workspace }) => {
  const token = await apiLogin('manager@demo.test');
  const list = await createList(token, { name: `LT member page ${randomUUID().slice(0, 8)}` });
  const [contactId, outsider] = await demoContactIds(token, 2, 40);
  await addContacts(token, list.id, [contactId!]);
  const saved = await apiCall('POST', '/telephony/call-info', {
    token,
    body: { callId: `member-${randomUUID()}`, contactId, result: 'Left Voicemail', direction: 'out', durationSeconds: 75, context: { listId: list.id } },
  });
  expect(saved.status).toBe(200);
  await signInTo(workspace, 'manager@demo.test', `#!/lists/${list.id}/contacts/${contactId}`);
  await expect(workspace.getByTestId('list-contact-page')).toBeVisible();
  await expect(workspace.getByTestId('list-contact-list')).toHaveText(list.name);
  // A call saved from the list works its step: on a list without a playbook the contact is then completed.
  await expect(workspace.getByTestId('list-contact-status')).toHaveText('completed');
  await expect(workspace.getByTestId('list-contact-call')).toHaveCount(1);
  await expect(workspace.getByTestId('list-contact-call')).toContainText('Left Voicemail');
  await expect(workspace.getByTestId('list-contact-call')).toContainText('00:01:15');
  await workspace.getByTestId('list-contact-open').click();
  await expect(workspace).toHaveURL(new RegExp(`#!/contacts/${contactId}$`));
  // A contact that is not in the list: the page says so.
  await goto(workspace, `#!/lists/${list.id}/contacts/${outsider}`);
  await expect(workspace.getByTestId('list-contact-error')).toContainText('The contact was not found');
});
