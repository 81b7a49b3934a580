import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { expect, signIn, test } from './support/fixtures';

/** An administrator of a tenant of their own (its gauges start from the default targets). */
async function adminOfOwnTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Targets Co ${tag}`);
    return (await createUser(database.db, tenant.id, { email: `tg-admin-${tag}@targets.test`, password: 'Demo@Sales1', firstName: 'Tara', lastName: 'Admin', role: 'admin' })).email;
  } finally {
    await database.close();
  }
}

test('an administrator sets the gauges’ targets: thresholds out of order are refused with the rule, a save redraws the gauges', async ({ workspace }) => {
  await signIn(workspace, await adminOfOwnTenant());
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.getByTestId('period-selector').getByText('Day').click();
  const callsOut = workspace.getByTestId('gauge-callsOut');
  await expect(callsOut).toContainText('Target 60');

  await workspace.getByTestId('set-targets').click();
  const target = workspace.getByTestId('target-callsOut-target');
  await expect(target).toHaveValue('60');
  await target.fill('80');
  // An error threshold above the warning one: refused with the rule, Save disabled.
  await workspace.getByTestId('target-callsOut-error').fill('70');
  await expect(workspace.getByTestId('targets-invalid')).toHaveText('The error threshold must be at most the warning threshold, and the warning threshold at most the target.');
  await expect(workspace.getByTestId('targets-save')).toBeDisabled();
  await workspace.getByTestId('target-callsOut-error').fill('30');
  await expect(workspace.getByTestId('targets-invalid')).toHaveCount(0);
  await workspace.getByTestId('targets-save').click();
  await expect(workspace.getByTestId('targets-save')).toBeHidden();
  await expect(callsOut).toContainText('Target 80');
  // Kept: after a reload the dialog reads them back.
  await workspace.reload();
  await expect(workspace.getByTestId('gauge-callsOut')).toContainText('Target 80');
  await workspace.getByTestId('set-targets').click();
  await expect(workspace.getByTestId('target-callsOut-error')).toHaveValue('30');
});
