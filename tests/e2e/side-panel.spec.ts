import { expect, signIn, test } from './support/fixtures';

test('the toolbar action opens the side panel, which holds the same workspace', async ({ extension }) => {
  const [worker] = extension.context.serviceWorkers();
  expect(worker).toBeDefined();
  const behavior = await worker!.evaluate(() =>
    (globalThis as unknown as { chrome: { sidePanel: { getPanelBehavior(): Promise<{ openPanelOnActionClick?: boolean }> } } }).chrome.sidePanel.getPanelBehavior(),
  );
  expect(behavior.openPanelOnActionClick).toBe(true);
  const manifest = await worker!.evaluate(() => (globalThis as unknown as { chrome: { runtime: { getManifest(): { side_panel?: { default_path?: string } } } } }).chrome.runtime.getManifest());
  expect(manifest.side_panel?.default_path).toBe('sidepanel.html');

  const panel = await extension.context.newPage();
  await panel.setViewportSize({ width: 400, height: 800 });
  await panel.goto(`chrome-extension://${extension.extensionId}/sidepanel.html`);
  await expect(panel).toHaveURL(/#!\/login/);
  await signIn(panel, 'rep@demo.test');
  await expect(panel).toHaveURL(/#!\/dashboard$/);
  await expect(panel.getByTestId('gauge-callsOut')).toBeVisible();
  await expect(panel.getByTestId('period-range')).toHaveText(/^[A-Z][a-z]{2} \d{1,2} – ([A-Z][a-z]{2} )?\d{1,2}, \d{4}$/);
  // In the narrow panel the area links sit behind a burger menu, and every control stays in view.
  await expect(panel.getByTestId('presence-select')).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole('button', { name: 'Open navigation' })).toBeInViewport({ ratio: 1 });
  await panel.getByRole('button', { name: 'Open navigation' }).click();
  await expect(panel.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await panel.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(panel).toHaveURL(/#!\/settings$/);
});

test('the period selector is saved per user', async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace.getByTestId('gauges')).toHaveAttribute('data-period', 'currentWeek');
  await workspace.getByTestId('period-selector').getByText('Day').click();
  await expect(workspace.getByTestId('gauges')).toHaveAttribute('data-period', 'currentDay');
  await workspace.reload();
  await expect(workspace.getByTestId('gauges')).toHaveAttribute('data-period', 'currentDay');
  await workspace.getByTestId('period-selector').getByText('Week').click();
  await expect(workspace.getByTestId('gauges')).toHaveAttribute('data-period', 'currentWeek');
});
