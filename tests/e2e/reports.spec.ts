import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { activities, contacts } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { expect, signIn, test } from './support/fixtures';

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

test('the ACD reports: run over a date range, sort by a column, expand a queue to its users, export a CSV whose cells are safe, and say when the server fails', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { manager } = await reportsTenant();
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
  await workspace.getByRole('button', { name: 'Wait time' }).click();
  await expect(rows.first()).toContainText('00:00:05');
  await workspace.getByRole('button', { name: /Wait time/ }).click();
  await expect(rows.first()).toContainText('00:01:15');
  await expect(rows.first().getByRole('link')).toHaveText('=HYPERLINK("x") Caller');

  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('ACD Queue Abandoned Call Report.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Queue,Starting time,Contact,Caller number,Queue number,Wait time');
  expect(lines).toHaveLength(3);
  // In the order shown; the formula-like name and the + numbers start with an apostrophe.
  expect(lines[1]).toBe(`Billing,2026-05-01T10:00:00.000Z,"'=HYPERLINK(""x"") Caller",'+15550100,'+15557000001,00:01:15`);

  // Queue performance: a queue opens to the users who took its calls.
  await go(workspace, '/reports/acdqueperformance');
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  const sales = workspace.locator('[data-testid="report-row"][data-queue-id="2"]');
  await expect(sales.locator('[data-col="received"]')).toHaveText('2');
  await expect(sales.locator('[data-col="averageTalkTime"]')).toHaveText('01:02:05');
  await expect(workspace.getByTestId('report-user-row')).toHaveCount(0);
  await sales.getByTestId('report-expand').click();
  await expect(workspace.getByTestId('report-user-row')).toHaveCount(1);
  await expect(workspace.getByTestId('report-user-row')).toContainText('Ravi Rep');

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
    const call = (userId: number, durationSeconds: number, result: string) => ({
      tenantId: tenant.id,
      userId,
      kind: 'call' as const,
      direction: 'out' as const,
      durationSeconds,
      occurredAt: new Date('2026-05-04T10:00:00Z'),
      data: { result },
    });
    await database.db.insert(activities).values([call(amy.id, 30, 'Connected'), call(ben.id, 0, 'Busy'), call(ben.id, 40, 'Connected'), call(ben.id, 5, 'Busy')]);
    return { manager };
  } finally {
    await database.close();
  }
}

test('the activity report: totals, a hidden column and a sort kept across a reload, and a CSV of what is shown', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { manager } = await activityTenant();
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/reports/activity');
  await allTime(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
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

  // Hide Emails in; sort by Dials, twice (descending).
  await workspace.getByTestId('report-columns').click();
  await workspace.locator('[data-testid="report-column-toggle"][data-column="emailIn"]').click();
  await workspace.keyboard.press('Escape');
  await expect(workspace.locator('th[data-column="emailIn"]')).toHaveCount(0);
  await workspace.getByRole('button', { name: 'Dials' }).click();
  await workspace.getByRole('button', { name: /Dials/ }).click();
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
  expect(lines[0]!.startsWith('First name,Last name,Dials,Outbound calls,Connects,Connect %')).toBe(true);
  expect(lines).toHaveLength(5);
  expect(lines[1]!.startsWith('Ben,Baker,3,2,1,33.33%')).toBe(true);
  expect(lines[4]!.startsWith('Total,,4,3,2,50.00%')).toBe(true);
});
