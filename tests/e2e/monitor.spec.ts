import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { asUtcDay, reportRangeOf } from '../../src/domain/reports/date-range';
import { contacts } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { wavFile } from '../../server/areas/telephony/media/wav';
import { apiCall, apiLogin, apiUrl, expect, signIn, test } from './support/fixtures';

/** A tenant of its own (its archive holds only this test's calls): a manager, a rep and a contact. */
async function archiveTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Archive Co ${tag}`);
    const manager = await createUser(database.db, tenant.id, { email: `arch-mgr-${tag}@archive.test`, password: 'Demo@Sales1', firstName: 'Mia', lastName: 'Manager', role: 'manager' });
    const rep = await createUser(database.db, tenant.id, { email: `arch-rep-${tag}@archive.test`, password: 'Demo@Sales1', firstName: 'Rex', lastName: 'Rep', role: 'rep' });
    const admin = await createUser(database.db, tenant.id, { email: `arch-admin-${tag}@archive.test`, password: 'Demo@Sales1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const [contact] = await database.db.insert(contacts).values({ tenantId: tenant.id, firstName: 'Cora', lastName: 'Callee', ownerId: rep.id }).returning();
    return { admin, manager, rep, contactId: contact!.id };
  } finally {
    await database.close();
  }
}

/** Two seconds of a tone, as a WAV. */
const tone = () =>
  wavFile(
    Int16Array.from({ length: 16_000 }, (_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 8000))),
    8000,
  );

/** A call the rep made, with its recording uploaded as the phone does. */
async function call(token: string, input: { callId: string; audio: Buffer; direction: 'in' | 'out'; contactId?: number; minutesAgo: number }) {
  const upload = await fetch(`${apiUrl()}/media/recording?callId=${input.callId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/wav' },
    body: new Uint8Array(input.audio),
  });
  expect(upload.status).toBe(200);
  const saved = await apiCall('POST', '/telephony/call-info', {
    token,
    body: {
      callId: input.callId,
      result: 'Connected',
      direction: input.direction,
      durationSeconds: 2,
      phoneNumber: '+12015550177',
      startedAt: new Date(Date.now() - input.minutesAgo * 60_000).toISOString(),
      ...(input.contactId ? { contactId: input.contactId } : {}),
    },
  });
  expect(saved.status).toBe(200);
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#!.*$/, `#!${route}`));

test('the archive: a corrupt recording shows the error with try again, a bad range sends nothing, filters are kept, select-all-but downloads the CSV; the timeline plays a call', async ({
  workspace,
}) => {
  test.setTimeout(90_000);
  const { manager, rep, contactId } = await archiveTenant();
  const repToken = await apiLogin(rep.email);
  const good = `arch-good-${randomUUID()}`;
  const corrupt = `arch-bad-${randomUUID()}`;
  await call(repToken, { callId: good, audio: tone(), direction: 'out', contactId, minutesAgo: 30 });
  await call(repToken, { callId: corrupt, audio: Buffer.from('RIFF this is not audio at all'), direction: 'in', minutesAgo: 10 });

  await signIn(workspace, manager.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  // Monitor read opens on the Realtime tab (spec 2 section 2: tab 0); the archive is the next tab.
  await go(workspace, '/monitor');
  await expect(workspace.getByTestId('monitor-tab-realtime')).toHaveAttribute('aria-selected', 'true');
  await workspace.getByTestId('monitor-tab-archive').click();
  await expect(workspace.getByTestId('archive-row')).toHaveCount(2);
  await expect(workspace.getByTestId('archive-total')).toHaveText('2 recordings');

  // A file that is not audio: the player's error state, with try again (never a blank player).
  await workspace.locator(`[data-testid="archive-row"][data-call-id="${corrupt}"]`).getByTestId('archive-open').click();
  await expect(workspace.getByTestId('player-error')).toBeVisible({ timeout: 10_000 });
  await workspace.getByTestId('player-error').getByRole('button', { name: 'Try again' }).click();
  await expect(workspace.getByTestId('player-error')).toBeVisible({ timeout: 10_000 });
  await workspace.keyboard.press('Escape');

  // A reversed range: the spec's message, and no request goes out.
  let searches = 0;
  workspace.on('request', (request) => {
    if (/\/api\/recordings(\/count)?\?/.test(request.url())) searches += 1;
  });
  await workspace.getByTestId('archive-start').fill('2026-12-31');
  await workspace.getByTestId('archive-end').fill('2026-01-01');
  await expect(workspace.getByTestId('archive-range-error')).toHaveText('Start date must be before end date');
  await workspace.getByTestId('archive-start').fill('2025-06-01');
  await expect(workspace.getByTestId('archive-range-error')).toHaveText("Start date and end date can't be more than 3 months apart");
  await workspace.waitForTimeout(700);
  expect(searches).toBe(0);

  // The date-range selector (spec 1 section 4): an option fills in its dates; editing a date makes it custom.
  await workspace.getByTestId('archive-date-range').click();
  await workspace.getByRole('option', { name: 'Last month' }).click();
  const lastMonth = reportRangeOf('lastMonth', asUtcDay(new Date()));
  await expect(workspace.getByTestId('archive-start')).toHaveValue(lastMonth.start!);
  await expect(workspace.getByTestId('archive-end')).toHaveValue(lastMonth.end!);
  await expect(workspace.getByTestId('archive-range-error')).toHaveCount(0);
  await expect(workspace.getByTestId('archive-date-range')).toHaveValue('Last month');
  await workspace.getByTestId('archive-start').fill('2025-06-01');
  await expect(workspace.getByTestId('archive-date-range')).toHaveValue('Custom');
  await workspace.waitForTimeout(700);

  // Filters are kept (monitorArchiveFilter): the direction survives a reload.
  await workspace.reload();
  await expect(workspace.getByTestId('archive-row')).toHaveCount(2);
  await workspace.getByTestId('archive-direction').click();
  await workspace.getByRole('option', { name: 'Inbound' }).click();
  await expect(workspace.getByTestId('archive-row')).toHaveCount(1);
  await workspace.waitForTimeout(500);
  await workspace.reload();
  await expect(workspace.getByTestId('archive-direction')).toHaveValue('Inbound');
  await expect(workspace.getByTestId('archive-row')).toHaveCount(1);
  await workspace.getByTestId('archive-direction').click();
  await workspace.getByRole('option', { name: 'All calls' }).click();
  await expect(workspace.getByTestId('archive-row')).toHaveCount(2);

  // Select all, then untick one: the CSV holds the other only.
  await workspace.getByTestId('archive-select-all').check();
  await expect(workspace.getByTestId('archive-total')).toContainText('2 selected');
  await workspace.locator(`[data-testid="archive-row"][data-call-id="${corrupt}"]`).getByTestId('archive-row-select').uncheck();
  await expect(workspace.getByTestId('archive-total')).toContainText('1 selected');
  const [download] = await Promise.all([workspace.waitForEvent('download'), workspace.getByTestId('archive-download-csv').click()]);
  expect(download.suggestedFilename()).toBe('recordings.csv');
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('Cora Callee');

  // The contact timeline's call entry plays its recording.
  await go(workspace, `/contacts/${contactId}`);
  const entry = workspace.getByTestId('timeline-entry').filter({ has: workspace.getByTestId('timeline-recording') });
  await expect(entry).toHaveCount(1, { timeout: 10_000 });
  await entry.getByTestId('timeline-recording').click();
  await expect(entry.getByTestId('recording-player')).toBeVisible({ timeout: 10_000 });
  await entry.getByTestId('player-play').click();
  await expect.poll(() => entry.getByTestId('recording-audio').evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
});

test('an administrator turns recording sharing on in the recording settings: the library opens; a rep only reads that the settings are the admins’', async ({ workspace }) => {
  test.setTimeout(90_000);
  const { admin, rep } = await archiveTenant();
  const repToken = await apiLogin(rep.email);
  const callId = `arch-share-${randomUUID()}`;
  await call(repToken, { callId, audio: tone(), direction: 'out', minutesAgo: 5 });

  // Before sharing is on, the library says who turns it on and where.
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/monitor?tab=library');
  await expect(workspace.getByTestId('library-off')).toHaveText(
    'Recording sharing is not enabledAsk an administrator of your organization to turn it on in Settings > Your organization > Recordings.',
  );
  await expect(workspace.getByTestId('library-off-settings')).toHaveCount(0);
  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login/);

  await signIn(workspace, admin.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/monitor?tab=library');
  await expect(workspace.getByTestId('library-off')).toContainText('Recording sharing is not enabled');
  await expect(workspace.getByTestId('library-off')).toContainText('Turn it on in Settings > Your organization > Recordings.');
  await workspace.getByTestId('library-off-settings').click();
  await expect(workspace.getByTestId('recording-settings-page')).toHaveAttribute('data-status', 'loaded');
  const sharing = workspace.getByTestId('recording-settings-sharingEnabled');
  await expect(sharing).not.toBeChecked();
  await sharing.click({ force: true });
  await expect(sharing).toBeChecked();
  await workspace.reload();
  await expect(workspace.getByTestId('recording-settings-sharingEnabled')).toBeChecked();
  // Filters: a number prefix and a user never recorded automatically, kept after a reload.
  const outbound = workspace.getByTestId('recording-outbound-filters');
  await outbound.fill('not a number');
  await outbound.press('Enter');
  await expect(workspace.getByRole('alert').filter({ hasText: 'is not a number' })).toBeVisible();
  await outbound.fill('+1800');
  await outbound.press('Enter');
  await workspace.getByTestId('recording-user-outbound-filters').click();
  await workspace.getByRole('option', { name: 'Rex Rep' }).click();
  await workspace.keyboard.press('Escape');
  await workspace.getByTestId('recording-filters-save').click();
  await expect(workspace.getByTestId('recording-filters-save')).toBeDisabled();
  await workspace.reload();
  await expect(workspace.getByTestId('recording-filters')).toContainText('+1800');
  await expect(workspace.getByTestId('recording-filters')).toContainText('Rex Rep');

  // Shared into the library from the call's panel, then found there.
  await go(workspace, '/monitor?tab=archive');
  await workspace.locator(`[data-testid="archive-row"][data-call-id="${callId}"]`).getByTestId('archive-open').click();
  await workspace.getByTestId('call-share').click();
  await expect(workspace.getByTestId('call-share')).toBeChecked();
  await workspace.keyboard.press('Escape');
  await workspace.getByTestId('monitor-tab-library').click();
  await expect(workspace.locator(`[data-testid="library-tab"] [data-testid="archive-row"][data-call-id="${callId}"]`)).toBeVisible();

  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login/);
  await signIn(workspace, rep.email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await go(workspace, '/settings/yourorganization/recordings');
  await expect(workspace.getByText('Only administrators change these settings.')).toBeVisible();
  await expect(workspace.getByTestId('recording-settings-sharingEnabled')).toHaveCount(0);
  // The rep (no archive access) has the library, with the shared call.
  await go(workspace, '/monitor');
  await expect(workspace.getByTestId('monitor-tab-archive')).toHaveCount(0);
  await expect(workspace.locator(`[data-testid="library-tab"] [data-testid="archive-row"][data-call-id="${callId}"]`)).toBeVisible();
});
