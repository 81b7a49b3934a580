import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

interface TaskReply {
  payload: { task: { id: number; activityDate: string | null; isDone: boolean } };
}
interface ListReply {
  payload: { tasks: { date: string | null; tasks: { id: number; isDone: boolean; activityDate: string | null }[] }[] };
}
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** A tenant of its own, so changing tenant task settings touches no other test's data. */
async function tenantWithAdminAndRep() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by the global setup');
  const database = openDatabase(url, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Tasks Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `tasks-admin-${tag}@tasks.test`, password: 'Demo@Sales1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const rep = await createUser(database.db, tenant.id, { email: `tasks-rep-${tag}@tasks.test`, password: 'Demo@Sales1', firstName: 'Rex', lastName: 'Rep', role: 'rep' });
    return { admin, rep };
  } finally {
    await database.close();
  }
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));
const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#!\/login/);
};

test('an admin sets the due date on completion and the overdue limit; a rep may not change settings nor the admin’s task', async ({ workspace }) => {
  test.setTimeout(90_000);
  const { admin, rep } = await tenantWithAdminAndRep();
  const adminToken = await apiLogin(admin.email);
  const add = async (body: Record<string, unknown>) => (await apiCall<TaskReply>('POST', '/tasks', { token: adminToken, body: { taskPriority: { id: 1 }, ...body } })).body.payload.task;
  await add({ taskType: 'CALL', subject: 'Ten days late', activityDate: day(-10) });
  const fiveLate = await add({ taskType: 'CALL', subject: 'Five days late', activityDate: day(-5), timezoneOffset: -new Date().getTimezoneOffset() });

  await signIn(workspace, admin.email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await go(workspace, '/tasks');
  const overdue = workspace.getByTestId('group-overdue');
  // Default look-back: 3 months, both late tasks are overdue.
  await expect(overdue.getByTestId('task-row')).toHaveCount(2);

  // The tasks page's menu leads an admin to the task settings.
  await workspace.getByTestId('tasks-menu').click();
  await workspace.getByTestId('tasks-menu-settings').click();
  await expect(workspace.getByTestId('task-settings-page')).toHaveAttribute('data-status', 'loaded');
  const toggle = workspace.getByTestId('task-settings-due-date');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect
    .poll(
      async () =>
        (await apiCall<{ payload: { setDueDateToCurrentDateOnTaskCompletion: boolean } }>('GET', '/tasks/settings', { token: adminToken })).body.payload.setDueDateToCurrentDateOnTaskCompletion,
    )
    .toBe(true);
  await workspace.getByTestId('overdue-limit-value').fill('1');
  await workspace.getByTestId('overdue-limit-unit').click();
  await workspace.getByRole('option', { name: 'Weeks' }).click();
  await workspace.getByTestId('overdue-limit-save').click();
  await expect(workspace.getByTestId('overdue-limit-saved')).toHaveText('Settings saved successfully');

  // A one-week look-back: the ten-day-old task is no longer in the overdue group.
  await go(workspace, '/tasks');
  await expect(overdue.getByTestId('task-row').filter({ hasText: 'Five days late' })).toBeVisible();
  await expect(overdue.getByTestId('task-row')).toHaveCount(1);
  // Completing it moves its due date to today (server rule), and it leaves the open list.
  await overdue.getByTestId('task-row').filter({ hasText: 'Five days late' }).getByTestId('task-done').click();
  await expect(overdue.getByTestId('task-row')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await apiCall<ListReply>('GET', `/tasks?openOnly=false&startTime=${day(0)}&endTime=${day(0)}`, { token: adminToken })).body.payload.tasks
        .flatMap((g) => g.tasks)
        .find((t) => t.id === fiveLate.id),
    )
    .toMatchObject({ isDone: true, activityDate: day(0) });
  const open = await add({ taskType: 'EMAIL', subject: 'Admin only email', activityDate: day(0) });
  await signOut(workspace);

  // A rep: no task settings in the menu, a read-only settings page, and the admin's task cannot be changed.
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await go(workspace, '/tasks');
  await workspace.getByTestId('tasks-menu').click();
  await expect(workspace.getByTestId('tasks-menu-reminders')).toBeVisible();
  await expect(workspace.getByTestId('tasks-menu-settings')).toHaveCount(0);
  await workspace.keyboard.press('Escape');
  await workspace.getByTestId('tasks-user').click();
  await workspace.getByRole('option', { name: 'Ada Admin' }).click();
  const row = workspace.getByTestId('task-row').filter({ hasText: 'Admin only email' });
  await row.getByTestId('task-subject-link').click();
  await workspace.getByTestId('task-subject').fill('Taken over');
  await workspace.getByTestId('task-save').click();
  await expect(workspace.getByTestId('task-form-error')).toHaveText('Only the task owner, its assigned users or a manager can change this task.');
  const still = (await apiCall<ListReply>('GET', `/tasks?startTime=${day(0)}&endTime=${day(0)}`, { token: adminToken })).body.payload.tasks.flatMap((g) => g.tasks);
  expect(still.find((t) => t.id === open.id)).toMatchObject({ subject: 'Admin only email' });
  await go(workspace, '/settings/yourorganization/task');
  await expect(workspace.getByText('Only administrators can change these settings.')).toBeVisible();
  await expect(workspace.getByTestId('task-settings-due-date')).toBeDisabled();
});

test('a rep sets reminders per type and notifications by subject; the next reminders follow them', async ({ workspace, extension }) => {
  test.setTimeout(90_000);
  const { rep } = await tenantWithAdminAndRep();
  const token = await apiLogin(rep.email);
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await go(workspace, '/tasks');
  await workspace.getByTestId('tasks-menu').click();
  await workspace.getByTestId('tasks-menu-reminders').click();
  const page = workspace.getByTestId('task-notification-settings');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const rows = page.getByTestId('reminder-row');
  await expect(rows).toHaveCount(1); // the default: all others, 15 minutes

  // A callback reminder: the period must be numeric, and save waits until it is.
  await page.getByTestId('reminder-add').click();
  await rows.nth(1).getByTestId('reminder-type').click();
  await expect(workspace.getByRole('option', { name: 'All others' })).toHaveAttribute('data-combobox-disabled', 'true');
  await workspace.getByRole('option', { name: 'Callback' }).click();
  await rows.nth(1).getByTestId('reminder-period').fill('soon');
  await expect(rows.nth(1).getByTestId('reminder-row-error')).toHaveText('The reminder period must be a number of minutes.');
  await expect(page.getByTestId('task-notify-save')).toBeDisabled();
  await rows.nth(1).getByTestId('reminder-period').fill('10');
  await expect(page.getByTestId('reminder-row-error')).toHaveCount(0);
  // All other types: no reminder.
  await rows.nth(0).getByRole('switch').dispatchEvent('click');
  await expect(rows.nth(0).getByRole('switch')).not.toBeChecked();
  // Desktop only for subjects containing "renewal": the text is required.
  await page.getByTestId('notify-desktop-type').getByText('Subject contains').click();
  await expect(page.getByText('Enter the text the task subject must contain.')).toBeVisible();
  await expect(page.getByTestId('task-notify-save')).toBeDisabled();
  await page.getByTestId('notify-desktop-content').fill('renewal');
  await page.getByTestId('task-notify-save').click();
  await expect(page.getByTestId('task-notify-saved')).toBeVisible();
  const saved = (await apiCall<{ payload: unknown }>('GET', '/tasks/notification-settings', { token })).body.payload;
  expect(saved).toEqual({
    taskReminders: { CALLBACK: { period: 10, enabled: true }, allOthers: { period: 15, enabled: false } },
    taskNotifications: { desktop: { enable: true, type: 'subject', content: 'renewal' }, sound: { enable: false, type: 'all' } },
  });
  await workspace.reload();
  await expect(page.getByTestId('reminder-row')).toHaveCount(2);

  // Three tasks due in 8 minutes: only the callback whose subject has "renewal" raises a desktop reminder.
  const soon = new Date(Date.now() + 8 * 60_000);
  const due = { activityDate: format(soon, 'yyyy-MM-dd'), time: format(soon, 'HH:mm:00'), timezoneOffset: -soon.getTimezoneOffset(), taskPriority: { id: 1 } };
  const add = async (body: Record<string, unknown>) => (await apiCall<TaskReply>('POST', '/tasks', { token, body: { ...due, ...body } })).body.payload.task;
  const renewal = await add({ taskType: 'CALLBACK', subject: 'Renewal callback' });
  await add({ taskType: 'CALLBACK', subject: 'Plain callback' });
  await add({ taskType: 'CALL', subject: 'Renewal call' });
  // A new sign-in starts the reminder poller afresh, with the saved settings.
  await signOut(workspace);
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  const [worker] = extension.context.serviceWorkers();
  const reminderIds = () =>
    worker!.evaluate(async () =>
      Object.keys(await (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome.notifications.getAll()).filter((id) =>
        id.startsWith('task-reminder:'),
      ),
    );
  await expect.poll(reminderIds, { timeout: 20_000 }).toEqual([`task-reminder:${renewal.id}`]);
  await workspace.waitForTimeout(1500);
  expect(await reminderIds()).toEqual([`task-reminder:${renewal.id}`]);
});

test('the task selector steps through a contact’s tasks; filterContact; the list and card error states', async ({ workspace }) => {
  test.setTimeout(90_000);
  const { admin, rep } = await tenantWithAdminAndRep();
  const token = await apiLogin(rep.email);
  const adminToken = await apiLogin(admin.email);
  const contact = async (lastName: string) =>
    (await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', { token, body: { isLead: false, firstName: 'Cara', lastName, phones: [], emails: [] } })).body.payload.contactId;
  const cara = await contact(`Carousel${Date.now()}`);
  const other = await contact(`Other${Date.now()}`);
  const add = async (body: Record<string, unknown>) => (await apiCall<TaskReply>('POST', '/tasks', { token, body: { taskPriority: { id: 1 }, ...body } })).body.payload.task;
  await add({ taskType: 'CALL', subject: 'Cara first call', contactId: cara, activityDate: day(-1) });
  await add({ taskType: 'EMAIL', subject: 'Cara follow-up email', contactId: cara, activityDate: day(2) });
  await add({ taskType: 'OTHER', subject: 'Cara someday', contactId: cara, activityDate: null });
  await add({ taskType: 'CALL', subject: 'Other contact call', contactId: other, activityDate: day(0) });
  await add({ taskType: 'CALL', subject: 'No contact call', activityDate: day(0) });

  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await go(workspace, `/contacts/${cara}`);
  const selector = workspace.getByTestId('task-selector');
  await expect(selector).toHaveAttribute('data-status', 'loaded');
  // Earliest due first: the overdue call, then the email, then the undated task.
  await expect(selector.getByTestId('task-selector-subject')).toHaveText('Cara first call');
  await expect(selector.getByTestId('task-selector-position')).toHaveText('1 of 3');
  await expect(selector.getByTestId('task-selector-previous')).toBeDisabled();
  await selector.getByTestId('task-selector-next').click();
  await expect(selector.getByTestId('task-selector-subject')).toHaveText('Cara follow-up email');
  await selector.getByTestId('task-selector-select').click();
  await expect(selector.getByTestId('task-selector-select')).toHaveText('Selected');
  // Keyboard: arrows move between tasks and stop at the ends.
  await selector.focus();
  await workspace.keyboard.press('ArrowRight');
  await workspace.keyboard.press('ArrowRight');
  await expect(selector.getByTestId('task-selector-position')).toHaveText('3 of 3');
  await expect(selector.getByTestId('task-selector-next')).toBeDisabled();
  await workspace.keyboard.press('ArrowLeft');
  await expect(selector.getByTestId('task-selector-subject')).toHaveText('Cara follow-up email');
  await expect(selector.getByTestId('task-selector-select')).toHaveText('Selected');
  // Completing the selected task in the card drops it from the selector and the selection.
  await workspace.getByTestId('timeline-tasks').getByTestId('task-row').filter({ hasText: 'Cara follow-up email' }).getByTestId('task-done').click();
  await expect(selector.getByTestId('task-selector-position')).toHaveText(/of 2$/);
  await expect(selector.getByTestId('task-selector-select')).toHaveText('Select');

  // "All tasks" opens the task list filtered to the contact (filterContact); clearing shows every contact.
  await workspace.getByTestId('timeline-all-tasks').click();
  await expect(workspace).toHaveURL(new RegExp(`#!/tasks\\?filterContact=${cara}$`));
  await expect(workspace.getByTestId('tasks-filter-contact')).toContainText('Cara Carousel');
  await expect(workspace.getByTestId('group-overdue')).toContainText('Cara first call');
  await expect(workspace.getByTestId('group-no-due-date')).toContainText('Cara someday');
  await expect(workspace.getByTestId('task-row').filter({ hasText: 'Other contact call' })).toHaveCount(0);
  await expect(workspace.getByTestId('task-row').filter({ hasText: 'No contact call' })).toHaveCount(0);
  await workspace.getByTestId('tasks-filter-contact-clear').click();
  await expect(workspace.getByTestId('task-row').filter({ hasText: 'Other contact call' })).toBeVisible();
  await expect(workspace.getByTestId('task-row').filter({ hasText: 'No contact call' })).toBeVisible();

  // The card's failure: the contact is deleted in another session; a task pushed to the rep reloads the
  // card, whose request the server now answers 404.
  await go(workspace, `/contacts/${cara}`);
  await expect(selector).toHaveAttribute('data-status', 'loaded');
  expect((await apiCall('DELETE', `/contacts/${cara}`, { token })).status).toBe(200);
  expect((await apiCall('POST', '/tasks', { token: adminToken, body: { taskType: 'OTHER', subject: 'Pushed to the rep', ownerId: rep.id } })).status).toBe(200);
  await expect(workspace.getByTestId('timeline-tasks-error')).toHaveText('Unable to retrieve tasks from server.');
  await expect(selector).toHaveAttribute('data-status', 'error');

  // The list's error state: a saved page state names a user the server does not know (404).
  const state = { period: 1, completed: false, dt: null, filters: ['ALL'], userId: 999_999_999, userName: 'Gone', sort: {} };
  expect((await apiCall('PUT', '/page-states/taskPageState', { token, body: { value: state } })).status).toBe(200);
  await go(workspace, '/tasks');
  await workspace.reload();
  await expect(workspace.getByTestId('tasks-page')).toHaveAttribute('data-status', 'error');
  await expect(workspace.getByTestId('task-list-error').first()).toHaveText('Could not retrieve data from server.');
  // Picking a user again recovers the list.
  await workspace.getByTestId('tasks-user').click();
  await workspace.getByRole('option', { name: 'Rex Rep' }).click();
  await expect(workspace.getByTestId('tasks-page')).not.toHaveAttribute('data-status', 'error');
  await expect(workspace.getByTestId('task-row').filter({ hasText: 'No contact call' })).toBeVisible();
});
