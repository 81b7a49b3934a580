import type { Page } from '@playwright/test';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { sidewaysScroll } from './support/sideways-scroll';

const ADMIN = 'admin@demo.test';
const QUEUE = 'Weekend queue';

/** What an earlier, interrupted run of this test left in the demo tenant: its schedule and queue. */
async function removeLeftovers(token: string) {
  const queues = await apiCall<{ payload: { queues: { id: number; name: string }[] } }>('GET', '/acd/queues', { token });
  for (const queue of queues.body.payload.queues.filter((q) => q.name === QUEUE)) await apiCall('DELETE', `/admin/acd/queues/${queue.id}`, { token });
  await apiCall('DELETE', `/admin/settings/schedules/${encodeURIComponent('Weekend desk')}`, { token });
}

async function openSettingsPage(workspace: Page, entry: string) {
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu-select').click();
  await workspace.getByRole('option', { name: entry, exact: true }).click();
}

test('Schedules: at 400 px an administrator sees "Office hours", creates "Weekend desk" (an overlap refused at the field), finds it in the ACD queue form, and deletes it after asking (refused while a queue follows it)', async ({
  workspace,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(ADMIN);
  await removeLeftovers(token);
  await workspace.setViewportSize({ width: 400, height: 900 });
  await signIn(workspace, ADMIN);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await openSettingsPage(workspace, 'Schedules');
  await expect(workspace).toHaveURL(/#!\/settings\/yourorganization\/schedules$/);
  const page = workspace.getByTestId('schedules-page');

  // The seeded schedule, in the organization's time zone.
  const office = page.locator('[data-testid="schedule-row"][data-name="Office hours"]');
  await expect(office).toContainText('Monday 09:00-17:00');
  await expect(office).toContainText('Friday 09:00-17:00');
  await expect(office).not.toContainText('Saturday');
  await expect(page.getByTestId('schedules-zone')).toHaveText("Times are in your organization's time zone: America/New_York.");

  // A new schedule: Saturday and Sunday 10:00-14:00; an overlapping interval is refused where it was typed.
  await page.getByRole('button', { name: 'New schedule' }).click();
  const editor = page.getByTestId('schedule-editor');
  await editor.getByLabel('Name').fill('Weekend desk');
  const saturday = editor.getByTestId('schedule-day-6');
  await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await saturday.getByLabel('Start').first().fill('10:00');
  await saturday.getByLabel('End').first().fill('14:00');
  await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await saturday.getByLabel('Start').nth(1).fill('13:00');
  await saturday.getByLabel('End').nth(1).fill('15:00');
  await expect(saturday.getByTestId('schedule-interval').nth(1)).toContainText('Overlaps another interval of this day');
  await expect(saturday.getByTestId('schedule-interval').first()).not.toContainText('Overlaps');
  await editor.getByTestId('schedule-save').click();
  await expect(saturday.getByTestId('schedule-interval').nth(1)).toContainText('Overlaps another interval of this day');
  await expect(page.locator('[data-testid="schedule-row"][data-name="Weekend desk"]')).toHaveCount(0);
  expect(await sidewaysScroll(workspace)).toBeNull();
  await saturday.getByRole('button', { name: 'Remove 13:00-15:00 on Saturday' }).click();
  await expect(saturday.getByTestId('schedule-interval')).toHaveCount(1);
  const sunday = editor.getByTestId('schedule-day-7');
  await sunday.getByRole('button', { name: 'Add hours on Sunday' }).click();
  await sunday.getByLabel('Start').fill('10:00');
  await sunday.getByLabel('End').fill('14:00');
  await editor.getByTestId('schedule-save').click();
  await expect(editor).toHaveCount(0);
  const weekend = page.locator('[data-testid="schedule-row"][data-name="Weekend desk"]');
  await expect(weekend).toContainText('Saturday 10:00-14:00');
  await expect(weekend).toContainText('Sunday 10:00-14:00');
  await expect(weekend).not.toContainText('Monday');

  // The server's refusal keeps the edits: a name taken in another case.
  await page.getByRole('button', { name: 'New schedule' }).click();
  await editor.getByLabel('Name').fill('office HOURS');
  await editor.getByTestId('schedule-save').click();
  await expect(editor.getByTestId('schedule-save-error')).toHaveText('Schedule with this name already exists');
  await expect(editor.getByLabel('Name')).toHaveValue('office HOURS');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  expect(await sidewaysScroll(workspace)).toBeNull();

  // The ACD queue form offers both schedules.
  await openSettingsPage(workspace, 'ACD queues');
  await workspace.getByRole('button', { name: 'Add queue' }).click();
  const queueForm = workspace.getByTestId('queue-form');
  await queueForm.getByLabel('Schedule', { exact: true }).click();
  await expect(workspace.getByRole('option', { name: 'Weekend desk' })).toBeVisible();
  await expect(workspace.getByRole('option', { name: 'Office hours' })).toBeVisible();
  await workspace.keyboard.press('Escape');
  await queueForm.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks first; while a queue follows the schedule the server refuses, and says why.
  const queue = await apiCall<{ payload: { id: number } }>('POST', '/admin/acd/queues', {
    token,
    body: { name: QUEUE, phoneNumber: `+1555${String(Date.now()).slice(-7)}`, memberIds: [], scheduleName: 'Weekend desk' },
  });
  expect(queue.status).toBe(200);
  await openSettingsPage(workspace, 'Schedules');
  await weekend.getByRole('button', { name: 'Delete' }).click();
  const dialog = workspace.getByRole('dialog', { name: 'Delete schedule' });
  await expect(dialog).toContainText('Delete the schedule "Weekend desk"?');
  await dialog.getByTestId('schedule-delete-confirm').click();
  await expect(dialog.getByTestId('schedule-delete-error')).toHaveText(`Schedule in use by queue ${QUEUE}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(weekend).toHaveCount(1);

  expect((await apiCall('DELETE', `/admin/acd/queues/${queue.body.payload.id}`, { token })).status).toBe(200);
  await weekend.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('Delete the schedule "Weekend desk"?');
  await expect(dialog.getByTestId('schedule-delete-error')).toHaveCount(0);
  await dialog.getByTestId('schedule-delete-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(weekend).toHaveCount(0);
  await expect(office).toHaveCount(1);
});
