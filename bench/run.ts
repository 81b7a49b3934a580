// npm run bench: measured figures, one per line. Needs Chromium and a built extension (built here).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchWithExtension, EXTENSION_DIR } from '../tests/e2e/support/chromium';
import { startServerProcess } from '../tests/e2e/support/server-process';
import { benchContacts } from './contacts';
import { benchLists } from './lists';
import { benchPhone } from './phone';
import { benchRecordings } from './recordings';
import { benchAnsweringMachine } from './answering-machine';
import { benchMonitor } from './monitor';
import { benchAcd } from './acd';
import { benchReports } from './reports';
import { benchImports } from './imports';
import { benchClickToCall } from './click-to-call';
import { initialJsKb } from './initial-js';
import { measureTopSearch } from './top-search';
import { percentile, round } from './stats';

const SIDE_PANEL_RUNS = 10;
/** `npm run bench -- phone lists` runs only the named groups (workspace, phone, contacts, lists, recordings, dialer, monitor, reports, imports); none: all of them. */
type Group = 'workspace' | 'phone' | 'contacts' | 'lists' | 'recordings' | 'dialer' | 'monitor' | 'reports' | 'imports';
const groups = process.argv.slice(2);
const want = (group: Group) => groups.length === 0 || groups.includes(group);
const LOGIN_RUNS = 60;
const METRICS_RUNS = 300;

async function timeRequests(runs: number, send: () => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed with ${res.status}`);
    if (i >= 5) samples.push(performance.now() - start); // the first 5 warm the connection pool
  }
  return samples;
}

const failedGroups: string[] = [];

/** Runs one group: a failure prints one line with its error, and the next group still runs. */
async function group(name: Group, run: () => Promise<void>) {
  if (!want(name)) return;
  try {
    await run();
  } catch (error) {
    failedGroups.push(name);
    console.log(`${name}: FAILED: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  }
}

const print = async (lines: Promise<string[]>) => {
  for (const line of await lines) console.log(line);
};

/** The phone group needs the SIP server: when the server reports it down, say why at once instead of timing out. */
async function phoneServerRunning(api: string) {
  const health = (await (await fetch(`${api}/health`)).json()) as { payload: { parts: { name: string; state: string; reason: string | null }[] } };
  const sip = health.payload.parts.find((p) => p.name === 'sip');
  if (sip?.state !== 'up') throw new Error(`Phone server is not running: ${sip?.reason ?? 'unknown'}`);
}

async function main() {
  execSync('npx wxt build', { stdio: 'ignore' });
  // The Simulated carrier answers at once: the relay's call set-up figure holds no ringing.
  const server = await startServerProcess(path.resolve('.'), { CARRIER_ANSWER_MS: '0' });
  try {
    const api = server.apiUrl;
    await group('workspace', () => benchWorkspace(api));
    await group('phone', async () => {
      await phoneServerRunning(api);
      await print(benchPhone(api, server.dataDir));
    });
  } finally {
    await server.stop();
  }
  await group('contacts', () => print(benchContacts()));
  await group('lists', () => print(benchLists()));
  await group('recordings', () => print(benchRecordings()));
  await group('dialer', () => print(benchAnsweringMachine()));
  await group('monitor', async () => {
    await print(benchMonitor());
    await print(benchAcd());
  });
  await group('reports', () => print(benchReports()));
  await group('imports', () => print(benchImports()));
  if (failedGroups.length) {
    console.log(`bench: ${failedGroups.length} group(s) failed: ${failedGroups.join(', ')}`);
  }
}

/** Side panel open, its initial JS, sign-in and metrics latency, the top search. */
async function benchWorkspace(api: string) {
  const login = () => fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'rep@demo.test', password: 'Demo@Sales1' }) });
  const loginSamples = await timeRequests(LOGIN_RUNS, login);
  const token = ((await (await login()).json()) as { payload: { authToken: string } }).payload.authToken;
  const metricsSamples = await timeRequests(METRICS_RUNS, () => fetch(`${api}/metrics/activity-metrics/currentMonth`, { headers: { authorization: `Bearer ${token}` } }));

  const browser = await launchWithExtension();
  const openTimes: number[] = [];
  try {
    for (let i = 0; i < SIDE_PANEL_RUNS; i++) {
      const page = await browser.context.newPage();
      await page.goto(`chrome-extension://${browser.extensionId}/sidepanel.html#!/login`);
      // Interactive: the sign-in form accepts input. performance.now() counts from navigation start.
      await page.getByLabel('Email').waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>('input[type=email]');
        return input !== null && !input.disabled;
      });
      openTimes.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
  } finally {
    await browser.close();
  }

  console.log(`side panel cold open to interactive: ${round(percentile(openTimes, 50))} ms (median of ${SIDE_PANEL_RUNS}, headless Chromium; target < 150)`);
  console.log(`side panel initial JS: ${round(initialJsKb(EXTENSION_DIR, 'sidepanel.html'))} KB gzip (target < 250)`);
  console.log(`POST /login p50: ${round(percentile(loginSamples, 50))} ms`);
  console.log(`POST /login p95: ${round(percentile(loginSamples, 95))} ms (target < 20)`);
  console.log(`GET /metrics/activity-metrics p50: ${round(percentile(metricsSamples, 50))} ms`);
  console.log(`GET /metrics/activity-metrics p95: ${round(percentile(metricsSamples, 95))} ms (target < 20)`);
  for (const line of await benchClickToCall()) console.log(line);
  console.log(`top search keystroke to results rendered: ${round((await measureTopSearch(api)).medianMs)} ms (median of 10, incl. the 350 ms debounce)`);
}

main().then(
  // The exit code says whether a group failed (a library's exit hook must not turn it into 0).
  () => process.exit(failedGroups.length ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
