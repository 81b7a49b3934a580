import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { toneLevel } from '../../server/areas/telephony/media/wav';
import { carrierRecording } from './support/carrier-audio';
import { apiCall, apiLogin, callLine, dial, openRep, sessionOf, setEchoCancellation, toneLevels, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * The supervisor's real-time monitor (spec 3 sections 2 and 4, #17) on the real media path: the
 * rep's phone says what it does, the server pushes each change to the supervisor's table, and a
 * selected line on a call is listened to through the relay (both parties' audio, nothing back).
 */
const REP_TONE = 700;
/** The supervisor's microphone plays another tone, so each side's audio can be told apart. */
const SUPERVISOR_TONE = 1200;
/** An answering machine: its long greeting is the far side's audio while the supervisor listens. */
const machineNumber = () => `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}6`;

/** The loudest level (dB) of the supervisor's tone in what the rep hears of the supervisor (none: -Infinity). */
const repHearsSupervisor = async (rep: Rep) => Math.max(-Infinity, ...(await toneLevels(rep, [SUPERVISOR_TONE])).filter((l) => l.id.startsWith('coach-')).map((l) => l.levels[0]!));

type Worker = Rep['worker'];
const send = (worker: Worker, message: unknown) =>
  worker.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message);
/** Packets and audio energy received on each relay stream the supervisor listens to. */
const listenStats = (worker: Worker) =>
  send(worker, { target: 'monitor', type: 'monitor.stats' }) as Promise<Array<{ packets: number; energy: number; connection: string; ice: string; dtls: string[] }>>;
const listenTones = (worker: Worker, frequencies: number[]) => send(worker, { target: 'monitor', type: 'monitor.tones', frequencies }) as Promise<Array<{ id: string; levels: number[] }>>;

const row = (page: Page, userId: number) => page.locator(`[data-testid="realtime-row"][data-user-id="${userId}"]`);

test('a supervisor sees a rep’s call live, listens to both parties through the relay, whispers to the rep, joins, returns to listening, scores the call and stops; a rep cannot monitor', async () => {
  test.setTimeout(120_000);
  const rep = await openRep('rep@demo.test', fakeMicrophone(REP_TONE));
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
  let manager: Rep | null = null;
  try {
    const repId = (await sessionOf('rep@demo.test')).userId;
    manager = await openRep('manager@demo.test', fakeMicrophone(SUPERVISOR_TONE));
    expect(await setEchoCancellation(manager, false)).toEqual({ ok: true });
    const page = manager.page;
    await page.goto(`chrome-extension://${manager.extensionId}/workspace.html#!/monitor/teamcalls`);
    await expect(page.getByTestId('monitor-tab-realtime')).toHaveAttribute('aria-selected', 'true');
    // The rep's phone is registered: available; the table lists them by name with their team.
    await expect(row(page, repId)).toHaveAttribute('data-status', 'available', { timeout: 10_000 });
    await expect(row(page, repId)).toContainText('Riley Rep');

    // The line is selected before the call: monitoring starts by itself when it goes on a call.
    await row(page, repId).click();
    await expect(page.getByTestId('realtime-detail')).toContainText('Not on a call now.');
    const target = machineNumber();
    await dial(rep, target);
    await expect(row(page, repId)).toHaveAttribute('data-status', 'onCall', { timeout: 10_000 });
    await expect(row(page, repId).getByTestId('realtime-activity')).toContainText('Outbound');
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    await expect(page.getByTestId('realtime-monitor-state')).toHaveAttribute('data-state', 'MONITORING', { timeout: 15_000 });

    // Both parties arrive: the rep's tone on one stream, the machine's greeting on the other.
    await expect
      .poll(async () => (await listenStats(manager!.worker)).filter((s) => s.packets > 25).length, { timeout: 15_000 })
      .toBe(2)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nthe relay's streams: ${JSON.stringify(await listenStats(manager!.worker))}`);
      });
    // Sound on both, not silence: the rep's tone and the machine's greeting.
    await expect.poll(async () => (await listenStats(manager!.worker)).filter((s) => s.energy > 0.0005).length, { timeout: 15_000 }).toBe(2);
    const levels = await listenTones(manager.worker, [REP_TONE]);
    expect(levels).toHaveLength(2);
    expect(Math.max(...levels.map((l) => l.levels[0]!)), 'the rep’s tone reaches the supervisor').toBeGreaterThan(-50);

    // Whisper: the rep hears the supervisor; the far side does not. Join: the far side hears them too. Listen only: nobody does.
    await page.getByTestId('realtime-whisper').click();
    await expect(page.getByTestId('realtime-monitor-state')).toHaveAttribute('data-state', 'WHISPERING', { timeout: 10_000 });
    await expect.poll(() => repHearsSupervisor(rep), { timeout: 10_000 }).toBeGreaterThan(-50);
    const whisperedAt = Date.now();
    await page.waitForTimeout(2000);
    await page.getByTestId('realtime-join').click();
    await expect(page.getByTestId('realtime-monitor-state')).toHaveAttribute('data-state', 'CONVERSATION');
    const joinedAt = Date.now();
    await page.waitForTimeout(2500);
    await page.getByTestId('realtime-back-to-listen').click();
    await expect(page.getByTestId('realtime-monitor-state')).toHaveAttribute('data-state', 'MONITORING');
    const listenAgainAt = Date.now();
    await expect.poll(() => repHearsSupervisor(rep)).toBe(-Infinity);
    // Listening still has both parties after the coaching.
    expect((await listenStats(manager.worker)).length).toBe(2);

    // Call info: an observation and a score, saved for the archive.
    await page.getByTestId('realtime-observation').fill('Good pace, clear pitch');
    const fourStars = await page.getByTestId('realtime-score').locator('input[value="4"]').getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    await page.getByTestId('realtime-save').click();
    await expect(page.getByTestId('realtime-save-notice')).toHaveText('Call information saved.');

    // Stop: the relay's streams go; the line stays on its call and is not listened to again by itself.
    await row(page, repId).getByTestId('realtime-stop').click();
    await expect(page.getByTestId('realtime-monitor-state')).toHaveAttribute('data-state', 'IDLE');
    await expect.poll(async () => (await listenStats(manager!.worker)).length).toBe(0);
    await expect(row(page, repId).getByTestId('realtime-listen')).toBeEnabled();

    // A rep has no monitor read: the listen route refuses them.
    const sipCallId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
    const refused = await apiCall('POST', `/monitor/calls/${encodeURIComponent(sipCallId)}/listen`, { token: await apiLogin('rep2@demo.test') });
    expect(refused.status).toBe(403);

    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
    await expect(row(page, repId)).toHaveAttribute('data-status', 'available', { timeout: 10_000 });
    // The carrier's recording of what it received: the supervisor's tone only while joined.
    const heard = (await carrierRecording(target)).between;
    expect(toneLevel(heard(whisperedAt + 300, whisperedAt + 1800), SUPERVISOR_TONE), 'whisper: the far side does not hear the supervisor').toBeLessThan(200);
    expect(toneLevel(heard(joinedAt + 800, joinedAt + 2300), SUPERVISOR_TONE), 'join: the far side hears the supervisor').toBeGreaterThan(500);
    expect(toneLevel(heard(listenAgainAt + 800, listenAgainAt + 1500), SUPERVISOR_TONE), 'listen only: the far side does not hear the supervisor').toBeLessThan(200);
    expect(toneLevel(heard(joinedAt + 800, joinedAt + 2300), REP_TONE), 'join: the rep is still heard').toBeGreaterThan(500);
    const info = await apiCall<{ payload: { callObservation: string; callScore: number } }>('GET', `/monitor/calls/${encodeURIComponent(sipCallId)}/info`, {
      token: await apiLogin('manager@demo.test'),
    });
    expect(info.body.payload).toEqual({ callObservation: 'Good pace, clear pitch', callScore: 4 });

    // The rep's extension closing logs them out on the supervisor's table.
    await rep.close();
    await expect(row(page, repId)).toHaveAttribute('data-status', 'loggedOut', { timeout: 30_000 });
  } finally {
    await rep.close().catch(() => undefined);
    await manager?.close();
  }
});
