import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/**
 * The power dialer's start buttons (spec 2 section 5, Dialing; spec 1 section 8): disabled when the
 * list is inactive or has no due contacts, with the reason on hover; a list paused meanwhile answers
 * 423, which shows 'Cannot perform actions on paused lists.' and reloads the lists. The wait time
 * setting shows only while the tenant's powerDialerSettingsEnabled is on (spec 3).
 */
interface ListReply {
  payload: { list: { id: number } };
}
interface ContactsReply {
  payload: { contacts: { id: number }[] };
}

const unique = (label: string) => `PDB ${label} ${randomUUID().slice(0, 8)}`;

async function createList(token: string, name: string, contactCount: number, extra: Record<string, unknown> = {}) {
  const res = await apiCall<ListReply>('POST', '/lists', { token, body: { name, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const listId = res.body.payload.list.id;
  if (contactCount > 0) {
    const contacts = await apiCall<ContactsReply>('GET', `/contacts?limit=${contactCount}&offset=200`, { token });
    const added = await apiCall('POST', `/lists/${listId}/contacts`, { token, body: { contactIds: contacts.body.payload.contacts.map((c) => c.id) } });
    expect(added.status).toBe(200);
  }
  return listId;
}

async function rowOf(page: Page, name: string, listId: number) {
  await page.getByTestId('lists-search').fill(name);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  return page.locator(`[data-testid="list-row"][data-list-id="${listId}"]`);
}

test('dial buttons: disabled on an inactive list and on a list with nobody due, with the reason; a paused list answers 423 and the lists reload', async ({ workspace: page }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('manager@demo.test');
  const inactive = unique('inactive');
  const inactiveId = await createList(token, inactive, 3, { active: false });
  const empty = unique('empty');
  const emptyId = await createList(token, empty, 0);
  const paused = unique('paused');
  const pausedId = await createList(token, paused, 2);

  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, '#!/lists/'));

  const inactiveRow = await rowOf(page, inactive, inactiveId);
  await expect(inactiveRow.getByTestId('list-dial')).toBeDisabled();
  await expect(inactiveRow.getByTestId('list-dial')).toHaveAttribute('data-reason', 'inactive');
  await inactiveRow.getByTestId('list-dial-wrap').hover();
  await expect(page.getByRole('tooltip')).toHaveText('The list is inactive');
  await page.mouse.move(0, 0);

  const emptyRow = await rowOf(page, empty, emptyId);
  await expect(emptyRow.getByTestId('list-dial')).toHaveAttribute('data-reason', 'noDue');
  // Keyboard users get the reason too: the disabled button's wrapper takes focus.
  await emptyRow.getByTestId('list-select').focus();
  await page.keyboard.press('Tab');
  await expect(emptyRow.getByTestId('list-dial-wrap')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('There are no contacts to dial in the list');

  // The list is paused by someone else while this page shows it: dialling answers 423, the alert shows and the table reloads.
  const pausedRow = await rowOf(page, paused, pausedId);
  await expect(pausedRow.getByTestId('list-dial')).toBeEnabled();
  expect((await apiCall('PATCH', `/lists/${pausedId}/pause`, { token })).status).toBe(200);
  await pausedRow.getByTestId('list-dial').click();
  await expect(page.getByTestId('pd-start-error')).toContainText('Cannot perform actions on paused lists.');
  await expect(page.getByTestId('list-row')).toHaveCount(0);
  await expect(page.getByTestId('power-dialer-panel')).toHaveCount(0);
  await page.getByTestId('pd-start-error').getByRole('button').click();
  await expect(page.getByTestId('pd-start-error')).toHaveCount(0);
});

test('the power dialer wait time offers 0 and the spec options, saves for the user, and hides when the tenant turns the settings off', async ({ workspace: page }) => {
  test.setTimeout(60_000);
  const admin = await apiLogin('admin@demo.test');
  await signIn(page, 'rep2@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, '#!/lists/'));
  await page.getByTestId('pd-wait-time').click();
  await expect(page.getByRole('option')).toHaveText(['No wait (0 s)', '10 s (default)', '20 s', '30 s', '60 s', '120 s', '180 s', '300 s', '600 s']);
  await page.getByRole('option', { name: 'No wait (0 s)' }).click();
  await expect(page.getByTestId('pd-wait-time')).toHaveValue('No wait (0 s)');
  const rep2 = await apiLogin('rep2@demo.test');
  await expect.poll(async () => (await apiCall<{ payload: { powerDialerTime: number | null } }>('GET', '/users/me/power-dialer', { token: rep2 })).body.payload.powerDialerTime).toBe(0);

  try {
    expect((await apiCall('PUT', '/admin/power-dialer/settings', { token: admin, body: { powerDialerSettingsEnabled: false } })).status).toBe(200);
    await page.reload();
    await expect(page.getByTestId('lists-page')).toBeVisible();
    await expect(page.getByTestId('lists-table-all')).toBeVisible();
    await expect(page.getByTestId('pd-wait-time')).toHaveCount(0);
  } finally {
    await apiCall('PUT', '/admin/power-dialer/settings', { token: admin, body: { powerDialerSettingsEnabled: true } });
  }
});
