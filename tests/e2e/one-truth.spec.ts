import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { callLists } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/** A manager of a tenant of their own and a list, so the figures are only the calls this test logs. */
async function managerWithList() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Truth Co ${tag}`);
    const manager = await createUser(database.db, tenant.id, { email: `truth-${tag}@truth.test`, password: 'Demo@Sales1', firstName: 'Tess', lastName: 'Truth', role: 'manager' });
    const [list] = await database.db.insert(callLists).values({ tenantId: tenant.id, name: 'Truth list', ownerId: manager.id }).returning();
    return { email: manager.email, listId: list!.id };
  } finally {
    await database.close();
  }
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));
const thisWeek = async (page: Page) => {
  await page.getByTestId('report-date-range').click();
  await page.getByRole('option', { name: 'This week' }).click();
};

test('one truth: the dashboard, the activity report and list performance show the same connects for the same week, each saying what a connect is', async ({ workspace }) => {
  test.setTimeout(60_000);
  const { email, listId } = await managerWithList();
  const token = await apiLogin(email);
  const context = { listId, listName: 'Truth list' };
  // Two connects (outbound, 2 min or more); a short call whose result is Connected; an unanswered one; an inbound call, never a connect.
  const calls = [
    { direction: 'out', durationSeconds: 300, result: 'Meeting Booked', context },
    { direction: 'out', durationSeconds: 150, result: 'Connected', context },
    { direction: 'out', durationSeconds: 30, result: 'Connected', context },
    { direction: 'out', durationSeconds: 0, result: 'No Answer', context },
    { direction: 'in', durationSeconds: 400, result: 'Connected' },
  ];
  for (const [i, call] of calls.entries()) {
    const res = await apiCall('POST', '/telephony/call-info', { token, body: { callId: `truth-${randomUUID()}-${i}`, phoneNumber: '+12015550123', ...call } });
    expect(res.status).toBe(200);
  }

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.getByTestId('period-selector').getByText('Week').click();
  const connectsGauge = workspace.getByTestId('gauge-connects');
  await expect(connectsGauge).toContainText('Connects (2 min or more)');
  await expect(connectsGauge.getByTestId('gauge-value')).toHaveText('2');
  await expect(workspace.getByTestId('call-mix-legend').getByTestId('call-mix-connected')).toContainText('Connects (2 min or more): 2');

  await go(workspace, '/reports/activity');
  await thisWeek(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  const totals = workspace.getByTestId('report-totals');
  await expect(totals.locator('[data-col="connect#"]')).toHaveText('2');
  await expect(workspace.getByRole('columnheader', { name: 'Connects (2 min or more)' })).toBeVisible();
  // The result column says it is a result, not the connect measure: three calls were saved as Connected.
  await expect(workspace.getByRole('columnheader', { name: 'Result: Connected', exact: true })).toBeVisible();
  await expect(totals.locator('[data-col="callResult#:Connected"]')).toHaveText('3');

  await go(workspace, '/reports/listperformance');
  await thisWeek(workspace);
  await workspace.getByTestId('report-run').click();
  await expect(workspace.getByTestId('report')).toHaveAttribute('data-status', 'loaded');
  await expect(workspace.getByTestId('report-totals').locator('[data-col="connect#"]')).toHaveText('2');
  await expect(workspace.getByTestId('report-totals').locator('[data-col="callOut"]')).toHaveText('4');
});

test('an administrator sets what counts as a connect, and the page says it in one sentence', async ({ workspace }) => {
  await signIn(workspace, 'admin@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/settings/yourorganization/call');
  const card = workspace.getByTestId('connects-settings');
  await expect(card).toHaveAttribute('data-status', 'loaded');
  await expect(card.getByTestId('connects-settings-rule')).toHaveText('A connect is an outbound call of 2 min or more.');
  // Neither way: refused before saving.
  await card.getByTestId('connects-by-time').click();
  await expect(card.getByTestId('connects-settings-invalid')).toHaveText('Choose at least one way a call counts as a connect');
  await expect(card.getByTestId('connects-settings-save')).toBeDisabled();
  await card.getByTestId('connects-by-result').click();
  await expect(card.getByTestId('connects-settings-rule')).toHaveText('A connect is an outbound call of a connect result.');
  await card.getByTestId('connects-by-time').click();
  await card.getByTestId('connects-time').fill('90');
  await expect(card.getByTestId('connects-settings-rule')).toHaveText('A connect is an outbound call of 1 min 30 s or more, or a connect result.');
  await card.getByTestId('connects-settings-save').click();
  await expect(card.getByTestId('connects-settings-saved')).toBeVisible();
  const token = await apiLogin('admin@demo.test');
  try {
    const saved = await apiCall<{ payload: unknown }>('GET', '/metrics/connection-settings', { token });
    expect(saved.body.payload).toEqual({ connectTimeEnabled: true, connectTime: 90, specificCallResultEnabled: true });
  } finally {
    await apiCall('PUT', '/admin/metrics/connection-settings', { token, body: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false } });
  }
});
