import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import type { QueueMonitorRow } from '../../src/contract';
import { apiCall, apiLogin, callLine, openRep, sessionOf, type Rep } from './support/phone-fixtures';

/**
 * Inbound ACD queues end to end (#17): `npm run call-in` calls the demo queue's number; the
 * carrier's caller waits on the ACD and is put through to the ready rep idle the longest, whose
 * phone shows the queue; a caller who hangs up while nobody is ready is abandoned; the supervisor's
 * queue monitor (monitor/queues) counts what happened.
 */
const QUEUE_NUMBER = '+15557000100';
const run = promisify(execFile);
const callIn = (...args: string[]) => run('npx', ['tsx', 'scripts/call-in.ts', ...args], { env: { ...process.env, API_URL: process.env.E2E_API_URL } });

const queueRow = (page: Page) => page.getByTestId('queue-row').filter({ hasText: 'Sales line' });
const cell = (page: Page, column: keyof QueueMonitorRow) => queueRow(page).locator(`[data-col="${column}"]`);
async function monitorRow(): Promise<QueueMonitorRow> {
  const res = await apiCall<{ payload: { queues: QueueMonitorRow[] } }>('GET', '/monitor/queues', { token: await apiLogin('manager@demo.test') });
  return res.body.payload.queues.find((q) => q.name === 'Sales line')!;
}
/** An API client's PUT /acd/agents/me: paused sets the rep's presence to On Break. */
const setReadiness = async (email: string, status: 'ready' | 'paused') => apiCall('PUT', '/acd/agents/me', { token: await apiLogin(email), body: { status } });

test('a queue caller rings the ready rep idle the longest, shows the queue in their phone and on the monitor; a caller who gives up waiting is abandoned', async () => {
  test.setTimeout(150_000);
  const before = await monitorRow();
  const rep2 = await openRep('rep2@demo.test');
  const rep = await openRep('rep@demo.test');
  let manager: Rep | null = null;
  try {
    const rep2Id = (await sessionOf('rep2@demo.test')).userId;
    // Signed in, a rep is On Break (spec 1: away) and gets no queue call until they choose Available on the
    // Phone page; rep2 chooses first: idle the longest when the call comes.
    for (const r of [rep2, rep]) {
      await expect(r.page.getByTestId('queue-readiness')).toHaveAttribute('data-status', 'paused');
      await r.page.getByTestId('queue-readiness').getByText('Available', { exact: true }).click();
      await expect(r.page.getByTestId('presence-select')).toHaveValue('Available');
    }
    manager = await openRep('manager@demo.test');
    const page = manager.page;
    await page.goto(`chrome-extension://${manager.extensionId}/workspace.html#!/monitor/queues`);
    await expect(page.getByTestId('monitor-tab-queues')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, 'available')).toHaveText('2', { timeout: 10_000 });
    await expect(cell(page, 'active')).toHaveText('2/2');

    // The phone of a member has the Available / On Break switch, the same presence as the header's.
    await expect(rep.page.getByTestId('queue-readiness')).toHaveAttribute('data-status', 'ready');

    const placed = await callIn(QUEUE_NUMBER, '+15550131');
    expect(placed.stdout).toContain(`calling ${QUEUE_NUMBER}`);
    const incoming = rep2.page.getByTestId('incoming-call');
    await expect(incoming).toBeVisible({ timeout: 15_000 });
    await expect(incoming.getByTestId('queue-call')).toHaveText('Queue: Sales line');
    await expect(incoming.getByTestId('incoming-number')).toContainText('+15550131');
    await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
    await page.waitForTimeout(1000);
    await incoming.getByRole('button', { name: 'Answer' }).click();
    await expect(callLine(rep2)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    // The supervisor's Realtime tab shows a queue call on rep2's line.
    await page.goto(`chrome-extension://${manager.extensionId}/workspace.html#!/monitor/teamcalls`);
    await expect(page.locator(`[data-testid="realtime-row"][data-user-id="${rep2Id}"]`)).toContainText('Queue: Sales line', { timeout: 10_000 });
    await page.waitForTimeout(1500);
    await rep2.page.getByRole('button', { name: 'Hang up' }).first().click();

    // Both go on break: the next caller waits, hears the hold audio, and gives up.
    await rep.page.getByTestId('queue-readiness').getByText('On Break').click();
    await expect(rep.page.getByTestId('queue-readiness')).toHaveAttribute('data-status', 'paused');
    await setReadiness('rep2@demo.test', 'paused');
    await page.goto(`chrome-extension://${manager.extensionId}/workspace.html#!/monitor/queues`);
    await expect(cell(page, 'break')).toHaveText('2', { timeout: 10_000 });
    const gaveUp = callIn(QUEUE_NUMBER, '+15550132', '--hang-up-after', '6');
    await expect(cell(page, 'waiting')).toHaveText('1', { timeout: 10_000 });
    expect((await gaveUp).stdout).toContain('+15550132 hung up after 6 s');
    await expect(cell(page, 'abandonToday')).toHaveText(String(before.abandonToday + 1), { timeout: 10_000 });
    await expect(cell(page, 'waiting')).toHaveText('0');
    await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
    await expect(rep2.page.getByTestId('incoming-call')).toHaveCount(0);

    // The counts and times match what happened.
    const after = await monitorRow();
    expect(after.enterToday).toBe(before.enterToday + 2);
    expect(after.acceptToday).toBe(before.acceptToday + 1);
    expect(after.abandonToday).toBe(before.abandonToday + 1);
    expect(after.avgWaitTimeToday).toBeGreaterThan(0);
    await expect(cell(page, 'enterToday')).toHaveText(String(after.enterToday));
    await expect(cell(page, 'acceptToday')).toHaveText(String(after.acceptToday));
    // A row opens its agents with their display status.
    await queueRow(page).click();
    await expect(page.getByTestId('queue-agent')).toHaveCount(2);
    await expect(page.getByTestId('queue-agent').first()).toContainText('On Break');
  } finally {
    await manager?.close();
    await rep.close();
    await rep2.close();
  }
});
