import { expect, test } from '@playwright/test';
import { callLine, dial, mediaStats, openRep, type Rep } from './support/phone-fixtures';

/**
 * The phone's audio devices, chosen on #!/phone and remembered in this browser: the microphone a
 * call sends from, the speaker and the ringtone's device. Chromium's fake devices stand in for a
 * headset.
 */
let rep: Rep;
test.beforeAll(async () => {
  rep = await openRep('rep@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
});

const stored = () =>
  rep.worker.evaluate(
    async () =>
      (await (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get('phoneAudioDevices')).phoneAudioDevices,
  ) as Promise<{ microphoneId: string | null; speakerId: string | null; ringtoneId: string | null } | undefined>;

test('a rep picks another microphone and speaker: the next call sends from it, a call in progress moves to the speaker, and the choice is there after a reload', async () => {
  const devices = rep.page.getByTestId('audio-devices');
  const microphone = devices.getByTestId('device-microphoneId');
  await expect(microphone).toHaveValue('System default');
  await microphone.click();
  const options = rep.page.getByRole('option');
  // The default, then the browser's own microphones.
  await expect(options.first()).toHaveText('System default');
  expect(await options.count()).toBeGreaterThan(1);
  const pick = (await options.last().textContent())!;
  await options.last().click();
  await expect(microphone).toHaveValue(pick);
  await expect.poll(async () => (await stored())?.microphoneId ?? null).not.toBeNull();
  const chosen = (await stored())!.microphoneId!;

  await dial(rep, '+15550700');
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await expect.poll(async () => (await mediaStats(rep))[0]?.microphoneId).toBe(chosen);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);

  // The speaker: the far side of a call in progress moves to it at once.
  await dial(rep, '+15550702');
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await rep.page.getByTestId('device-speakerId').click();
  const speakers = rep.page.getByRole('option');
  expect(await speakers.count()).toBeGreaterThan(1);
  await speakers.last().click();
  await expect.poll(async () => (await stored())?.speakerId ?? null).not.toBeNull();
  const speaker = (await stored())!.speakerId!;
  await expect.poll(async () => (await mediaStats(rep))[0]?.speakerId).toBe(speaker);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);

  await rep.page.reload();
  await expect(rep.page.getByTestId('audio-devices').getByTestId('device-microphoneId')).toHaveValue(pick);

  // Back to the default: the next call sends from the system's default microphone again.
  await rep.page.getByTestId('device-microphoneId').click();
  await rep.page.getByRole('option', { name: 'System default' }).click();
  await expect.poll(async () => (await stored())?.microphoneId).toBeNull();
  await dial(rep, '+15550701');
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await expect.poll(async () => (await mediaStats(rep))[0]?.microphoneId).not.toBe(chosen);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
});
