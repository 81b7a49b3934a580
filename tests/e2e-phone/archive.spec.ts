import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { Recording } from '../../src/contract';
import { apiCall, apiLogin, callLine, dial, openRep, setEchoCancellation, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * The archive and library (spec 2 sections 2-8) on a call made through the real media path: the
 * rep records a call to a person on the Simulated carrier; a manager finds it in the archive,
 * plays both channels with the talk map, hotkeys and rates, stars, scores and notes it, downloads
 * it as a zip with its CSV; a rep sees only their own calls; the library opens with sharing.
 */
const person = () => `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}1`;

async function recordedCall(rep: Rep): Promise<string> {
  await dial(rep, person());
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const sipCallId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
  await rep.page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(rep.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  // The person's greeting, then the rep talks and pauses (mute) so the person replies.
  await rep.page.waitForTimeout(2500);
  await rep.page.getByRole('button', { name: 'Mute' }).click();
  await rep.page.waitForTimeout(3500);
  await rep.page.getByRole('button', { name: /Unmute|Mute/ }).click();
  await rep.page.waitForTimeout(1000);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  const token = await apiLogin(rep.email);
  const recordings = async () => (await apiCall<{ payload: { recordings: Recording[] } }>('GET', `/telephony/calls/${encodeURIComponent(sipCallId)}/recordings`, { token })).body.payload.recordings;
  await expect.poll(async () => (await recordings()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return sipCallId;
}

const openMonitor = async (page: Page, extensionId: string, tab?: string) => {
  await page.goto(`chrome-extension://${extensionId}/workspace.html#!/monitor${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByTestId('monitor-page')).toBeVisible();
};
const audio = (page: Page) => page.getByTestId('recording-audio');
const audioState = (page: Page) => audio(page).evaluate((el: HTMLAudioElement) => ({ time: el.currentTime, paused: el.paused, rate: el.playbackRate, muted: el.muted, duration: el.duration }));

async function setAcl(userEmail: string, body: Record<string, unknown>) {
  const admin = await apiLogin('admin@demo.test');
  const users = (await apiCall<{ payload: { users: { id: number; email: string }[] } }>('GET', '/telephony/users', { token: admin })).body.payload.users;
  const user = users.find((u) => u.email === userEmail)!;
  expect((await apiCall('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body })).status).toBe(200);
}
const setSharing = async (on: boolean) =>
  expect((await apiCall('PUT', '/admin/telephony/settings', { token: await apiLogin('admin@demo.test'), body: { recordingSharingEnabled: on } })).status).toBe(200);

test('a recorded call appears in the archive: played on both channels with its talk map, starred, scored, downloaded; a rep sees only their own; the library with sharing', async () => {
  test.setTimeout(180_000);
  const rep = await openRep('rep@demo.test', fakeMicrophone(700));
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
  let manager: Rep | null = null;
  try {
    const sipCallId = await recordedCall(rep);

    // A rep without monitor read or archive access: only the library, closed while the tenant does not share.
    await openMonitor(rep.page, rep.extensionId);
    await expect(rep.page.getByTestId('monitor-tab-archive')).toHaveCount(0);
    await expect(rep.page.getByTestId('library-off')).toContainText('Recording sharing is not enabled');

    manager = await openRep('manager@demo.test');
    const page = manager.page;
    await openMonitor(page, manager.extensionId);
    // Monitor read: the Realtime tab opens first (spec 2 section 2), the archive is beside it.
    await expect(page.getByTestId('monitor-tab-realtime')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('monitor-tab-archive').click();
    await expect(page.getByTestId('monitor-tab-archive')).toHaveAttribute('aria-selected', 'true');
    const row = page.locator(`[data-testid="archive-row"][data-call-id="${sipCallId}"]`);
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(row).toContainText('Riley Rep');
    await expect(row.getByTestId('archive-result')).toHaveText('Connected');
    await expect(row.getByTestId('archive-duration')).not.toHaveText('00:00:00');

    // The player: both channels' talk maps from the server, the audio streams and plays.
    await row.getByTestId('archive-open').click();
    const player = page.getByTestId('recording-player');
    await expect(player).toBeVisible({ timeout: 10_000 });
    await expect(player.getByTestId('talk-rep').getByTestId('talk-span').first()).toBeAttached();
    await expect(player.getByTestId('talk-far').getByTestId('talk-span').first()).toBeAttached();
    await expect(page.getByTestId('recording-waveform').locator('div').first()).toBeAttached();
    await page.getByTestId('player-play').click();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);
    // k pauses; j goes back 10 s (to the start); l forward 10 s (to the end of a short call).
    await page.keyboard.press('k');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await page.keyboard.press('j');
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(0.1);
    await page.keyboard.press('m');
    expect((await audioState(page)).muted).toBe(true);
    await page.keyboard.press('m');
    // Rates 0.75-2.
    await page.getByTestId('player-rate').click();
    await page.getByRole('option', { name: '1.5×' }).click();
    expect((await audioState(page)).rate).toBe(1.5);
    // Jump to the next time the other side spoke: where channel 2's first talk span starts.
    const position = (await audioState(page)).time * 1000;
    const farStarts = await player
      .getByTestId('talk-far')
      .getByTestId('talk-span')
      .evaluateAll((spans) => spans.map((span) => Number(span.getAttribute('data-start-ms'))));
    const farStart = farStarts.find((start) => start > position)!;
    expect(farStart, 'the other side speaks later in the call').toBeDefined();
    await page.getByTestId('player-next-other').click();
    await expect.poll(async () => (await audioState(page)).time * 1000).toBeGreaterThan(farStart - 50);
    expect((await audioState(page)).time * 1000).toBeLessThan(farStart + 50);
    // Typing notes never triggers the hotkeys.
    const before = await audioState(page);
    await page.getByTestId('call-observation').fill('Kept the call short; j and k typed here do nothing');
    expect((await audioState(page)).paused).toBe(before.paused);
    expect(Math.abs((await audioState(page)).time - before.time)).toBeLessThan(0.05);

    // Score and notes persist.
    const fourStars = await page.getByTestId('call-score').locator('input[value="4"]').getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    await page.getByTestId('call-save').click();
    await expect(page.getByTestId('call-saved')).toBeVisible();
    await page.keyboard.press('Escape');
    // Star.
    await row.getByTestId('archive-star').click();
    await expect(row.getByTestId('archive-star')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(row.getByTestId('archive-score')).toHaveText('4', { timeout: 10_000 });
    await expect(row.getByTestId('archive-star')).toHaveAttribute('aria-pressed', 'true');
    await row.getByTestId('archive-open').click();
    await expect(page.getByTestId('call-observation')).toHaveValue('Kept the call short; j and k typed here do nothing');
    await page.keyboard.press('Escape');

    // A zip of the selected recording holds its audio and the CSV.
    await row.getByTestId('archive-row-select').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('archive-download-zip').click()]);
    expect(download.suggestedFilename()).toBe('recordings.zip');
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith('.ogg'))).toHaveLength(1);
    expect(files[names.find((n) => n.endsWith('.ogg'))!]!.length).toBeGreaterThan(1000);
    expect(strFromU8(files['recordings.csv']!)).toContain('Riley Rep');

    // With archive access the rep sees their own calls, never the manager's filter.
    await setAcl('rep@demo.test', { callArchive: { access: true, edit: false } });
    await openMonitor(rep.page, rep.extensionId);
    await rep.page.reload();
    await expect(rep.page.getByTestId('monitor-tab-archive')).toHaveAttribute('aria-selected', 'true');
    await expect(rep.page.locator(`[data-testid="archive-row"][data-call-id="${sipCallId}"]`)).toBeVisible({ timeout: 10_000 });
    await expect(rep.page.getByTestId('archive-user')).toHaveCount(0);
    const users = await rep.page.getByTestId('archive-row').allInnerTexts();
    expect(users.every((text) => text.includes('Riley Rep'))).toBe(true);

    // The library: shared calls, once the tenant shares recordings.
    await setSharing(true);
    await page.reload();
    await row.getByTestId('archive-open').click();
    // The switch is there once the panel has read the tenant's sharing setting; the server's answer decides.
    const shared = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/telephony\/call\/history\/[^/]+$/.test(new URL(r.url()).pathname), { timeout: 30_000 });
    await page.getByTestId('call-share').click();
    expect((await shared).status()).toBe(200);
    await expect(page.getByTestId('call-share')).toBeChecked();
    await openMonitor(rep.page, rep.extensionId, 'library');
    await rep.page.reload();
    await expect(rep.page.locator(`[data-testid="library-tab"] [data-testid="archive-row"][data-call-id="${sipCallId}"]`)).toBeVisible({ timeout: 10_000 });
  } finally {
    await setSharing(false).catch(() => undefined);
    await setAcl('rep@demo.test', { callArchive: { access: false, edit: false } }).catch(() => undefined);
    await manager?.close();
    await rep.close();
  }
});
