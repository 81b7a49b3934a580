import { expect, signIn, test } from './support/fixtures';
test('debug', async ({ workspace }) => {
  workspace.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  const topSearch = workspace.getByTestId('top-search');
  await topSearch.fill('Ava 3M Liaison');
  await workspace.waitForTimeout(2000);
  console.log(await workspace.locator('[data-testid="top-search-results"]').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 1500))));
  await workspace.screenshot({ path: '/tmp/crmprobe/search.png' });
});
