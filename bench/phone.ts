// Phone figures: page load to Registered, invite() to Established on loopback (median of 20), and
// click-to-call on a web page to the INVITE on the wire. Two reps in Chromium with the built extension.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page, Worker } from '@playwright/test';
import { launchWithExtension } from '../tests/e2e/support/chromium';
import { percentile, round } from './stats';
import { benchPowerDialer } from './power-dialer';

const SETUP_RUNS = 20;
const CLICK_RUNS = 10;
const LOAD_RUNS = 5;
const RELAY_CPU_MS = 10_000;

interface Stats {
  dialAt: number | null;
  inviteSentAt: number | null;
  establishedAt: number | null;
  incomingAt: number | null;
  answerAt: number | null;
  answerSentAt: number | null;
}

async function signedInRep(apiUrl: string, email: string) {
  const browser = await launchWithExtension();
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/workspace.html#!/login`);
  await page.getByLabel('Server').fill(apiUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@Sales1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#!\/dashboard/);
  await page.goto(`chrome-extension://${browser.extensionId}/workspace.html#!/phone`);
  await page.locator('[data-testid=phone-registration][data-status=registered]').waitFor({ timeout: 20_000 });
  return { browser, page, worker: browser.context.serviceWorkers()[0]! };
}

const toPhone = (worker: Worker, message: object) =>
  worker.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message);
const stats = async (worker: Worker) => ((await toPhone(worker, { target: 'phone', type: 'phone.stats' })) as Stats[])[0];

async function untilStats(worker: Worker, ready: (s: Stats) => boolean) {
  for (let i = 0; i < 400; i++) {
    const s = await stats(worker);
    if (s && ready(s)) return s;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the call did not reach the expected state');
}

async function hangUpAll(page: Page) {
  await toPhone(page.context().serviceWorkers()[0]!, { target: 'phone', type: 'phone.execute', command: { command: 'hangup' } });
  await page.locator('[data-testid=dialer-panel][data-dial=idle]').waitFor();
}

/** CPU time (ms) the media relay of the server with this data dir has used so far, from /proc. */
function relayCpuMs(dataDir: string): number {
  const pid = execFileSync('pgrep', ['-f', `recording-dir=${path.join(dataDir, 'rtpengine')}`], { encoding: 'utf8' })
    .trim()
    .split('\n')[0];
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime (fields 14 and 15 of stat; 12 and 13 after the command name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function benchPhone(apiUrl: string, dataDir: string): Promise<string[]> {
  const token = (await (
    await fetch(`${apiUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'rep2@demo.test', password: 'Demo@Sales1' }) })
  ).json()) as { payload: { authToken: string } };
  const callee = (await (await fetch(`${apiUrl}/session`, { headers: { authorization: `Bearer ${token.payload.authToken}` } })).json()) as { payload: { userProvisioningId: string } };
  const caller = await signedInRep(apiUrl, 'rep@demo.test');
  const answerer = await signedInRep(apiUrl, 'rep2@demo.test');
  const site = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Sales: <b id="n">(202) 555-0100</b></p>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    // The callee answers the moment the call shows, as a rep's click would (a page observer, no polling).
    await answerer.page.evaluate(() => {
      new MutationObserver(() => document.querySelector<HTMLButtonElement>('[data-testid=incoming-call] button')?.click()).observe(document.body, { childList: true, subtree: true });
    });
    const setup: number[] = [];
    const offer: number[] = [];
    // Where the rest goes (both browsers' clocks are the machine's): INVITE to the callee, the callee's page
    // showing it and answering, the answer SDP (microphone, ICE), the 200 back to the caller.
    const legs = { toCallee: [] as number[], toAnswer: [] as number[], answerSdp: [] as number[], toCaller: [] as number[] };
    for (let i = 0; i < SETUP_RUNS; i++) {
      await toPhone(caller.worker, { target: 'phone', type: 'phone.execute', command: { command: 'dial', number: callee.payload.userProvisioningId } });
      const s = await untilStats(caller.worker, (x) => x.establishedAt !== null);
      setup.push(s.establishedAt! - s.dialAt!);
      offer.push(s.inviteSentAt! - s.dialAt!);
      const c = await untilStats(answerer.worker, (x) => x.answerSentAt !== null);
      legs.toCallee.push(c.incomingAt! - s.inviteSentAt!);
      legs.toAnswer.push(c.answerAt! - c.incomingAt!);
      legs.answerSdp.push(c.answerSentAt! - c.answerAt!);
      legs.toCaller.push(s.establishedAt! - c.answerSentAt!);
      await hangUpAll(caller.page);
    }

    // Through the media relay: the rep calls a number (the carrier answers at once); ICE and DTLS are with rtpengine.
    const relaySetup: number[] = [];
    for (let i = 0; i < SETUP_RUNS; i++) {
      await toPhone(caller.worker, { target: 'phone', type: 'phone.execute', command: { command: 'dial', number: `+1555010${i % 5}` } });
      const s = await untilStats(caller.worker, (x) => x.establishedAt !== null);
      relaySetup.push(s.establishedAt! - s.dialAt!);
      await hangUpAll(caller.page);
    }
    // The relay's CPU for one call with audio (the rep's microphone, the carrier's voice), over RELAY_CPU_MS.
    await toPhone(caller.worker, { target: 'phone', type: 'phone.execute', command: { command: 'dial', number: '+15550100' } });
    await untilStats(caller.worker, (x) => x.establishedAt !== null);
    const cpuBefore = relayCpuMs(dataDir);
    await new Promise((resolve) => setTimeout(resolve, RELAY_CPU_MS));
    const relayCpuPerSecond = (relayCpuMs(dataDir) - cpuBefore) / (RELAY_CPU_MS / 1000);
    await hangUpAll(caller.page);

    const clicks: number[] = [];
    const web = await caller.browser.context.newPage();
    await web.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const mark = web.locator('[data-dialworks-number]');
    await mark.waitFor();
    // The page records the click in its own world, before the content script handles it.
    await web.evaluate(() => window.addEventListener('click', () => ((window as unknown as { clickAt: number }).clickAt = performance.timeOrigin + performance.now()), true));
    for (let i = 0; i < CLICK_RUNS; i++) {
      await mark.click();
      const s = await untilStats(caller.worker, (x) => x.inviteSentAt !== null);
      clicks.push(s.inviteSentAt! - (await web.evaluate(() => (window as unknown as { clickAt: number }).clickAt)));
      await hangUpAll(caller.page);
    }

    // Before the cold loads (they close the offscreen document the dialer lives in).
    const powerDialer = await benchPowerDialer(apiUrl, caller.worker);

    // Cold: no offscreen document (so no phone); a page load brings it up and it registers.
    const loads: number[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      await caller.worker.evaluate(() => (globalThis as unknown as { chrome: { offscreen: { closeDocument(): Promise<void> } } }).chrome.offscreen.closeDocument());
      const start = Date.now();
      await caller.page.reload();
      await caller.page.locator('[data-testid=phone-registration][data-status=registered]').waitFor({ timeout: 20_000 });
      loads.push(Date.now() - start);
    }
    return [
      `phone invite() to Established (rep to rep, loopback): ${round(percentile(setup, 50))} ms (median of ${SETUP_RUNS}; p95 ${round(percentile(setup, 95))}; target < 150)`,
      `  of which dial() to INVITE on the wire (microphone, offer, ICE gathering): ${round(percentile(offer, 50))} ms; INVITE to the callee's phone: ${round(percentile(legs.toCallee, 50))} ms; its page showing the call and answering: ${round(percentile(legs.toAnswer, 50))} ms; answer() to its 200 on the wire (microphone, answer SDP): ${round(percentile(legs.answerSdp, 50))} ms; the 200 to Established: ${round(percentile(legs.toCaller, 50))} ms (medians)`,
      `phone invite() to Established (rep to a number through the media relay, carrier answering at once): ${round(percentile(relaySetup, 50))} ms (median of ${SETUP_RUNS}; p95 ${round(percentile(relaySetup, 95))}; target < 150)`,
      `media relay CPU for one call with audio both ways: ${round(relayCpuPerSecond)} ms per second of call (rtpengine userspace, over ${RELAY_CPU_MS / 1000} s)`,
      `click-to-call click to INVITE on the wire: ${round(percentile(clicks, 50))} ms (median of ${CLICK_RUNS})`,
      `workspace page load to phone Registered (cold offscreen document): ${round(percentile(loads, 50))} ms (median of ${LOAD_RUNS})`,
      powerDialer,
    ];
  } finally {
    site.close();
    await caller.browser.close();
    await answerer.browser.close();
  }
}
