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
