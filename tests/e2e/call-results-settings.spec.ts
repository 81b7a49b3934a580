import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { callLists, playbooks } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** An administrator of a tenant of their own, whose call results start as the defaults. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Results Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `cr-admin-${tag}@results.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    return { tenantId: tenant.id, adminId: admin.id, admin: admin.email };
  } finally {
    await database.close();
  }
}

/** Four lists whose playbook ends on 'Not Interested' (an exit condition): the option is in use. */
async function listsEndingOn(tenantId: number, ownerId: number, label: string) {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    const [pb] = await database.db
      .insert(playbooks)
      .values({ tenantId, name: 'Qualify', exitConditions: [{ condition: 'callResult', value: label, success: false }] })
      .returning({ id: playbooks.id });
    await database.db.insert(callLists).values(['Alpha leads', 'Beta leads', 'Gamma leads', 'Delta leads'].map((name) => ({ tenantId, name, ownerId, playbookId: pb!.id })));
  } finally {
    await database.close();
  }
}

test('call results: an administrator orders, adds and removes options as an ordering list; duplicates and options in use are refused with the spec’s messages', async ({ workspace }) => {
  const { tenantId, adminId, admin } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'Call results' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/yourorganization\/call$/);
  const page = workspace.getByTestId('call-results');
  const list = page.getByTestId('call-results-list');
  const names = () => list.getByTestId('call-results-list-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  await expect.poll(names).toEqual(['Connected', 'Left Voicemail', 'No Answer', 'Busy', 'Call Failed', 'Callback - HangUp', 'Wrong Number', 'Not Interested', 'Meeting Booked']);

  // The read-only options cannot be deleted.
  await expect(list.getByRole('button', { name: 'Delete No Answer' })).toBeDisabled();
  // A duplicate name is refused (ordering list), and nothing is added.
  await list.getByTestId('call-results-list-new').fill(' busy ');
  await list.getByTestId('call-results-list-add').click();
  await expect(list.getByTestId('call-results-list-notice')).toHaveText('There is already an item with this name. Please use another name.');
  await expect.poll(async () => (await names()).length).toBe(9);
  // Add one with Enter, move it to the top with Alt+Up and the button, delete another.
  await list.getByTestId('call-results-list-new').fill('Gatekeeper');
  await list.getByTestId('call-results-list-new').press('Enter');
  const gatekeeper = list.getByLabel('Item 10');
  await expect(gatekeeper).toHaveValue('Gatekeeper');
  await gatekeeper.press('Alt+ArrowUp');
  await expect(list.getByLabel('Item 9')).toHaveValue('Gatekeeper');
  for (let i = 0; i < 8; i += 1) await list.getByRole('button', { name: 'Move Gatekeeper up' }).click();
  await expect(list.getByRole('button', { name: 'Move Gatekeeper up' })).toBeDisabled();
  await list.getByRole('button', { name: 'Delete Wrong Number' }).click();
  // Renaming one into a duplicate keeps Save disabled with the message.
  await list.getByLabel('Item 2').fill('gatekeeper');
  await expect(page.getByTestId('call-results-invalid')).toHaveText('There is already an item with this name. Please use another name.');
  await expect(page.getByTestId('call-results-save')).toBeDisabled();
  await list.getByLabel('Item 2').fill('Connected');
  await page.getByTestId('call-results-save').click();
  await expect(page.getByTestId('call-results-saved')).toHaveText('Call results saved.');
  const saved = ['Gatekeeper', 'Connected', 'Left Voicemail', 'No Answer', 'Busy', 'Call Failed', 'Callback - HangUp', 'Not Interested', 'Meeting Booked'];
  await workspace.reload();
  await expect.poll(names).toEqual(saved);

  // 'Not Interested' ends four lists' playbook: removing it is refused, the lists named (3, then show more).
  await listsEndingOn(tenantId, adminId, 'Not Interested');
  await workspace.reload();
  await expect(page.getByTestId('call-result-used-by')).toHaveText('Not Interested · Used by 4 lists');
  await list.getByRole('button', { name: 'Delete Not Interested' }).click();
  await page.getByTestId('call-results-save').click();
  await expect(page.getByTestId('call-results-failed')).toHaveText('Call result option in use');
  const inUse = page.getByTestId('call-results-in-use').getByTestId('call-result-in-use');
  await expect(inUse).toContainText('Not Interested: Alpha leads, Beta leads, Delta leads');
  await inUse.getByRole('button', { name: 'Show 1 more' }).click();
  await expect(inUse).toContainText('Not Interested: Alpha leads, Beta leads, Delta leads, Gamma leads');
  // Nothing was lost: the draft stays until reverted, and the server still has the option.
  await expect.poll(async () => (await names()).length).toBe(8);
  await page.getByTestId('call-results-revert').click();
  await expect.poll(names).toEqual(saved);
});

test('AI features: an administrator sees what works without a language model, and what each needs turned on', async ({ workspace }) => {
  const { admin } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'AI features' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/ai-settings\/general$/);
  const page = workspace.getByTestId('ai-settings');
  await expect(page.getByTestId('ai-settings-model')).toContainText('This server runs no language model.');
  const state = (key: string) => page.locator(`[data-testid="ai-feature"][data-key="${key}"]`);
  // A new tenant: the parallel dialer on, recording on demand, the admin has data quality.
  await expect(state('answeringMachineDetection')).toHaveAttribute('data-state', 'available');
  await expect(state('talkSilenceMap')).toHaveAttribute('data-state', 'available');
  await expect(state('dataQuality')).toHaveAttribute('data-state', 'available');
  for (const key of ['callTranscription', 'callSummary', 'emailDrafting']) {
    await expect(state(key)).toHaveAttribute('data-state', 'needsModel');
    await expect(state(key)).toContainText('Needs a language model');
  }
  // The tenant turns the parallel dialer off: detection is off, with what turns it on.
  expect((await apiCall('PUT', '/admin/paralleldialers/settings', { token: await apiLogin(admin), body: { enabled: false } })).status).toBe(200);
  await workspace.reload();
  await expect(state('answeringMachineDetection')).toHaveAttribute('data-state', 'turnedOff');
  await expect(state('answeringMachineDetection')).toContainText('Turn the parallel dialer on in Settings > Your organization > Parallel dialer.');
});

test('local presence: an administrator lists the tenant’s local numbers (US/UK/SG only) and turns presenting them on', async ({ workspace }) => {
  const { admin } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu').getByRole('link', { name: 'Local presence' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/numbers\/localrandompresence$/);
  const page = workspace.getByTestId('local-presence');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const numbers = page.getByTestId('local-presence-numbers');
  await page.getByTestId('local-presence-enabled').click();
  await numbers.getByTestId('local-presence-numbers-new').fill('+1 (312) 555-0100');
  await numbers.getByTestId('local-presence-numbers-new').press('Enter');
  await numbers.getByTestId('local-presence-numbers-new').fill('+4915112345678');
  await numbers.getByTestId('local-presence-numbers-new').press('Enter');
  await expect(page.getByTestId('local-presence-invalid')).toHaveText('+4915112345678: US, UK and Singapore only');
  await expect(page.getByTestId('local-presence-save')).toBeDisabled();
  await numbers.getByRole('button', { name: 'Delete +4915112345678' }).click();
  await expect(page.getByTestId('local-presence-invalid')).toHaveCount(0);
  await page.getByTestId('local-presence-save').click();
  await expect(page.getByTestId('local-presence-saved')).toHaveText('Settings saved successfully');
  const token = await apiLogin(admin);
  expect((await apiCall<{ payload: { localPresence: unknown } }>('GET', '/telephony/settings', { token })).body.payload.localPresence).toEqual({ enabled: true, numbers: ['+13125550100'] });
  await workspace.reload();
  await expect(page.getByTestId('local-presence-enabled')).toBeChecked();
  await expect(numbers.getByLabel('Item 1')).toHaveValue('+13125550100');
});
