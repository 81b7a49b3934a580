import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { callLists, contacts, tenants } from '../../server/db/schema';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

interface ListReply {
  payload: {
    list: {
      id: number;
      name: string;
      type: string;
      contactsCount: number;
      autoRefreshRate: number | null;
      playbook: { id: number } | null;
      condFilter: { logicType: string; logic: string | null; filters: unknown[] } | null;
    };
  };
}
interface TableReply {
  payload: { lists: { id: number; name: string }[] };
}
interface PlaybookReply {
  payload: {
    playbook: {
      automaticEmailUser: { id: number };
      exitConditions: { condition: string }[];
      steps: { id: number; action: string; gap: number; position: number; contactPhoneField: string | null; variants: { letter: string; template: { subject: string } }[] }[];
    };
  };
}

/** Demo contacts matching "Mailing City equals Boston AND (Title equals CTO OR Title equals Founder)", counted straight from the database. */
async function expectedMatches(): Promise<number> {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.name, 'Demo Co'));
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenant!.id), sql`lower(${contacts.mailingCity}) = 'boston'`, inArray(sql`lower(${contacts.title})`, ['cto', 'founder'])));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

const pick = async (page: Page, scope: ReturnType<Page['getByTestId']>, testId: string, option: string) => {
  await scope.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

async function addFilter(page: Page, n: number, field: string, value: string) {
  await page.getByTestId('add-filter').click();
  const row = page.getByTestId(`filter-row-${n}`);
  await pick(page, row, 'filter-field', field);
  await expect(row.getByTestId('filter-operator')).toHaveValue('equals');
  await row.getByTestId('filter-value').fill(value);
}

test('a manager creates a dynamic list with advanced logic and a call + automatic email playbook; it fills, edit shows it as saved, clone copies the name', async ({ workspace: page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('manager@demo.test');
  const name = `Boston execs ${randomUUID().slice(0, 8)}`;
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, '#!/lists/create'));
  await expect(page.getByTestId('list-form')).toBeVisible();

  await page.getByTestId('list-name').fill(name);
  await page.getByTestId('criteria-type').getByText('Conditions (dynamic list)').click();
  await addFilter(page, 1, 'Mailing City', 'Boston');
  await addFilter(page, 2, 'Title', 'CTO');
  await addFilter(page, 3, 'Title', 'Founder');

  // Advanced logic: the live validator speaks before anything is sent.
  await page.getByTestId('logic-type').getByText('Advanced logic').click();
  await page.getByTestId('logic-expression').fill('1 AND 2');
  await expect(page.getByTestId('logic-error')).toContainText('The logic must use every condition exactly once.');
  await expect(page.getByTestId('logic-error')).toContainText('INVALID_COND_LIST_USE_ALL_FILTERS');
  await expect(page.getByTestId('list-save')).toBeDisabled();
  await page.getByTestId('logic-expression').fill('1 AND (2 OR');
  await expect(page.getByTestId('logic-error')).toContainText('INVALID_COND_LIST_EXPRESSION');
  await page.getByTestId('logic-expression').fill('1 AND (2 OR 3)');
  await expect(page.getByTestId('logic-error')).toHaveCount(0);
  await expect(page.getByTestId('list-save')).toBeEnabled();
  await page.getByTestId('auto-refresh-minutes').fill('30');

  // Playbook: a call step, then an automatic email step a day later with variants A and B.
  await page.getByTestId('use-playbook').check();
  await pick(page, page.locator('body'), 'automatic-email-user', 'Max Manager');
  await page.getByTestId('add-exit-condition').click();
  await pick(page, page.getByTestId('exit-condition').first(), 'exit-kind', 'Connect call completed (a call of 120 seconds or more)');
  await page.getByTestId('add-step').click();
  const step1 = page.getByTestId('step-1');
  await expect(page.getByTestId('list-save')).toBeDisabled();
  await expect(page.getByTestId('list-save-blocks')).toContainText('Press Done on every new step.');
  await pick(page, step1, 'step-contact-phone', 'Mobile phone');
  await step1.getByTestId('step-done').click();
  await pick(page, page.locator('body'), 'new-step-action', 'Automatic email');
  await page.getByTestId('add-step').click();
  const step2 = page.getByTestId('step-2');
  await step2.getByTestId('step-gap').fill('1');
  await expect(step2.getByTestId('step-gap-unit')).toHaveValue('days');
  await expect(step2.getByTestId('no-variants')).toBeVisible();
  await step2.getByTestId('step-done').click();
  await expect(page.getByTestId('list-save-blocks')).toContainText('Add a variant to every automatic email step.');
  await step2.getByTestId('step-edit').click();
  await step2.getByTestId('add-variant').click();
  await step2.getByTestId('add-variant').click();
  await step2.getByTestId('variant-A').getByTestId('variant-subject').fill('Hello from Boston');
  await step2.getByTestId('variant-A').getByTestId('variant-body').fill('Variant A body');
  await step2.getByTestId('variant-B').getByTestId('variant-subject').fill('A quick question');
  await step2.getByTestId('variant-B').getByTestId('variant-body').fill('Variant B body');
  await step2.getByTestId('step-done').click();
  await expect(page.getByTestId('list-save-blocks')).toHaveCount(0);

  await page.getByTestId('list-save').click();
  await expect(page.getByTestId('list-form')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('list-save-error')).toHaveCount(0);

  // The server has it: dynamic, with the logic, the refresh rate in ms and the playbook as typed.
  const found = (await apiCall<TableReply>('POST', '/lists/my/list', { token, body: { search: name } })).body.payload.lists;
  expect(found.map((l) => l.name)).toEqual([name]);
  const listId = found[0]!.id;
  const expected = await expectedMatches();
  expect(expected).toBeGreaterThan(0);
  await expect.poll(async () => (await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list.contactsCount, { timeout: 20_000 }).toBe(expected);
  const { list } = (await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload;
  expect(list).toMatchObject({ type: 'dynamic', autoRefreshRate: 1_800_000, condFilter: { logicType: 'advanced', logic: '1 AND (2 OR 3)' } });
  expect(list.condFilter?.filters).toHaveLength(3);
  const { playbook } = (await apiCall<PlaybookReply>('GET', `/playbooks/${list.playbook!.id}`, { token })).body.payload;
  expect(playbook.exitConditions.map((e) => e.condition)).toEqual(['connectCall']);
  expect(playbook.automaticEmailUser.id).toBeGreaterThan(0);
  expect(playbook.steps.map((s) => [s.position, s.action, s.gap, s.contactPhoneField])).toEqual([
    [0, 'call', 0, 'MobilePhone'],
    [1, 'automatic-email', 1440, null],
  ]);
  // The members wait on the first step (the call).
  const members = (await apiCall<{ payload: { contacts: { playbookStepId: number | null }[]; total: number } }>('GET', `/lists/${listId}/contacts?length=200`, { token })).body.payload;
  expect(members.total).toBe(expected);
  expect(new Set(members.contacts.map((c) => c.playbookStepId))).toEqual(new Set([playbook.steps[0]!.id]));
  expect(playbook.steps[1]!.variants.map((v) => [v.letter, v.template.subject])).toEqual([
    ['A', 'Hello from Boston'],
    ['B', 'A quick question'],
  ]);

  // Edit shows everything as saved.
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('list-name')).toHaveValue(name);
  await expect(page.getByTestId('filter-row-1').getByTestId('filter-field')).toHaveValue('Mailing City');
  await expect(page.getByTestId('filter-row-1').getByTestId('filter-value')).toHaveValue('Boston');
  await expect(page.getByTestId('filter-row-3').getByTestId('filter-value')).toHaveValue('Founder');
  await expect(page.getByTestId('logic-expression')).toHaveValue('1 AND (2 OR 3)');
  await expect(page.getByTestId('auto-refresh-minutes')).toHaveValue('30');
  await expect(page.getByTestId('automatic-email-user')).toHaveValue('Max Manager');
  await expect(page.getByTestId('step-1')).toContainText('Call');
  await expect(page.getByTestId('step-2')).toContainText('1 day · A, B');
  await page.getByTestId('step-2').getByTestId('step-edit').click();
  await expect(page.getByTestId('step-2').getByTestId('variant-B').getByTestId('variant-subject')).toHaveValue('A quick question');
  await expect(page.getByTestId('list-save')).toBeEnabled();

  // Clone: create with cloneListId shows the copy-of name.
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/create?cloneListId=${listId}`));
  await expect(page.getByTestId('list-name')).toHaveValue(`Copy of ${name}`);
  await expect(page.getByTestId('logic-expression')).toHaveValue('1 AND (2 OR 3)');
  await expect(page.getByTestId('step-2')).toContainText('A, B');
});

test('a failed save keeps the form and the retry finishes it; changed criteria ask to save the edit or make a new list; a legacy list shows the warning', async ({ workspace: page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('manager@demo.test');
  const name = `Retry list ${randomUUID().slice(0, 8)}`;
  const created = await apiCall<ListReply>('POST', '/lists', { token, body: { name } });
  expect(created.status).toBe(200);
  const listId = created.body.payload.list.id;
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('list-name')).toHaveValue(name);

  await page.getByTestId('criteria-type').getByText('Conditions (dynamic list)').click();
  await addFilter(page, 1, 'Title', 'CTO');
  await page.getByTestId('use-playbook').check();
  await page.getByTestId('add-step').click();
  await page.getByTestId('step-1').getByTestId('step-done').click();

  // The playbook create fails once: a clear error, the form keeps everything typed.
  let failures = 0;
  await page.route(/\/api\/playbooks$/, (route) => {
    if (route.request().method() !== 'POST' || failures > 0) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Playbook store unavailable' }) });
  });
  await page.getByTestId('list-save').click();
  await expect(page.getByRole('dialog', { name: 'Entry criteria changed' })).toBeVisible();
  await page.getByTestId('criteria-choice-save').click();
  await expect(page.getByTestId('list-save-error')).toContainText('Unable to save the list: Playbook store unavailable.');
  await expect(page.getByTestId('list-name')).toHaveValue(name);
  await expect(page.getByTestId('filter-row-1').getByTestId('filter-value')).toHaveValue('CTO');
  await expect(page.getByTestId('step-1')).toBeVisible();
  // The list part was saved before the failure.
  expect((await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list.type).toBe('dynamic');

  // Saving again only does what is left: no second question, no second list, one playbook.
  await page.getByTestId('list-save').click();
  await expect(page.getByTestId('list-form')).toHaveCount(0, { timeout: 20_000 });
  const again = (await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list;
  expect(again.playbook).not.toBeNull();
  expect((await apiCall<TableReply>('POST', '/lists/my/list', { token, body: { search: name } })).body.payload.lists).toHaveLength(1);

  // Changing the criteria again, then "Make a new list": a copy-of list with the new criteria; the original keeps its own.
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await page.getByTestId('filter-row-1').getByTestId('filter-value').fill('Founder');
  await page.getByTestId('list-save').click();
  await page.getByTestId('criteria-choice-new').click();
  await expect(page.getByTestId('list-form')).toHaveCount(0, { timeout: 20_000 });
  const lists = (await apiCall<TableReply>('POST', '/lists/my/list', { token, body: { search: name } })).body.payload.lists;
  expect(lists.map((l) => l.name).sort()).toEqual([`Copy of ${name}`, name]);
  const copy = (await apiCall<ListReply>('GET', `/lists/${lists.find((l) => l.name !== name)!.id}`, { token })).body.payload.list;
  expect(copy.condFilter?.filters).toEqual([{ field: 'title', operator: 'equals', value: 'Founder' }]);
  expect(copy.playbook).not.toBeNull();
  expect((await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list.condFilter?.filters).toEqual([{ field: 'title', operator: 'equals', value: 'CTO' }]);

  // A legacy list cannot be edited: the warning, no form.
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    await database.db.update(callLists).set({ legacy: true }).where(eq(callLists.id, listId));
  } finally {
    await database.close();
  }
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('list-form-legacy')).toContainText('legacy list');
  await expect(page.getByTestId('list-form')).toHaveCount(0);
});

interface StepsReply {
  payload: { playbook: { id: number; steps: { id: number; name: string; position: number; action: string; gap: number; modifyField: { entity: string; name: string; value: string | null }[] }[] } };
}

/** A list owned by the manager with a playbook of three steps (call, email in 2 days, modify field 1 hour later), made through the API. */
async function listWithPlaybook(token: string, name: string) {
  const list = (await apiCall<ListReply>('POST', '/lists', { token, body: { name } })).body.payload.list;
  const created = await apiCall<StepsReply>('POST', '/playbooks', {
    token,
    body: {
      name: `${name} playbook`,
      steps: [
        { name: 'Intro call', action: 'call', gap: 0, contactPhoneField: 'Phone', leadPhoneField: 'Phone' },
        { name: 'Follow-up mail', action: 'email', gap: 2880, variants: [{ template: { subject: 'Following up', body: 'Hi' } }] },
        { name: 'Tag industry', action: 'modify-field', gap: 60, modifyField: [{ entity: 'contact', name: 'Title', value: 'Prospect' }] },
      ],
    },
  });
  expect(created.status).toBe(200);
  const playbook = created.body.payload.playbook;
  expect((await apiCall('POST', `/playbooks/${playbook.id}/list/${list.id}`, { token })).status).toBe(200);
  return { listId: list.id, playbookId: playbook.id };
}

const stepsByPosition = async (token: string, playbookId: number) =>
  [...(await apiCall<StepsReply>('GET', `/playbooks/${playbookId}`, { token })).body.payload.playbook.steps].sort((a, b) => a.position - b.position);

test('edit reorders existing steps and sets layout custom fields on a modify-field step; the server keeps the order and reopening shows it', async ({ workspace: page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('manager@demo.test');
  const name = `Reorder list ${randomUUID().slice(0, 8)}`;
  const { listId, playbookId } = await listWithPlaybook(token, name);
  const before = await stepsByPosition(token, playbookId);
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('list-name')).toHaveValue(name);

  // Summaries use plurals: "2 days", "1 hour".
  await expect(page.getByTestId('step-2')).toContainText('Email · 2 days');
  await expect(page.getByTestId('step-3')).toContainText('Modify field · 1 hour');
  await page.getByTestId('step-3').getByTestId('step-up').click();
  await expect(page.getByTestId('step-2')).toContainText('Tag industry');
  await expect(page.getByTestId('step-3')).toContainText('Follow-up mail');

  // The modify-field step offers the contact layout's custom fields, typed by field type.
  const step2 = page.getByTestId('step-2');
  await step2.getByTestId('step-edit').click();
  await step2.getByTestId('add-modify-field').click();
  const industry = step2.getByTestId('modify-field').nth(1);
  await pick(page, industry, 'modify-field-name', 'Industry');
  await pick(page, industry, 'modify-field-choice', 'Technology');
  await step2.getByTestId('add-modify-field').click();
  const score = step2.getByTestId('modify-field').nth(2);
  await pick(page, score, 'modify-field-name', 'Score');
  await score.getByTestId('modify-field-value').fill('1.25');
  await expect(score).toContainText('Too many decimals');
  await expect(step2.getByTestId('step-done')).toBeDisabled();
  await expect(page.getByTestId('list-save')).toBeDisabled();
  await expect(page.getByTestId('list-save-blocks')).toContainText('Correct the values of the modify-field steps.');
  await score.getByTestId('modify-field-value').fill('4.5');
  await expect(score).not.toContainText('Too many decimals');
  await expect(page.getByTestId('list-save')).toBeEnabled();
  await step2.getByTestId('add-modify-field').click();
  const website = step2.getByTestId('modify-field').nth(3);
  await pick(page, website, 'modify-field-name', 'Website');
  await website.getByTestId('modify-field-value').fill('example.com');
  await website.getByTestId('modify-field-value').blur();
  await expect(website.getByTestId('modify-field-value')).toHaveValue('http://example.com');
  // Types a value cannot be typed for are labelled; lead records offer the lead layout's fields.
  await step2.getByTestId('add-modify-field').click();
  const extra = step2.getByTestId('modify-field').nth(4);
  await pick(page, extra, 'modify-field-name', 'Product Interests');
  await expect(extra.getByTestId('modify-field-unsupported')).toHaveText('Unsupported field type');
  await pick(page, extra, 'modify-field-entity', 'Lead');
  await extra.getByTestId('modify-field-name').click();
  await expect(page.getByRole('option', { name: 'Rating', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Contact Role', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Legacy Id', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await extra.getByRole('button', { name: 'Remove' }).click();
  await expect(step2.getByTestId('modify-field')).toHaveCount(4);
  await step2.getByTestId('step-done').click();

  await page.getByTestId('list-save').click();
  await expect(page.getByTestId('list-form')).toHaveCount(0, { timeout: 20_000 });

  // The server keeps the new order, the same steps (updated, not re-added) and the custom fields.
  const after = await stepsByPosition(token, playbookId);
  expect(after.map((s) => [s.position, s.name])).toEqual([
    [0, 'Intro call'],
    [1, 'Tag industry'],
    [2, 'Follow-up mail'],
  ]);
  expect(new Set(after.map((s) => s.id))).toEqual(new Set(before.map((s) => s.id)));
  expect(after[1]!.modifyField).toEqual([
    { entity: 'contact', name: 'Title', value: 'Prospect' },
    { entity: 'contact', name: 'Industry__c', value: 'Technology' },
    { entity: 'contact', name: 'Lead_Score__c', value: '4.5' },
    { entity: 'contact', name: 'Website__c', value: 'http://example.com' },
  ]);

  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('step-2')).toContainText('Tag industry');
  await expect(page.getByTestId('step-2')).toContainText('Modify field · 1 hour');
  await expect(page.getByTestId('step-3')).toContainText('Follow-up mail');
  await page.getByTestId('step-2').getByTestId('step-edit').click();
  await expect(page.getByTestId('step-2').getByTestId('modify-field').nth(1).getByTestId('modify-field-name')).toHaveValue('Industry');
  await expect(page.getByTestId('step-2').getByTestId('modify-field').nth(1).getByTestId('modify-field-choice')).toHaveValue('Technology');
});

test('edit removes the playbook from a list: the list is saved without it, the playbook itself stays', async ({ workspace: page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('manager@demo.test');
  const name = `Unplug list ${randomUUID().slice(0, 8)}`;
  const { listId, playbookId } = await listWithPlaybook(token, name);
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('use-playbook')).toBeChecked();
  await expect(page.getByTestId('step-1')).toContainText('Intro call');

  await page.getByTestId('use-playbook').uncheck();
  await expect(page.getByTestId('step-1')).toHaveCount(0);
  await page.getByTestId('list-save').click();
  await expect(page.getByTestId('list-form')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('list-save-error')).toHaveCount(0);

  expect((await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list.playbook).toBeNull();
  const kept = await apiCall<StepsReply>('GET', `/playbooks/${playbookId}`, { token });
  expect(kept.status).toBe(200);
  expect(kept.body.payload.playbook.steps).toHaveLength(3);

  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}/edit`));
  await expect(page.getByTestId('list-name')).toHaveValue(name);
  await expect(page.getByTestId('use-playbook')).not.toBeChecked();
  await expect(page.getByTestId('step-1')).toHaveCount(0);
});
