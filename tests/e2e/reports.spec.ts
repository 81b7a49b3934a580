import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { activities, callLists, contacts, playbooks, playbookSteps, playbookStepVariants, userPhoneNumbers } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/** A tenant of its own with a supervisor, a rep, and queue entries written by hand (two queues). */
async function reportsTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Reports Co ${tag}`);
    const manager = await createUser(database.db, tenant.id, { email: `rp-manager-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Mona', lastName: 'Manager', role: 'manager' });
    const rep = await createUser(database.db, tenant.id, { email: `rp-rep-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Ravi', lastName: 'Rep', role: 'rep' });
    // A caller whose name a spreadsheet would run as a formula.
    const [contact] = await database.db.insert(contacts).values({ tenantId: tenant.id, firstName: '=HYPERLINK("x")', lastName: 'Caller' }).returning();
    const entry = (queueId: number, queueName: string, at: string, data: Record<string, unknown>, userId: number | null = null) => ({
      tenantId: tenant.id,
      userId,
      kind: 'queue' as const,
      direction: 'in' as const,
      occurredAt: new Date(at),
      data: { queueId, queueName, from: '+15550100', to: '+15557000001', talkSeconds: null, contactId: null, ...data },
    });
    await database.db
      .insert(activities)
      .values([
        entry(1, 'Billing', '2026-05-01T10:00:00Z', { outcome: 'abandoned', waitSeconds: 75, contactId: contact!.id }),
        entry(2, 'Sales', '2026-05-02T10:00:00Z', { outcome: 'abandoned', waitSeconds: 5 }),
        entry(2, 'Sales', '2026-05-02T11:00:00Z', { outcome: 'processed', waitSeconds: 15, talkSeconds: 3725 }, rep.id),
      ]);
    return { manager };
  } finally {
    await database.close();
  }
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));
const allTime = async (page: Page) => {
  await page.getByTestId('report-date-range').click();
  await page.getByRole('option', { name: 'All time' }).click();
};

/** Intl writes a narrow no-break space before AM/PM; a CSV line is read with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

test('the ACD reports: run over a date range, draw their bars (abandoned calls by queue, queue calls by outcome), sort by a column, expand a queue to its users, export a CSV whose cells are safe, and say when the server fails', async ({
  workspace,
}) => {
  test.setTimeout(60_000);
  const { manager } = await reportsTenant();
  // Times are read in the manager's profile zone (Los Angeles: UTC-7 in May), talk and wait times hh:mm:ss.
  const zone = await apiCall('PUT', '/users/me/timezone', { token: await apiLogin(manager.email), body: { timeZone: 'America/Los_Angeles' } });
  expect(zone.status).toBe(200);
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.getByRole('link', { name: 'Reports' }).first().click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'idle');
  await expect(workspace.getByRole('heading', { name: 'ACD queue abandoned calls' })).toBeVisible();

  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  const rows = workspace.getByTestId('report-row');
  await expect(rows).toHaveCount(2);
  // Sorted by the first column at first; a click on Wait time sorts by it, another reverses it.
  await expect(rows.first()).toContainText('Billing');
  // The bar beside the table: abandoned calls by queue.
  await expect(workspace.getByTestId('report-results-bar')).toContainText('Abandoned calls by queue (2 calls)');
  await expect(workspace.locator('[data-testid="report-results-legend"][data-result="Billing"]')).toContainText('50.00%');
  await workspace.getByRole('button', { name: 'Wait time' }).click();
  await expect(rows.first()).toContainText('00:00:05');
  await workspace.getByRole('button', { name: /Wait time/ }).click();
  await expect(rows.first()).toContainText('00:01:15');
  await expect(rows.first()).toContainText('May 1, 2026, 3:00 AM');
  await expect(rows.first().getByRole('link')).toHaveText('=HYPERLINK("x") Caller');

  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('ACD Queue Abandoned Call Report.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Queue,Starting time,Contact,Caller number,Queue number,Wait time');
  expect(lines).toHaveLength(3);
  // In the order shown; the formula-like name and the + numbers start with an apostrophe.
  expect(plain(lines[1]!)).toBe(`Billing,"May 1, 2026, 3:00 AM","'=HYPERLINK(""x"") Caller",'+15550100,(555) 700-0001,00:01:15`);

  // Queue performance: a queue opens to the users who took its calls.
  await go(workspace, '/reports/acdqueperformance');
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  const sales = workspace.locator('[data-testid="report-row"][data-queue-id="2"]');
  await expect(sales.locator('[data-col="received"]')).toHaveText('2');
  await expect(sales.locator('[data-col="averageTalkTime"]')).toHaveText('01:02:05');
  await expect(workspace.getByTestId('report-results-bar')).toContainText('Queue calls by outcome (3 calls)');
  await expect(workspace.locator('[data-testid="report-results-legend"][data-result="Abandoned"]')).toContainText('66.67%');
  await expect(workspace.locator('[data-testid="report-results-legend"][data-result="Accepted"]')).toContainText('33.33%');
  await expect(workspace.getByTestId('report-user-row')).toHaveCount(0);
  await sales.getByTestId('report-expand').click();
  await expect(workspace.getByTestId('report-user-row')).toHaveCount(1);
  await expect(workspace.getByTestId('report-user-row')).toContainText('Ravi Rep');
  // The figures open the queue entries behind them: Sales' abandoned one, and the call Ravi took.
  await sales.locator('[data-col="abandoned"]').getByTestId('report-figure').click();
  const gone = workspace.getByRole('dialog', { name: 'Abandoned · Sales' });
  await expect(gone.getByTestId('report-activity')).toHaveCount(1);
  await expect(gone.getByTestId('report-activity')).toContainText('Queue call');
  await expect(gone.getByTestId('report-activity')).toContainText('Abandoned');
  await workspace.keyboard.press('Escape');
  await workspace.getByTestId('report-user-row').locator('[data-col="accepted"]').getByTestId('report-figure').click();
  const taken = workspace.getByRole('dialog', { name: 'Accepted · Sales · Ravi Rep' });
  await expect(taken.getByTestId('report-activity')).toContainText('01:02:05');
  await expect(taken.getByTestId('report-activity')).toContainText('May 2, 2026, 4:00 AM');
  await expect(taken.getByTestId('report-activity')).toContainText('Taken');
  await workspace.keyboard.press('Escape');

  // The server failing: the report says so.
  await workspace.context().route('**/reports/acd/queue-performance', (route) => route.abort());
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report-error')).toHaveText('Unable to retrieve data from server');
});

/** A tenant of its own with a manager and two reps who made calls (results Connected and Busy). */
async function activityTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Activity Co ${tag}`, { connectTimeSeconds: 15 });
    const user = (first: string, last: string, role: 'manager' | 'rep') =>
      createUser(database.db, tenant.id, { email: `ar-${first.toLowerCase()}-${tag}@reports.test`, password: 'Demo@Sales1', firstName: first, lastName: last, role });
    const manager = await user('Mona', 'Manager', 'manager');
    const [amy, ben] = [await user('Amy', 'Able', 'rep'), await user('Ben', 'Baker', 'rep')];
    const [client] = await database.db.insert(contacts).values({ tenantId: tenant.id, firstName: 'Carla', lastName: 'Client' }).returning();
    const call = (userId: number, durationSeconds: number, result: string, contactId: number | null = null) => ({
      tenantId: tenant.id,
      userId,
      contactId,
      kind: 'call' as const,
      direction: 'out' as const,
      durationSeconds,
      occurredAt: new Date('2026-05-04T10:00:00Z'),
      data: { result },
    });
    await database.db.insert(activities).values([call(amy.id, 30, 'Connected', client!.id), call(ben.id, 0, 'Busy'), call(ben.id, 40, 'Connected'), call(ben.id, 5, 'Busy')]);
    return { manager, clientId: client!.id };
  } finally {
    await database.close();
  }
}

test('the activity report: totals, a hidden column and a sort kept across a reload, and a CSV of what is shown', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { manager, clientId } = await activityTenant();
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/reports/activity');
  // Before a run there is nothing to export: Export is disabled and the hint says so.
  await expect(workspace.getByTestId('report-export')).toBeDisabled();
  await expect(workspace.getByTestId('report-idle')).toHaveText('Choose the filters and run the report. Export CSV is available once the report has run.');
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  await expect(workspace.getByTestId('report-export')).toBeEnabled();
  const rows = workspace.getByTestId('report-row');
  // Every active user of the tenant, the manager included, sorted by first name.
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Amy');
  const totals = workspace.getByTestId('report-totals');
  await expect(totals.locator('[data-col="dials"]')).toHaveText('4');
  await expect(totals.locator('[data-col="connect#"]')).toHaveText('2');
  await expect(totals.locator('[data-col="connect%"]')).toHaveText('50.00%');
  await expect(totals.locator('[data-col="talkTime"]')).toHaveText('00:01:15');
  await expect(totals.locator('[data-col="callResult#:Busy"]')).toHaveText('2');
  // The calls by result as a bar, with its legend.
  await expect(workspace.getByTestId('report-results-bar')).toContainText('Calls by result (4 calls)');
  await expect(workspace.locator('[data-testid="report-results-legend"][data-result="Busy"]')).toContainText('Busy 50.00%');

  // The connect rate over the range: all four calls were on 4 May, 2 of them connects.
  const chart = workspace.getByTestId('connect-rate-chart');
  await expect(chart).toContainText('Connect rate per day (50.00% overall)');
  await expect(chart.getByTestId('connect-rate-bar')).toHaveCount(1);
  await expect(chart.getByTestId('connect-rate-bar')).toHaveAttribute('data-start', '2026-05-04');
  await expect(chart.getByTestId('connect-rate-bar')).toHaveAttribute('data-percent', '50.00');
  // Its axes: percent marks up the side, the bar's date under it.
  await expect(chart.getByTestId('connect-rate-y-tick')).toHaveText(['100%', '75%', '50%', '25%', '0%']);
  await expect(chart.getByTestId('connect-rate-x-tick')).toHaveText(['May 4']);

  // Every figure opens the calls behind it: Ben's two Busy calls, then the totals' connects with their contact.
  await rows.filter({ hasText: 'Ben' }).locator('[data-col="callResult#:Busy"]').getByTestId('report-figure').click();
  const busy = workspace.getByRole('dialog', { name: 'Busy · Ben Baker' });
  await expect(busy.getByTestId('report-activities-count')).toHaveText('2 activities');
  await expect(busy.getByTestId('report-activity')).toHaveCount(2);
  for (const row of await busy.getByTestId('report-activity').all()) await expect(row).toContainText('Ben Baker');
  await workspace.keyboard.press('Escape');
  await expect(busy).toHaveCount(0);
  await totals.locator('[data-col="connect#"]').getByTestId('report-figure').click();
  const connects = workspace.getByRole('dialog', { name: /^Connects \(.+\) · All users$/ });
  await expect(connects.getByTestId('report-activity')).toHaveCount(2);
  await expect(connects.getByTestId('report-activity').filter({ hasText: '00:00:40' })).toContainText('Ben Baker');
  await connects.getByTestId('report-activity-contact').click();
  await expect(workspace).toHaveURL(new RegExp(`#!/contacts/${clientId}$`));
  await go(workspace, '/reports/activity');
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');

  // Hide Emails in; sort by Dials, twice (descending).
  await workspace.getByTestId('report-columns').click();
  await workspace.locator('[data-testid="report-column-toggle"][data-column="emailIn"]').click();
  await workspace.keyboard.press('Escape');
  await expect(workspace.locator('th[data-column="emailIn"]')).toHaveCount(0);
  await workspace.locator('th[data-column="dials"]').getByRole('button').click();
  await workspace.locator('th[data-column="dials"]').getByRole('button').click();
  await expect(workspace.locator('th[data-column="dials"]')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Ben');

  await workspace.reload();
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  await expect(workspace.locator('th[data-column="emailIn"]')).toHaveCount(0);
  await expect(workspace.locator('th[data-column="dials"]')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Ben');

  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('Activity Report.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).not.toContain('Emails in');
  expect(lines[0]!.startsWith('First name,Last name,Dials,Outbound calls,Connects (15 s or more),Connect %')).toBe(true);
  expect(lines).toHaveLength(5);
  expect(lines[1]!.startsWith('Ben,Baker,3,2,1,33.33%')).toBe(true);
  expect(lines[4]!.startsWith('Total,,4,3,2,50.00%')).toBe(true);
});

/** A tenant of its own whose list has a playbook (an email step with two variants, a call step) and calls and emails made from it. */
async function listTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `List Perf Co ${tag}`, { connectTimeSeconds: 15 });
    const manager = await createUser(database.db, tenant.id, { email: `lp-manager-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Mona', lastName: 'Manager', role: 'manager' });
    const [playbook] = await database.db.insert(playbooks).values({ tenantId: tenant.id, name: 'Outreach' }).returning();
    const [emailStep, callStep] = await database.db
      .insert(playbookSteps)
      .values([
        { tenantId: tenant.id, playbookId: playbook!.id, position: 0, name: 'Intro email', action: 'email' as const },
        { tenantId: tenant.id, playbookId: playbook!.id, position: 1, name: 'First call', action: 'call' as const },
      ])
      .returning();
    const [variantA, variantB] = await database.db
      .insert(playbookStepVariants)
      .values([
        { tenantId: tenant.id, stepId: emailStep!.id, letter: 'A', name: 'Short', subject: 'Hi there' },
        { tenantId: tenant.id, stepId: emailStep!.id, letter: 'B', name: 'Long', subject: 'Catch up' },
      ])
      .returning();
    const [spring, autumn] = await database.db
      .insert(callLists)
      .values([
        { tenantId: tenant.id, name: 'Spring list', ownerId: manager.id, playbookId: playbook!.id },
        { tenantId: tenant.id, name: 'Autumn list', ownerId: manager.id },
      ])
      .returning();
    const at = new Date('2026-05-04T10:00:00Z');
    const base = { tenantId: tenant.id, userId: manager.id, direction: 'out' as const, occurredAt: at };
    const email = (variantId: number, opens: number) => ({
      ...base,
      kind: 'email' as const,
      data: { opens, clicks: 0, context: { listId: spring!.id, playbookId: playbook!.id, stepId: emailStep!.id, variantId } },
    });
    const call = (listId: number, durationSeconds: number, result: string, stepId?: number) => ({
      ...base,
      kind: 'call' as const,
      durationSeconds,
      data: { result, context: { listId, ...(stepId ? { stepId } : {}) } },
    });
    await database.db
      .insert(activities)
      .values([
        email(variantA!.id, 1),
        email(variantA!.id, 0),
        email(variantB!.id, 0),
        call(spring!.id, 30, 'Connected', callStep!.id),
        call(spring!.id, 0, 'Busy', callStep!.id),
        call(autumn!.id, 20, 'Connected'),
      ]);
    return { manager };
  } finally {
    await database.close();
  }
}

test('the list performance report: a list opens to its playbook steps and an email step to its variants, with totals, and a CSV of the tree', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { manager } = await listTenant();
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/reports/listperformance');
  await expect(workspace.getByRole('heading', { name: 'List performance' })).toBeVisible();
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  const rows = workspace.getByTestId('report-row');
  // Sorted by list name: Autumn first.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Autumn list');
  const spring = rows.nth(1);
  await expect(spring.locator('[data-col="playbookName"]')).toHaveText('Outreach');
  await expect(spring.locator('[data-col="emailOut"]')).toHaveText('3');
  await expect(spring.locator('[data-col="opens%"]')).toHaveText('33.33%');
  await expect(spring.locator('[data-col="connect%"]')).toHaveText('50.00%');
  const totals = workspace.getByTestId('report-totals');
  await expect(totals.locator('[data-col="callOut"]')).toHaveText('3');
  await expect(totals.locator('[data-col="avgTalkTime"]')).toHaveText('00:00:25');

  // The list opens to its steps, in playbook order; the email step to its variants.
  await expect(workspace.getByTestId('report-step-row')).toHaveCount(0);
  await spring.getByTestId('report-list-expand').click();
  const steps = workspace.getByTestId('report-step-row');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('Intro email');
  await expect(steps.nth(1).locator('[data-col="callOut"]')).toHaveText('2');
  await steps.first().getByTestId('report-step-expand').click();
  const variants = workspace.getByTestId('report-variant-row');
  await expect(variants).toHaveCount(2);
  await expect(variants.first()).toContainText('Short: Hi there');
  await expect(variants.first().locator('[data-col="emailOut"]')).toHaveText('2');
  await expect(variants.first().locator('[data-col="opens%"]')).toHaveText('50.00%');
  // A variant's figure opens the emails it counts; the step's calls out open its two calls.
  await variants.first().locator('[data-col="emailOut"]').getByTestId('report-figure').click();
  const sent = workspace.getByRole('dialog', { name: 'Emails out · Short: Hi there' });
  await expect(sent.getByTestId('report-activity')).toHaveCount(2);
  for (const row of await sent.getByTestId('report-activity').all()) await expect(row).toHaveAttribute('data-kind', 'email');
  await workspace.keyboard.press('Escape');
  await steps.nth(1).locator('[data-col="callOut"]').getByTestId('report-figure').click();
  const called = workspace.getByRole('dialog', { name: 'Calls out · First call' });
  await expect(called.getByTestId('report-activities-count')).toHaveText('2 activities');
  await expect(called.getByTestId('report-activity').filter({ hasText: 'Busy' })).toHaveCount(1);
  await workspace.keyboard.press('Escape');
  await expect(called).toHaveCount(0);

  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('List Performance Report.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]!.startsWith('List,Step,Variant,Playbook,Emails out,Opens,Open %')).toBe(true);
  // Autumn, Spring, its two steps, the email step's two variants, the totals.
  expect(lines).toHaveLength(8);
  expect(lines[1]!.startsWith('Autumn list,,,,0,0,0.00%')).toBe(true);
  expect(lines[3]!.startsWith('Spring list,Intro email,,,3,1,33.33%')).toBe(true);
  expect(lines[5]!.startsWith('Spring list,Intro email,Long: Catch up,,1,0')).toBe(true);
  expect(lines[7]!.startsWith('Total,,,,3,1,33.33%,0,0.00%,3,2,66.67%,00:00:25')).toBe(true);
});

/** A tenant of its own whose rep called from their assigned number (60 calls in the last hour, 2 connected) and from a local number in May. */
async function numbersTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Numbers Co ${tag}`, { connectTimeSeconds: 15 });
    const manager = await createUser(database.db, tenant.id, { email: `pn-manager-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Mona', lastName: 'Manager', role: 'manager' });
    const rep = await createUser(database.db, tenant.id, { email: `pn-rep-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Ravi', lastName: 'Rep', role: 'rep' });
    await database.db.insert(userPhoneNumbers).values({ tenantId: tenant.id, userId: rep.id, phoneNumber: '+12025550111' });
    const call = (durationSeconds: number, ownNumber: string, occurredAt: Date) => ({
      tenantId: tenant.id,
      userId: rep.id,
      kind: 'call' as const,
      direction: 'out' as const,
      durationSeconds,
      occurredAt,
      data: { result: 'Connected', ownNumber },
    });
    await database.db
      .insert(activities)
      .values([
        ...Array.from({ length: 60 }, (_, i) => call(i < 2 ? 30 : 0, '+12025550111', new Date(Date.now() - (i + 1) * 60_000))),
        call(40, '+13125550199', new Date('2026-05-04T10:00:00Z')),
        call(0, '+13125550199', new Date('2026-05-04T11:00:00Z')),
      ]);
    return { manager };
  } finally {
    await database.close();
  }
}

test('the phone number connect rate and spam flag status reports: each number’s figures, and the simulated carriers’ flags said to be simulated', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { manager } = await numbersTenant();
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/reports/phone-number-connect-rate');
  await expect(workspace.getByRole('heading', { name: 'Phone number connect rate' })).toBeVisible();
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  const rows = workspace.getByTestId('report-row');
  await expect(rows).toHaveCount(2);
  const assigned = workspace.locator('[data-testid="report-row"][data-number="+12025550111"]');
  await expect(assigned.locator('[data-col="formattedPhoneNumber"]')).toHaveText('(202) 555-0111');
  await expect(assigned.locator('[data-col="type"]')).toHaveText('Assigned');
  await expect(assigned.locator('[data-col="formattedOutboundCallCount"]')).toHaveText('60');
  await expect(assigned.locator('[data-col="formattedConnectPercentage"]')).toHaveText('3.33%');
  await expect(workspace.locator('[data-testid="report-row"][data-number="+13125550199"] [data-col="type"]')).toHaveText('Local presence');
  // A number's figures open its calls: the 60 outbound calls a page of 50 at a time, then its 2 connects.
  await assigned.locator('[data-col="formattedOutboundCallCount"]').getByTestId('report-figure').click();
  const outbound = workspace.getByRole('dialog', { name: 'Outbound calls · (202) 555-0111' });
  await expect(outbound.getByTestId('report-activity')).toHaveCount(50);
  await outbound.getByTestId('report-activities-more').click();
  await expect(outbound.getByTestId('report-activity')).toHaveCount(60);
  await expect(outbound.getByTestId('report-activities-more')).toHaveCount(0);
  await workspace.keyboard.press('Escape');
  await assigned.locator('[data-col="formattedConnectCount"]').getByTestId('report-figure').click();
  await expect(workspace.getByRole('dialog', { name: /^Connects \(.+\) · \(202\) 555-0111$/ }).getByTestId('report-activity')).toHaveCount(2);
  await workspace.keyboard.press('Escape');
  // Sorted by connect %, highest first: the local number (50%).
  await workspace.getByRole('button', { name: 'Connect %' }).click();
  await workspace.getByRole('button', { name: /Connect %/ }).click();
  await expect(rows.first()).toHaveAttribute('data-number', '+13125550199');
  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('Phone Number Connect Rate Report.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines).toEqual(['Phone number,Type,Calls,Outbound calls,Connects (15 s or more),Connect %', '(312) 555-0199,Local presence,2,2,1,50.00%', '(202) 555-0111,Assigned,60,60,2,3.33%']);

  // The date-range selector (spec 1 section 4): editing a date switches to Custom; a start after the end clears the side edited.
  await workspace.getByTestId('report-start').fill('2026-05-05');
  await expect(workspace.getByTestId('report-date-range')).toHaveValue('Custom');
  await workspace.getByTestId('report-end').fill('2026-05-01');
  await expect(workspace.getByTestId('report-end')).toHaveValue('');
  await expect(workspace.getByTestId('report-start')).toHaveValue('2026-05-05');
  await workspace.getByTestId('report-run').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-number', '+12025550111');

  await go(workspace, '/reports/spam-flag-status');
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  await expect(workspace.getByTestId('report-simulated')).toContainText('Simulated reputation provider');
  // 60 calls in the last day, 3.33% connected: SmartCall flags it, Verizon and T-Mobile do not (yet).
  const flagged = workspace.locator('[data-testid="report-row"][data-number="+12025550111"]');
  await expect(flagged.locator('[data-col="isCarrierSmartCallFlagged"]')).toHaveText('Flagged');
  await expect(flagged.locator('[data-col="isCarrierVerizonFlagged"]')).toHaveText('Not flagged');
  await expect(flagged.locator('[data-col="dailyCalls"]')).toHaveText('60');
  await expect(workspace.getByTestId('report-results-bar')).toContainText('Numbers by spam status');
  await expect(workspace.locator('[data-testid="report-results-legend"][data-result="Flagged by a carrier"]')).toBeVisible();
  const [spam] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(spam.suggestedFilename()).toBe('SPAM Flag Status Report.csv');
});

test('a report too large to show: the table gives way to a message, and Export still gives every row, streamed by the server', async ({ workspace }) => {
  test.setTimeout(60_000);
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  let email: string;
  try {
    const tenant = await createTenant(database.db, `Large Co ${tag}`);
    email = (await createUser(database.db, tenant.id, { email: `lg-manager-${tag}@reports.test`, password: 'Demo@Sales1', firstName: 'Mona', lastName: 'Manager', role: 'manager' })).email;
    // 520 callers gave up waiting on 2026-05-04, a minute apart.
    await database.db
      .insert(activities)
      .values(
        Array.from({ length: 520 }, (_, i) => ({
          tenantId: tenant.id,
          kind: 'queue' as const,
          direction: 'in' as const,
          occurredAt: new Date(Date.UTC(2026, 4, 4, 0, i)),
          data: { queueId: 1, queueName: 'Support', outcome: 'abandoned', from: `+1555${String(i).padStart(7, '0')}`, to: '+15557000001', waitSeconds: 30, contactId: null },
        })),
      );
  } finally {
    await database.close();
  }
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/reports/acdqueueabandonedcall');
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'tooLarge');
  await expect(workspace.getByTestId('report-too-large')).toContainText('too large to show');
  await expect(workspace.getByTestId('report-table')).toHaveCount(0);
  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('ACD Queue Abandoned Call Report.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(521);
  expect(lines[0]).toBe('Queue,Starting time,Contact,Caller number,Queue number,Wait time');
  // Times in the user's zone (their tenant's default here: UTC), as the page shows them; numbers national in their (US) dialing plan.
  expect(plain(lines[1]!)).toBe(`Support,"May 4, 2026, 12:00 AM",,(555) 000-0000,(555) 700-0001,00:00:30`);
  expect(plain(lines[520]!).startsWith('Support,"May 4, 2026, 8:39 AM",')).toBe(true);
});
