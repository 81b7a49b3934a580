import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { launchWithExtension } from '../../e2e/support/chromium';
import { apiCall, apiLogin as signInForApi, signIn } from '../../e2e/support/fixtures';

export { apiCall };

const apiTokens = new Map<string, string>();

/**
 * A bearer token of the user for API calls, reused while it is valid: every sign-in counts towards the
 * tenant's session limit (3), and extra ones would end a browser's own session in the middle of a test.
 */
export async function apiLogin(email: string): Promise<string> {
  const cached = apiTokens.get(email);
  if (cached && (await apiCall('GET', '/session', { token: cached })).status === 200) return cached;
  const token = await signInForApi(email);
  apiTokens.set(email, token);
  return token;
}

/** One signed-in rep: a Chromium with the built extension, the workspace on #!/phone, registered. */
export interface Rep {
  email: string;
  context: BrowserContext;
  extensionId: string;
  page: Page;
  worker: Worker;
  close(): Promise<void>;
}

/** `chromiumArgs`: e.g. `--use-file-for-fake-audio-capture=<wav>` so the rep's microphone plays a known tone. */
export async function openRep(email: string, chromiumArgs: string[] = []): Promise<Rep> {
  const launched = await launchWithExtension(chromiumArgs);
  const page = await launched.context.newPage();
  await page.goto(`chrome-extension://${launched.extensionId}/workspace.html#!/login`);
  await signIn(page, email);
  await expect(page).toHaveURL(/#!\/dashboard/);
  await page.goto(`chrome-extension://${launched.extensionId}/workspace.html#!/phone`);
  await expect(page.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 15_000 });
  const worker = launched.context.serviceWorkers()[0]!;
  return { email, context: launched.context, extensionId: launched.extensionId, page, worker, close: launched.close };
}

export interface MediaStats {
  id: string;
  bytesSent: number;
  bytesReceived: number;
  packetsReceived: number;
  /** The far side's audio energy received so far (level squared times seconds). */
  audioEnergy: number;
  dtmfSent: string;
  senderEnabled: boolean;
  /** The microphone the call sends from. */
  microphoneId?: string | null;
  /** The speaker its far side plays on ('' the default). */
  speakerId?: string | null;
  recoveries: number;
  /** A parallel dialer line handed to the rep: how long the person's greeting replayed to them (ms). */
  greetingReplayedMs?: number | null;
}

/** RTCPeerConnection figures of the rep's live calls, read in the offscreen document. */
export const mediaStats = (rep: Rep) =>
  rep.worker.evaluate(() =>
    (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ target: 'phone', type: 'phone.stats' }),
  ) as Promise<MediaStats[]>;

/** Waits until the rep's single live call (or the one at `index`) has moved 1000 more bytes of audio both ways. */
export async function expectAudioFlowing(rep: Rep, index = 0) {
  const before = (await mediaStats(rep))[index];
  expect(before).toBeDefined();
  await expect
    .poll(
      async () => {
        const now = (await mediaStats(rep))[index];
        return now ? Math.min(now.bytesSent - before!.bytesSent, now.bytesReceived - before!.bytesReceived) : -1;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(1000);
}

export const dial = async (rep: Rep, number: string) => {
  await rep.page.getByTestId('dial-number').fill(number);
  await rep.page.getByTestId('dial-button').click();
};

export const callLine = (rep: Rep) => rep.page.getByTestId('dialer-panel').getByTestId('call-line');

/** Closes the call result panel of the call that just ended, if the phone shows one. */
export async function dismissResultPanel(rep: Rep) {
  const panel = rep.page.getByTestId('call-result-panel');
  if (await panel.count())
    await panel
      .getByRole('button', { name: /Dismiss|Close|Cancel/ })
      .first()
      .click()
      .catch(() => undefined);
}

/** The session of a rep, read from the API (the userProvisioningId another rep dials). */
export async function sessionOf(email: string) {
  const token = await apiLogin(email);
  const res = await apiCall<{ payload: { userProvisioningId: string; userId: number } }>('GET', '/session', { token });
  return { token, ...res.body.payload };
}

/**
 * Turns the browser's echo canceller on the rep's microphone on or off for the next calls. Tone
 * tests turn it off: continuous tones both ways are endless double talk, which the canceller
 * answers by silencing one side's microphone (which side varies from run to run).
 */
export const setEchoCancellation = (rep: Rep, on: boolean) =>
  rep.worker.evaluate(
    (echoCancellation) =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ target: 'phone', type: 'phone.microphone', echoCancellation }),
    on,
  ) as Promise<{ ok: boolean }>;

/** The loudest level (dB) near each frequency in each of the rep's live calls' far-side audio. */
export const toneLevels = (rep: Rep, frequencies: number[]) =>
  rep.worker.evaluate(
    (f) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ target: 'phone', type: 'phone.tones', frequencies: f }),
    frequencies,
  ) as Promise<Array<{ id: string; levels: number[] }>>;
