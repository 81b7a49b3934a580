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

test('Debug is offered to administrators only and shows no server file path; the header + says it adds a task', async ({ workspace }) => {
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  // The header's +: its name and its tooltip.
  const add = workspace.getByRole('button', { name: 'New task' });
  await expect(add).toHaveText('+');
  await add.hover();
  await expect(workspace.getByRole('tooltip', { name: 'New task' })).toBeVisible();

  await workspace.getByTestId('nav-more').click();
  await expect(workspace.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(workspace.getByRole('menuitem', { name: 'Debug' })).toHaveCount(0);
  await workspace.keyboard.press('Escape');
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/debug'));
  await expect(workspace.getByTestId('no-access')).toHaveAttribute('data-cap', 'settings.admin');
  await expect(workspace.getByTestId('debug-parts')).toHaveCount(0);
  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login/);

  await signIn(workspace, 'admin@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.getByTestId('nav-more').click();
  await workspace.getByRole('menuitem', { name: 'Debug' }).click();
  const database = workspace.getByTestId('debug-parts').locator('[data-part="database"]');
  await expect(database).toHaveAttribute('data-state', 'up');
  // The server's data directory is an absolute path on its machine: the page never names it.
  await expect(database).toContainText('embedded PostgreSQL');
  expect(await workspace.getByTestId('debug-parts').innerText()).not.toMatch(/(^|\s)\/[\w.-]+\/[\w./-]+/);
});

test('the account page lists its opportunities and names the contact of each timeline entry', async ({ workspace }) => {
  const token = await apiLogin('rep@demo.test');
  const contacts = (await apiCall<{ payload: { contacts: { id: number }[] } }>('GET', '/contacts?type=contact&limit=20', { token })).body.payload.contacts;
  let found: { id: number; firstName: string; lastName: string; account: { id: number } } | null = null;
  for (const { id } of contacts) {
    const contact = (await apiCall<{ payload: { contact: { id: number; firstName: string; lastName: string; account: { id: number } | null } } }>('GET', `/contacts/${id}`, { token })).body.payload
      .contact;
    if (contact.account) {
      found = { ...contact, account: contact.account };
      break;
    }
  }
  if (!found) throw new Error('no demo contact with an account');
  const tag = randomUUID().slice(0, 6);
  const created = await apiCall('POST', '/opportunities', { token, body: { name: `Renewal ${tag}`, accountId: found.account.id, contactId: found.id, amount: 1200, closeDate: '2026-12-15' } });
  expect(created.status).toBe(200);
  expect((await apiCall('POST', `/contacts/${found.id}/notes`, { token, body: { content: `Account note ${tag}` } })).status).toBe(200);

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/accounts/${found.account.id}`));
  const opportunity = workspace.getByTestId('account-opportunity').filter({ hasText: `Renewal ${tag}` });
  await expect(opportunity).toContainText('Dec 15, 2026');
  await expect(opportunity).toContainText('$1,200');
  const entry = workspace.getByTestId('timeline-entry').filter({ hasText: `Account note ${tag}` });
  await expect(entry.getByTestId('timeline-contact')).toHaveText(`With ${`${found.firstName} ${found.lastName}`.trim()}`);
  await expect(entry.getByTestId('timeline-contact')).toHaveAttribute('href', `#!/contacts/${found.id}`);
});

test('CSV import without a required column: the page offers a value for every row, and the clean rows are imported with it', async ({ workspace }) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  const csv = `First Name,Last Name,Email\nAda,Role${tag},ada.${tag}@import.test\nAlan,Role${tag},alan.${tag}@import.test\n`;
  await signIn(workspace, 'manager@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/import'));
  await workspace.locator('input[type=file]').setInputFiles({ name: 'no-role.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await workspace.getByRole('button', { name: 'Upload' }).click();
  const detail = workspace.getByTestId('import-detail');
  await expect(detail).toHaveAttribute('data-status', 'uploaded');
  await expect(detail).toContainText('No column fills Contact Role: rows without it are rejected.');
  await workspace.getByLabel('Contact Role for every row').fill('Champion');
  await expect(detail).not.toContainText('No column fills Contact Role');
  await workspace.getByRole('button', { name: 'Start import' }).click();
  await expect(detail).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(workspace.getByTestId('import-progress')).toHaveAttribute('data-created', '2');
  await expect(workspace.getByTestId('import-progress')).toHaveAttribute('data-rejected', '0');

  const token = await apiLogin('manager@demo.test');
  const found = await apiCall<{ payload: { contacts: Array<{ id: number }> } }>('GET', `/contacts/search?query=${encodeURIComponent(`Ada Role${tag}`)}&limit=5`, { token });
  const ada = found.body.payload.contacts[0]!;
  const contact = (await apiCall<{ payload: { contact: { otherFields: Record<string, unknown> | null } } }>('GET', `/contacts/${ada.id}`, { token })).body.payload.contact;
  expect(contact.otherFields).toMatchObject({ Contact_Role__c: 'Champion' });
});
