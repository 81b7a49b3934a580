import path from 'node:path';
import { DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { startServerProcess, type RunningServer } from './support/server-process';

/**
 * The start path on a machine without the SIP server: the server still starts and says why the phone
 * cannot work (in /api/health, on the phone and on the debug page) instead of 'Connecting…' for ever.
 * Kamailio is taken away by pointing the server at a binary that does not exist (KAMAILIO_BIN), as
 * on a machine where it was never installed.
 */
const MISSING = 'Kamailio is not installed. Install it with: apt-get install -y --no-install-recommends kamailio kamailio-websocket-modules kamailio-autheph-modules';
let noSip: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  noSip = await startServerProcess(path.resolve('.'), { KAMAILIO_BIN: '/nonexistent/kamailio' });
});
test.afterAll(async () => {
  await noSip?.stop();
});

test('without Kamailio the server reports it in /api/health, and the phone and the debug page show the reason', async ({ workspace }) => {
  const health = (await (await fetch(`${noSip.apiUrl}/health`)).json()) as { payload: { parts: { name: string; state: string; reason: string | null }[] } };
  expect(health.payload.parts.find((p) => p.name === 'sip')).toMatchObject({ state: 'down', reason: MISSING });
  expect(health.payload.parts.find((p) => p.name === 'database')).toMatchObject({ state: 'up' });

  await workspace.getByLabel('Server').fill(noSip.apiUrl);
  await workspace.getByLabel('Email').fill('admin@demo.test');
  await workspace.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await workspace.getByRole('button', { name: 'Sign in' }).click();
  await expect(workspace).toHaveURL(/#!\/dashboard/);

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/phone'));
  const badge = workspace.getByTestId('phone-registration');
  await expect(badge).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(workspace.getByText(`Phone server is not running: ${MISSING}`)).toBeVisible();

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/debug'));
  const sipRow = workspace.getByTestId('debug-parts').locator('[data-part="sip"]');
  await expect(sipRow).toHaveAttribute('data-state', 'down');
  await expect(sipRow).toContainText('Not running');
  await expect(sipRow).toContainText(MISSING);
  await expect(workspace.getByTestId('debug-parts').locator('[data-part="database"]')).toHaveAttribute('data-state', 'up');
});

test('with Kamailio running the phone registers, and the debug page says the SIP server runs', async ({ workspace }) => {
  await signIn(workspace, 'admin@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/phone'));
  await expect(workspace.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 20_000 });
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/debug'));
  await expect(workspace.getByTestId('debug-parts').locator('[data-part="sip"]')).toHaveAttribute('data-state', 'up');
});
