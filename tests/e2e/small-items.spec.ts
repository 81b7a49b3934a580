import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { addDemoUser } from './support/users';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

test('task rows: an overdue task shows its date, each checkbox says what it does; a new task shows once on its contact', async ({ workspace }) => {
  test.setTimeout(90_000);
  const email = `small-${randomUUID().slice(0, 8)}@demo.test`;
  await addDemoUser({ email, password: 'Demo@Sales1', firstName: 'Sam', lastName: 'Small' });
  const token = await apiLogin(email);
  const contacts = (await apiCall<{ payload: { contacts: { id: number }[] } }>('GET', '/contacts?type=contact&limit=3', { token })).body.payload.contacts;
  const contact = contacts[2]!;
  await apiCall('POST', '/tasks', { token, body: { taskPriority: { id: 1 }, taskType: 'DEMO', subject: 'Late demo', activityDate: day(-3), time: '10:00:00' } });
  await apiCall('POST', '/tasks', { token, body: { taskPriority: { id: 1 }, taskType: 'EMAIL', subject: 'Mail today', activityDate: day(0), time: '11:00:00' } });

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/tasks'));
  const late = workspace.getByTestId('group-overdue').getByTestId('task-row').filter({ hasText: 'Late demo' });
  await expect(late.getByTestId('task-due')).toHaveText(`${format(addDays(new Date(), -3), 'MMM d, yyyy')}, 10:00 AM`);
  const todays = workspace.getByTestId('task-row').filter({ hasText: 'Mail today' });
  await expect(todays.getByTestId('task-due')).toHaveText('11:00 AM');
  await expect(late.getByRole('checkbox', { name: 'Select Late demo for Dial selected' })).toBeVisible();
  await expect(late.getByRole('checkbox', { name: 'Mark Late demo as done' })).toBeVisible();

  // On a contact: a task made from its card shows once, and the card has one checkbox per task (done).
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contact.id}`));
  const card = workspace.getByTestId('timeline-tasks');
  await expect(workspace.getByTestId('task-selector')).not.toHaveAttribute('data-status', 'loading');
  await card.getByTestId('timeline-new-task').click();
  await workspace.getByTestId('task-subject').fill('Fresh contact task');
  await workspace.getByTestId('task-date').fill('tomorrow');
  await workspace.getByTestId('task-save').click();
  await expect(workspace.getByTestId('task-form')).toHaveCount(0);
  const fresh = card.getByTestId('task-row').filter({ hasText: 'Fresh contact task' });
  await expect(fresh).toHaveCount(1);
  await expect(fresh.getByRole('checkbox')).toHaveCount(1);
  await expect(fresh.getByRole('checkbox', { name: 'Mark Fresh contact task as done' })).toBeVisible();
  // A later reload (a push, a refetch) still shows it once.
  await workspace.reload();
  await expect(card.getByTestId('task-row').filter({ hasText: 'Fresh contact task' })).toHaveCount(1);
});
