import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { launchWithExtension } from './support/chromium';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/**
 * One presence (#34): the header's set-status and the Phone page's queue control show and set the same
 * stored status, live, and the supervisor's real-time and queue monitors read the same word for the rep.
 * A tenant of its own: an admin (to make the queue), a manager, and a rep who is the queue's member.
 */
async function presenceTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Presence Co ${tag}`);
    const user = (first: string, role: 'admin' | 'manager' | 'rep') =>
      createUser(database.db, tenant.id, { email: `ps-${first.toLowerCase()}-${tag}@presence.test`, password: 'Demo@Sales1', firstName: first, lastName: 'Presence', role });
    return { admin: await user('Ada', 'admin'), manager: await user('Mia', 'manager'), rep: await user('Ray', 'rep') };
  } finally {
    await database.close();
  }
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));
const header = (page: Page) => page.getByTestId('presence-select');
const phoneControl = (page: Page) => page.getByTestId('queue-readiness');
/** The header's set-status, as a rep chooses in it. */
async function chooseInHeader(page: Page, word: string) {
  await header(page).click();
  await page.getByRole('option', { name: word, exact: true }).click();
}

test('the header and the Phone page show and set one presence, live, and the monitors read the same word', async ({ workspace, extension }) => {
  test.setTimeout(120_000);
  const { admin, manager, rep } = await presenceTenant();
  const queue = await apiCall<{ payload: { id: number } }>('POST', '/admin/acd/queues', {
    token: await apiLogin(admin.email),
    body: { name: 'Presence line', phoneNumber: `+1555${randomInt(1_000_000, 9_999_999)}`, memberIds: [rep.id] },
  });
  expect(queue.status).toBe(200);
  // An API client of the rep's (signed in before the browser: each sign-in sets away).
  const repToken = await apiLogin(rep.email);

  // The rep signs in: On Break (spec 1: away after login), in the header and on the Phone page.
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/phone');
  await expect(workspace.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 20_000 });
  await expect(header(workspace)).toHaveValue('On Break');
  await expect(phoneControl(workspace)).toHaveAttribute('data-presence', 'away');
  await expect(phoneControl(workspace).getByRole('radio', { name: 'On Break' })).toBeChecked();

  // The manager's Realtime tab, in a browser of their own.
  const supervisor = await launchWithExtension();
  try {
    const monitor = await supervisor.context.newPage();
    await monitor.goto(`chrome-extension://${supervisor.extensionId}/workspace.html#!/login`);
    await signIn(monitor, manager.email);
    await expect(monitor).toHaveURL(/#!\/dashboard/);
    await go(monitor, '/monitor/teamcalls');
    const repStatus = monitor.locator(`[data-testid="realtime-row"][data-user-id="${rep.id}"]`).getByTestId('realtime-status');
    await expect(repStatus).toHaveText('On Break', { timeout: 15_000 });

    // Available on the Phone page: the header says so, and so does the monitor, pushed.
    await phoneControl(workspace).getByText('Available', { exact: true }).click();
    await expect(header(workspace)).toHaveValue('Available');
    await expect(phoneControl(workspace)).toHaveAttribute('data-status', 'ready');
    await expect(repStatus).toHaveText('Available');

    // On Break on the Phone page: the header reads On Break.
    await phoneControl(workspace).getByText('On Break', { exact: true }).click();
    await expect(header(workspace)).toHaveValue('On Break');
    await expect(phoneControl(workspace)).toHaveAttribute('data-status', 'paused');
    await expect(repStatus).toHaveText('On Break');

    // A second page of the rep (another tab of the extension) follows a change made in the first, without a reload.
    const second = await extension.context.newPage();
    await second.goto(workspace.url());
    await expect(phoneControl(second)).toHaveAttribute('data-presence', 'away');

    // Available in the header: the Phone page's control reads Available, here and in the other tab.
    await chooseInHeader(workspace, 'Available');
    await expect(phoneControl(workspace).getByRole('radio', { name: 'Available' })).toBeChecked();
    await expect(phoneControl(workspace)).toHaveAttribute('data-presence', 'available');
    await expect(phoneControl(second)).toHaveAttribute('data-presence', 'available');
    await expect(header(second)).toHaveValue('Available');
    await expect(repStatus).toHaveText('Available');
    expect((await apiCall<{ payload: { status: string } }>('GET', '/acd/agents/me', { token: repToken })).body.payload.status).toBe('ready');
    // An API client pauses the rep for the queues: that is On Break, and every page and the monitor follow it.
    expect((await apiCall('PUT', '/acd/agents/me', { token: repToken, body: { status: 'paused' } })).status).toBe(200);
    await expect(header(workspace)).toHaveValue('On Break');
    await expect(phoneControl(second)).toHaveAttribute('data-presence', 'away');
    await expect(repStatus).toHaveText('On Break');

    // Busy in the header: the Phone page shows it as the chosen status, not On Break, and so do both monitors.
    await chooseInHeader(workspace, 'Busy');
    await expect(phoneControl(workspace).getByRole('radio', { name: 'Busy' })).toBeChecked();
    await expect(phoneControl(workspace)).toHaveAttribute('data-status', 'paused');
    await expect(repStatus).toHaveText('Busy');
    await go(monitor, '/monitor/queues');
    await monitor.getByTestId('queue-row').filter({ hasText: 'Presence line' }).click();
    await expect(monitor.getByTestId('queue-agent')).toHaveAttribute('data-status', 'paused');
    await expect(monitor.getByTestId('queue-agent')).toContainText('Busy');

    // On Break from the Phone page: the queue monitor's agent reads On Break too.
    await phoneControl(workspace).getByText('On Break', { exact: true }).click();
    await expect(header(workspace)).toHaveValue('On Break');
    await expect(monitor.getByTestId('queue-agent')).toContainText('On Break', { timeout: 10_000 });
  } finally {
    await supervisor.close();
  }
});
