import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { addDemoUser } from './support/users';

interface TaskReply {
  payload: { task: { id: number; isDone: boolean; owner: { id: number } } };
}
/** The service worker's chrome.notifications, typed for the test. */
interface NotificationsGlobal {
  chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } };
}
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

test('a rep plans, completes, filters and reassigns tasks; collapse state and filters survive a reload; a failed completion reverts', async ({ workspace }) => {
  test.setTimeout(120_000);
  const email = `tasks-${randomUUID().slice(0, 8)}@demo.test`;
  await addDemoUser({ email, password: 'Demo@Sales1', firstName: 'Tess', lastName: 'Tasker' });
  const token = await apiLogin(email);
  const add = async (body: Record<string, unknown>) => (await apiCall<TaskReply>('POST', '/tasks', { token, body: { taskPriority: { id: 1 }, ...body } })).body.payload.task;
  const overdue = await add({ taskType: 'DEMO', subject: 'Overdue demo', activityDate: day(-2), time: '10:00:00' });
  const emailTask = await add({ taskType: 'EMAIL', subject: 'Send the proposal', activityDate: day(0), time: '11:00:00' });
  const doomed = await add({ taskType: 'EMAIL', subject: 'Doomed email', activityDate: day(0), time: '12:00:00' });
  await add({ taskType: 'OTHER', subject: 'Someday task', activityDate: null });
  const users = (await apiCall<{ payload: { users: { id: number; firstName: string; lastName: string; email: string }[] } }>('GET', '/users', { token })).body.payload.users;
  const rep2 = users.find((u) => u.email === 'rep2@demo.test')!;

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/tasks'));
  const row = (subject: string) => workspace.getByTestId('task-row').filter({ hasText: subject });
  await expect(workspace.getByTestId('group-overdue').getByTestId('task-row').filter({ hasText: 'Overdue demo' })).toBeVisible();
  await expect(workspace.getByTestId('group-no-due-date')).toContainText('Someday task');
  await expect(row('Send the proposal')).toBeVisible();

  // Create a call task for tomorrow through the form, then move to tomorrow and see it.
  await workspace.getByTestId('navbar-add-task').click();
  await workspace.getByTestId('task-subject').fill('Call Ada about renewal');
  await workspace.getByTestId('task-date').fill('tomorrow');
  await workspace.getByTestId('task-time').fill('9:30');
  await expect(workspace.getByTestId('task-save')).toBeDisabled(); // time must be hh:mm a
  await workspace.getByTestId('task-time').fill('09:30 AM');
  await expect(workspace.getByTestId('task-save')).toBeEnabled();
  await workspace.getByTestId('task-save').click();
  await expect(workspace.getByTestId('task-form')).toHaveCount(0);
  await expect(row('Call Ada about renewal')).toHaveCount(0); // today's view
  await workspace.getByTestId('tasks-next').click();
  await expect(workspace.getByTestId('tasks-range')).toHaveAttribute('data-start', day(1));
  await expect(
    workspace
      .getByTestId(`group-day-${day(1)}`)
      .getByTestId('task-row')
      .filter({ hasText: 'Call Ada about renewal' }),
  ).toBeVisible();
  await expect(row('Call Ada about renewal')).toHaveAttribute('data-task-type', 'CALL');
  await workspace.getByTestId('tasks-today').click();
  await expect(workspace.getByTestId('tasks-range')).toHaveAttribute('data-start', day(0));

  // Completing an overdue task: it leaves the list, and the server has it done.
  await row('Overdue demo').getByTestId('task-done').click();
  await expect(row('Overdue demo')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ payload: { tasks: { tasks: { id: number; isDone: boolean }[] }[] } }>('GET', `/tasks?openOnly=false&startTime=${day(-2)}&endTime=${day(-2)}`, { token })
        ).body.payload.tasks[0]?.tasks.find((t) => t.id === overdue.id)?.isDone,
    )
    .toBe(true);

  // Type filters: a type turns All off; turning the last type off turns All back on.
  const filter = (key: string) => workspace.getByTestId(`type-filter-${key}`);
  const labels: Record<string, string> = { ALL: 'All', CALL: 'Call', EMAIL: 'Email', OTHER: 'Other' };
  const clickFilter = (key: string) => workspace.getByTestId('type-filters').getByText(labels[key]!, { exact: true }).click();
  await clickFilter('CALL');
  await expect(filter('ALL')).toHaveAttribute('data-checked', 'false');
  await expect(filter('CALL')).toHaveAttribute('data-checked', 'true');
  await expect(row('Send the proposal')).toHaveCount(0);
  await expect(row('Someday task')).toHaveCount(0);
  await clickFilter('CALL');
  await expect(filter('ALL')).toHaveAttribute('data-checked', 'true');
  await expect(row('Send the proposal')).toBeVisible();
  await clickFilter('EMAIL');
  await expect(row('Send the proposal')).toBeVisible();
  await expect(row('Someday task')).toHaveCount(0);
  await clickFilter('OTHER');
  await expect(row('Someday task')).toBeVisible();

  // Collapse the no-due-date group; once the 5 s autosave and the collapse are saved, a reload finds filters and collapse as left.
  await workspace.getByTestId('group-no-due-date-toggle').click();
  await expect(workspace.getByTestId('group-no-due-date')).toHaveAttribute('data-collapsed', 'true');
  // Waited for on the server, not slept for: the autosave may come late on a loaded machine.
  const savedFilters = async () => (await apiCall<{ payload: { value: { filters?: string[] } | null } }>('GET', '/page-states/taskPageState', { token })).body.payload.value?.filters;
  await expect.poll(savedFilters, { timeout: 20_000 }).toEqual(['EMAIL', 'OTHER']);
  const savedNoDueDate = async () =>
    (await apiCall<{ payload: { state: { noDueDate: { collapsed: boolean } | null } } }>('GET', '/tasks/block-state', { token })).body.payload.state.noDueDate?.collapsed;
  await expect.poll(savedNoDueDate, { timeout: 20_000 }).toBe(true);
  await workspace.reload();
  await expect(workspace.getByTestId('group-no-due-date')).toHaveAttribute('data-collapsed', 'true');
  await expect(filter('EMAIL')).toHaveAttribute('data-checked', 'true');
  await expect(filter('OTHER')).toHaveAttribute('data-checked', 'true');
  await expect(filter('ALL')).toHaveAttribute('data-checked', 'false');
  await expect(row('Send the proposal')).toBeVisible();

  // A failing completion: another session deleted the task, so the server answers 404 and the toggle reverts.
  expect((await apiCall('DELETE', `/tasks/${doomed.id}`, { token })).status).toBe(200);
  await row('Doomed email').getByTestId('task-done').click();
  await expect(row('Doomed email').getByTestId('task-done-error')).toBeVisible();
  await expect(row('Doomed email').getByTestId('task-done')).not.toBeChecked();
  await expect(row('Doomed email')).toHaveAttribute('data-done', 'false');

  // Edit the owner: everything reloads and the task leaves this rep's list.
  await row('Send the proposal').getByTestId('task-subject-link').click();
  await expect(workspace.getByRole('dialog')).toBeVisible();
  await workspace.getByTestId('task-owner').click();
  await workspace.getByRole('option', { name: `${rep2.firstName} ${rep2.lastName}` }).click();
  await workspace.getByTestId('task-save').click();
  await expect(row('Send the proposal')).toHaveCount(0);
  const moved = await apiCall<{ payload: { tasks: { tasks: { id: number; owner: { id: number } }[] }[] } }>('GET', `/tasks?userId=${rep2.id}&startTime=${day(0)}&endTime=${day(0)}`, { token });
  expect(moved.body.payload.tasks.flatMap((g) => g.tasks).find((t) => t.id === emailTask.id)?.owner.id).toBe(rep2.id);
});

test('a contact shows its tasks; the callback table drops a completed callback; a due task raises a desktop reminder', async ({ workspace, extension }) => {
  test.setTimeout(90_000);
  const email = `tasks-${randomUUID().slice(0, 8)}@demo.test`;
  await addDemoUser({ email, password: 'Demo@Sales1', firstName: 'Cal', lastName: 'Back' });
  const token = await apiLogin(email);
  const contacts = (await apiCall<{ payload: { contacts: { id: number; lastName: string }[] } }>('GET', '/contacts?type=contact&limit=5', { token })).body.payload.contacts;
  const contact = contacts[4]!;
  const add = async (body: Record<string, unknown>) => (await apiCall<TaskReply>('POST', '/tasks', { token, body: { taskPriority: { id: 1 }, ...body } })).body.payload.task;
  const soon = new Date(Date.now() + 5 * 60_000);
  await add({
    taskType: 'CALLBACK',
    subject: 'Ring back Ada',
    contactId: contact.id,
    activityDate: format(soon, 'yyyy-MM-dd'),
    time: format(soon, 'HH:mm:00'),
    timezoneOffset: -soon.getTimezoneOffset(),
  });
  await add({ taskType: 'MEETING', subject: 'Meet in a year', contactId: contact.id, activityDate: day(365) });
  await add({ taskType: 'MEETING', subject: 'Meet in two years', contactId: contact.id, activityDate: day(730) });
  await add({ taskType: 'OTHER', subject: 'Undated note task', contactId: contact.id, activityDate: null });
  await add({ taskType: 'CALLBACK', subject: 'Callback without contact', activityDate: day(0), time: null });

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);

  // The reminder: the offscreen poller asks the background for a desktop notification.
  const [worker] = extension.context.serviceWorkers();
  await expect
    .poll(
      async () => worker!.evaluate(async () => Object.keys(await (globalThis as unknown as NotificationsGlobal).chrome.notifications.getAll()).filter((id) => id.startsWith('task-reminder:')).length),
      { timeout: 20_000 },
    )
    .toBe(1);

  // Timeline tasks card: 18 months either way plus undated.
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  const card = workspace.getByTestId('timeline-tasks');
  await expect(card.getByTestId('task-row').filter({ hasText: 'Ring back Ada' })).toBeVisible();
  await expect(card.getByTestId('task-row').filter({ hasText: 'Meet in a year' })).toBeVisible();
  await expect(card.getByTestId('task-row').filter({ hasText: 'Undated note task' })).toBeVisible();
  await expect(card.getByTestId('task-row').filter({ hasText: 'Meet in two years' })).toHaveCount(0);

  // Callback table: only callbacks with a contact; completing one removes it.
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/tasks/callbacks'));
  const cbRow = workspace.getByTestId('callback-row').filter({ hasText: 'Ring back Ada' });
  await expect(cbRow).toBeVisible();
  await expect(workspace.getByTestId('callback-row')).toHaveCount(1);
  await cbRow.getByTestId('callback-done').click();
  await expect(workspace.getByTestId('callback-row')).toHaveCount(0);
});
