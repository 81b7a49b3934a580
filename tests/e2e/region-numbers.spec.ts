import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A rep of a tenant hosted in Europe (spec 3 section 5: restricted numbers are refused there). */
async function europeanRep() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Euro Co ${tag}`, { region: 'europe' });
    const rep = await createUser(database.db, tenant.id, { email: `eu-rep-${tag}@euro.test`, password: DEMO_PASSWORD, firstName: 'Eva', lastName: 'Rep', role: 'rep' });
    return rep.email;
  } finally {
    await database.close();
  }
}

test('call management in Europe: a premium-rate forwarding number or caller id is refused on the form, an ordinary one saves', async ({ workspace }) => {
  await signIn(workspace, await europeanRep());
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/phone/call-management'));
  const form = workspace.getByTestId('call-management');
  await expect(form).toHaveAttribute('data-status', 'loaded');
  await form.getByTestId('call-management-forward').check();
  await form.getByTestId('call-management-number').fill('+44 909 879 0000');
  await expect(form.getByText('Premium-rate, shared-cost and personal numbers are not allowed in your region')).toBeVisible();
  await expect(form.getByTestId('call-management-save')).toBeDisabled();
  await form.getByTestId('call-management-number').fill('+44 20 7946 0958');
  await form.getByTestId('call-management-save').click();
  await expect(form.getByTestId('call-management-saved')).toHaveText('Settings saved successfully');

  const card = workspace.getByTestId('caller-id');
  await card.getByTestId('caller-id-other').check();
  await card.getByTestId('caller-id-number').fill('+44 870 000 0000');
  await expect(card.getByText('Premium-rate, shared-cost and personal numbers are not allowed in your region')).toBeVisible();
});
