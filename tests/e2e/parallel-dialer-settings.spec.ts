import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/** A tenant of its own (its settings change here only): an admin, a manager and a rep. */
async function dialerTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Parallel Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `par-admin-${tag}@parallel.test`, password: 'Demo@Sales1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const manager = await createUser(database.db, tenant.id, { email: `par-mgr-${tag}@parallel.test`, password: 'Demo@Sales1', firstName: 'Mia', lastName: 'Manager', role: 'manager' });
    const rep = await createUser(database.db, tenant.id, { email: `par-rep-${tag}@parallel.test`, password: 'Demo@Sales1', firstName: 'Rex', lastName: 'Rep', role: 'rep' });
    return { admin, manager, rep, tag };
  } finally {
    await database.close();
  }
}

/** A list of `count` contacts (numbers that can be dialled), assigned to the rep. */
async function listOf(token: string, repId: number, count: number, tag: string) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
      token,
      body: {
        isLead: false,
        firstName: 'Par',
        lastName: `Set${i}${tag}`,
        timezone: 'Etc/GMT',
        phones: [{ type: 'work', number: `2025550${String(300 + i)}`, isPrimary: true }],
        emails: [],
        otherFields: {},
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.payload.contactId);
  }
  const created = await apiCall<{ payload: { list: { id: number } } }>('POST', '/lists', { token, body: { name: `Parallel settings ${count} ${tag}`, assigneeIds: [repId], sharing: 'NONE' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listId = created.body.payload.list.id;
  expect((await apiCall('POST', `/lists/${listId}/contacts`, { token, body: { contactIds: ids } })).status).toBe(200);
  return listId;
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));

test("an administrator sets the tenant's parallel dialer (lines, ringing length in 15-45, detection) with save and revert; a rep's Parallel dial says why it is closed until it may open", async ({
  workspace,
}) => {
  const { admin, manager, rep, tag } = await dialerTenant();
  await signIn(workspace, admin.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/settings/yourorganization/paralleldialer');
  const page = workspace.getByTestId('parallel-settings-page');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  const save = workspace.getByTestId('parallel-settings-save');
  await expect(save).toBeDisabled();

  // A ringing length outside 15-45 says so and cannot be saved.
  const ringing = workspace.getByTestId('parallel-settings-maximumRingingLength');
  await ringing.fill('12');
  await expect(page.getByText('Maximum ringing length must be between 15 and 45')).toBeVisible();
  await expect(save).toBeDisabled();
  // Revert puts the stored values back.
  await workspace.getByTestId('parallel-settings-revert').click();
  await expect(ringing).toHaveValue('30');

  await ringing.fill('20');
  await workspace.getByTestId('parallel-settings-maximumLines').click();
  await workspace.getByRole('option', { name: '3', exact: true }).click();
  await workspace.getByText('Answering-machine detection').click();
  await workspace.getByTestId('parallel-settings-amd-maximumWords').fill('5');
  await save.click();
  await expect(workspace.getByTestId('parallel-settings-saved')).toHaveText('Setting saved.');
  await workspace.reload();
  await expect(page).toHaveAttribute('data-status', 'loaded');
  await expect(ringing).toHaveValue('20');
  await expect(workspace.getByTestId('parallel-settings-maximumLines')).toHaveValue('3');
  const token = await apiLogin(admin.email);
  const stored = await apiCall<{ payload: { tenant: { maximumLines: number; answeringMachineDetection: { maximumWords: number } } } }>('GET', '/v2/paralleldialers/settings', { token });
  expect(stored.body.payload.tenant).toMatchObject({ maximumLines: 3, answeringMachineDetection: { maximumWords: 5 } });

  // Each user's parallel dialer: the manager turned on gets the tenant's maximum (3), then 2.
  const managerRow = workspace.locator(`[data-testid="parallel-user"][data-user-id="${manager.id}"]`);
  await managerRow.getByRole('switch', { name: 'Parallel dialer for Mia Manager' }).click({ force: true });
  await expect(managerRow.getByRole('combobox', { name: 'Lines of Mia Manager' })).toHaveValue('3');
  await managerRow.getByRole('combobox', { name: 'Lines of Mia Manager' }).click();
  await expect(workspace.getByRole('option')).toHaveText(['2', '3']);
  await workspace.getByRole('option', { name: '2', exact: true }).click();
  await expect(managerRow.getByRole('combobox', { name: 'Lines of Mia Manager' })).toHaveValue('2');
  const acl = await apiCall<{ payload: { parallelDialer: { enabled: boolean; lines: number } } }>('GET', `/admin/telephony/users/${manager.id}/acl`, { token });
  expect(acl.body.payload.parallelDialer).toEqual({ enabled: true, lines: 2 });

  // The rep: not enabled for them yet, then too few due contacts, then open with 2..3 lines.
  const managerToken = await apiLogin(manager.email);
  const single = await listOf(managerToken, rep.id, 1, `${tag}a`);
  const three = await listOf(managerToken, rep.id, 4, `${tag}b`);
  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, `/lists/${three}`);
  const button = workspace.getByTestId('parallel-dial');
  await expect(button).toHaveAttribute('data-reason', 'disabled');
  await expect(button).toBeDisabled();

  expect((await apiCall('PUT', `/admin/telephony/users/${rep.id}/acl`, { token, body: { parallelDialer: { enabled: true, lines: 4 } } })).status).toBe(200);
  await go(workspace, `/lists/${single}`);
  await expect(workspace.getByTestId('parallel-dial')).toHaveAttribute('data-reason', 'due');
  await workspace.getByTestId('parallel-dial').locator('..').hover();
  await expect(workspace.getByRole('tooltip')).toHaveText('Parallel dialing needs more than 1 due contact');

  await go(workspace, `/lists/${three}`);
  await expect(workspace.getByTestId('parallel-dial')).toBeEnabled();
  // The list shows its abandonment rate over 30 days beside the button.
  await expect(workspace.getByTestId('list-abandonment')).toHaveText('Abandoned 0% of 0 people in 30 days (limit 3%)');
  await workspace.getByTestId('parallel-dial').click();
  const modal = workspace.getByTestId('parallel-dialer-modal');
  // Lines from 2 up to the tenant's maximum (3), though the rep has 4 and the list 4 due.
  await expect(modal.getByTestId('parallel-lines').getByRole('radio')).toHaveCount(2);
  await expect(modal.getByLabel('Voice message for answering machines')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Another tenant's admin setting cannot reach this one, and a rep cannot change it.
  const repToken = await apiLogin(rep.email);
  expect((await apiCall('PUT', '/admin/paralleldialers/settings', { token: repToken, body: { maximumLines: 5 } })).status).toBe(403);
  await go(workspace, '/settings/yourorganization/paralleldialer');
  await expect(workspace.getByText('Only administrators change the parallel dialer settings.')).toBeVisible();
});

test('a rep records a callback notice (record, stop, listen, save: metadata then binary); a failed upload removes the metadata, and says the file is corrupted when that fails too', async ({
  workspace,
}) => {
  const { rep, tag } = await dialerTenant();
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/settings/phone/callback-notice');
  const page = workspace.getByTestId('messages-page');
  await expect(page).toHaveAttribute('data-status', 'loaded');
  await expect(page.getByText('No audio files yet.')).toBeVisible();

  const record = async (name: string) => {
    await workspace.getByTestId('message-name').fill(name);
    await workspace.getByTestId('message-record').click();
    await expect(workspace.getByTestId('message-stop')).toBeVisible();
    await workspace.waitForTimeout(1500);
    await workspace.getByTestId('message-stop').click();
    await expect(workspace.getByTestId('message-preview')).toBeVisible();
  };

  await record(`Back soon ${tag}`);
  await workspace.getByTestId('message-save').click();
  await expect(workspace.getByTestId('message-saved')).toHaveText(`Back soon ${tag} saved.`);
  const row = workspace.getByTestId('message-row').filter({ hasText: `Back soon ${tag}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Listen' }).click();
  await expect(row.getByTestId('message-audio')).toBeVisible();
  const token = await apiLogin(rep.email);
  const listed = await apiCall<{ payload: { userPredefinedMessages: Array<{ name: string; hasAudio: boolean }> } }>('GET', '/telephony/predefined-messages?type=CALLBACK_NOTICE', { token });
  expect(listed.body.payload.userPredefinedMessages).toEqual([expect.objectContaining({ name: `Back soon ${tag}`, hasAudio: true })]);

  // The upload fails: the metadata is deleted again, nothing half-made is listed.
  await workspace.route('**/media/predefined-messages/*/audio', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
  await record(`Lost ${tag}`);
  await workspace.getByTestId('message-save').click();
  await expect(workspace.getByTestId('messages-alert')).toHaveText('Unable to add new audio file.');
  await expect(workspace.getByTestId('message-row')).toHaveCount(1);
  // And when the deletion fails too: the file is corrupted.
  await workspace.route('**/telephony/predefined-messages/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
  await workspace.getByTestId('message-save').click();
  await expect(workspace.getByTestId('messages-alert')).toHaveText(`Lost ${tag} audio file is corrupted.`);
  await workspace.unrouteAll();
});
