import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase } from '../../server/db/database';
import { contacts, teams } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, apiUrl, expect, signIn, test } from './support/fixtures';

/** A tenant of its own: a manager, two reps in a team with a long name, and a contact. */
async function monitorTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Realtime Co ${tag}`);
    const [team] = await database.db.insert(teams).values({ tenantId: tenant.id, name: 'Enterprise Accounts North America East' }).returning();
    const user = (first: string, last: string, role: 'manager' | 'rep') =>
      createUser(database.db, tenant.id, { email: `rt-${first.toLowerCase()}-${tag}@realtime.test`, password: 'Demo@Sales1', firstName: first, lastName: last, role, teamId: team!.id });
    const manager = await user('Mia', 'Manager', 'manager');
    const rep = await user('Maximilian', 'Oppenheimer', 'rep');
    const other = await user('Rex', 'Rep', 'rep');
    const [contact] = await database.db.insert(contacts).values({ tenantId: tenant.id, firstName: 'Cora', lastName: 'Callee', ownerId: rep.id }).returning();
    return { tenantId: tenant.id, manager, rep, other, contactId: contact!.id };
  } finally {
    await database.close();
  }
}

/** A rep's extension as the server sees it: its /updates socket, and its phone's reports. */
async function repOnline(email: string) {
  const token = await apiLogin(email);
  const socket: Socket = connect(`${new URL(apiUrl()).origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  const report = async (call: Record<string, unknown> | null) => expect((await apiCall('PUT', '/monitor/agents/me', { token, body: { registered: true, call } })).status).toBe(200);
  return { socket, report, token };
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));
/** A multi-select's box (with pills in it, its own input is too small to click). */
const multiSelect = (page: Page, testId: string) => page.locator('.mantine-MultiSelect-input', { has: page.getByTestId(testId) });
const row = (page: Page, userId: number) => page.locator(`[data-testid="realtime-row"][data-user-id="${userId}"]`);

test('the Realtime tab: every user’s line live, names and teams cut, filters by status and user kept across a reload, the empty state, and the contact of a call', async ({ workspace }) => {
  test.setTimeout(90_000);
  const { manager, rep, other, contactId } = await monitorTenant();
  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/monitor/teamcalls');
  await expect(workspace.getByTestId('monitor-tab-realtime')).toHaveAttribute('aria-selected', 'true');
  await expect(workspace.getByTestId('realtime-row')).toHaveCount(3);
  // Sorted by user; a name is cut at 14 characters, a team at 28 (the whole in the title).
  await expect(workspace.getByTestId('realtime-row').first()).toContainText('Maximilian Op…');
  await expect(row(workspace, rep.id).locator('td').nth(1)).toHaveText('Enterprise Accounts North A…');
  await expect(row(workspace, rep.id).locator('td').nth(1)).toHaveAttribute('title', 'Enterprise Accounts North America East');
  await expect(row(workspace, rep.id)).toHaveAttribute('data-status', 'loggedOut');

  // The rep comes online and takes a call: pushed to the table, no reload.
  const online = await repOnline(rep.email);
  try {
    await online.report(null);
    await expect(row(workspace, rep.id)).toHaveAttribute('data-status', 'available');
    // Signed in, the rep is On Break (spec 1: away), as their header says; choosing Available is pushed, no reload.
    await expect(row(workspace, rep.id).getByTestId('realtime-status')).toHaveText('On Break');
    expect((await apiCall('PUT', '/session/status', { token: online.token, body: { presence: 'available' } })).status).toBe(200);
    await expect(row(workspace, rep.id).getByTestId('realtime-status')).toHaveText('Available');
    await online.report({ callId: `rt-${randomUUID()}`, direction: 'in', state: 'talking', number: '+12125550177', contactId, listId: null, startedAt: Date.now() });
    await expect(row(workspace, rep.id)).toHaveAttribute('data-status', 'onCall');
    // The words of the header and the queue monitor (spec 3 section 4): a call says it talks.
    await expect(row(workspace, rep.id).getByTestId('realtime-status')).toHaveText('Busy (Talking)');
    await expect(row(workspace, rep.id).getByTestId('realtime-activity')).toContainText('Inbound');
    await expect(row(workspace, rep.id).getByTestId('realtime-activity')).toContainText('Cora Callee');
    await expect(row(workspace, rep.id)).toContainText('Individual call');

    // Only calls: one row; the filter is kept across a reload (monitorRealtimeFilter).
    await multiSelect(workspace, 'realtime-filter-status').click();
    await workspace.getByRole('option', { name: 'Busy', exact: true }).click();
    await workspace.keyboard.press('Escape');
    await expect(workspace.getByTestId('realtime-row')).toHaveCount(1);
    await workspace.reload();
    await expect(workspace.getByTestId('realtime-row')).toHaveCount(1);
    await expect(row(workspace, rep.id)).toBeVisible();

    // The detail panel links to the call's contact.
    await row(workspace, rep.id).click();
    await expect(workspace.getByTestId('realtime-contact-link')).toHaveAttribute('href', `#!/contacts/${contactId}`);

    // The rep's extension goes away: logged out, so no line is on a call now.
    online.socket.disconnect();
    await expect(workspace.getByTestId('realtime-empty')).toHaveText('No user matches these filters');
  } finally {
    online.socket.disconnect();
  }

  // By user instead (grouped by team): the status choice taken off, one user chosen; kept across a reload.
  await multiSelect(workspace, 'realtime-filter-status').click();
  await workspace.getByRole('option', { name: 'Busy', exact: true }).click();
  await workspace.keyboard.press('Escape');
  await multiSelect(workspace, 'realtime-filter-users').click();
  await workspace.getByRole('option', { name: 'Rex Rep' }).click();
  await workspace.keyboard.press('Escape');
  await expect(workspace.getByTestId('realtime-row')).toHaveCount(1);
  await expect(row(workspace, other.id)).toBeVisible();
  await workspace.reload();
  await expect(workspace.getByTestId('realtime-row')).toHaveCount(1);
  await expect(row(workspace, other.id)).toHaveAttribute('data-status', 'loggedOut');
});
