import { expect, signIn, test } from './support/fixtures';
test('debug', async ({ workspace }) => {
  workspace.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/create?phone=%2B15550104242&name=Grace%20Brewster%20Hopper'));
  await workspace.getByTestId('create-type').getByText('Lead').click();
  await workspace.waitForTimeout(2000);
  console.log(await workspace.locator('[data-testid="contact-create"]').ariaSnapshot());
});
