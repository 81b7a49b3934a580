import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../areas/telephony/kamailio-process';
import { allProcesses, processFacts, waitUntil } from './process-table';

/**
 * The server's real start path (server/main.ts, what `npm start` runs after its build) on one
 * DATA_DIR, killed as an operator or a crash would: the server with SIGKILL mid-work, then its
 * children one by one. Each time every part (database, SIP server, media relay, mail) is healthy
 * again by itself: a new start within 30 s, a supervised child within 5 s.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-crash-'));
// As root, PostgreSQL runs as its own user and must reach its directory.
chmodSync(dataDir, 0o755);
let env: NodeJS.ProcessEnv;
let base: string;

interface Server {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
let server: Server;

function start(): Server {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { proc, output: () => output, exited: new Promise((resolve) => proc.once('exit', (code) => resolve(code))) };
}

interface Part {
  name: string;
  state: string;
  reason: string | null;
}
async function parts(): Promise<Part[] | null> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return null;
    return ((await res.json()) as { payload: { parts: Part[] } }).payload.parts;
  } catch {
    return null;
  }
}
/** Every part the server runs (database, SIP, media, mail and the Simulated Salesforce), each up. */
const PART_NAMES = ['database', 'sip', 'media', 'mail', 'crm'];
const allUp = (list: Part[] | null) => list !== null && PART_NAMES.every((name) => list.some((p) => p.name === name && p.state === 'up')) && list.every((p) => p.state === 'up');

/** Milliseconds until every part is up (health polled every 100 ms); fails with the last health after `timeoutMs`. */
async function healthyWithin(timeoutMs: number, since = Date.now()): Promise<number> {
  let last: Part[] | null = null;
  while (Date.now() - since < timeoutMs) {
    last = await parts();
    if (allUp(last)) return Date.now() - since;
    if (server.proc.exitCode !== null) throw new Error(`the server exited (${server.proc.exitCode}):\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not healthy within ${timeoutMs} ms: ${JSON.stringify(last)}\n${server.output().slice(-3000)}`);
}

/** The processes whose command line names this DATA_DIR (PostgreSQL, Kamailio and its workers, rtpengine). */
const childrenOfDataDir = () => allProcesses().filter((p) => p.cmdline.includes(dataDir + path.sep));
const pidIn = (file: string) => Number(readFileSync(path.join(dataDir, file), 'utf8').split(/\s/)[0]);
const login = () => fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'rep@demo.test', password: 'Demo@Sales1' }) });

/** Kills a child with SIGKILL; answers how long until every part was up again with a new process in its place. */
async function recoveryAfterKill(pid: number, newPid: () => number | null): Promise<number> {
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  expect(await waitUntil(() => (newPid() ?? pid) !== pid, 10_000)).toBe(true);
  return healthyWithin(10_000, killedAt);
}
const readPid = (file: string) => () => (existsSync(path.join(dataDir, file)) ? pidIn(file) : null);

beforeAll(async () => {
  const port = await freePort();
  env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(await freePort()), SMTP_SINK_PORT: String(await freePort()), LOG: '0' };
  delete env.DATABASE_URL;
  base = `http://127.0.0.1:${port}`;
  server = start();
  // The first start creates the cluster, migrates and seeds: slower than the starts measured below.
  await healthyWithin(120_000);
}, 130_000);

afterAll(async () => {
  if (server?.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  await waitUntil(() => childrenOfDataDir().length === 0, 10_000);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a start after a crash', () => {
  it('kill -9 of the server mid-work leaves nothing running, and a start on the same DATA_DIR is healthy within 30 s', async () => {
    expect(childrenOfDataDir().length).toBeGreaterThan(2);
    // Mid-work: sign-ins in flight when it dies.
    // Settled at once: a sign-in that fails while the kill is awaited must not be an unhandled rejection.
    const inFlight = Promise.allSettled(Array.from({ length: 5 }, () => login()));
    server.proc.kill('SIGKILL');
    await server.exited;
    // Each sign-in either finished before the kill or lost its connection with the server; none got an error answer.
    for (const outcome of await inFlight) {
      if (outcome.status === 'fulfilled') expect(outcome.value.status).toBe(200);
      else expect(String(outcome.reason)).toMatch(/fetch failed/);
    }
    // Its children die with it (the child watchdog), PostgreSQL's backends included.
    expect(await waitUntil(() => childrenOfDataDir().length === 0, 8000)).toBe(true);
    server = start();
    expect(await healthyWithin(30_000)).toBeLessThan(30_000);
    expect((await login()).status).toBe(200);
  }, 60_000);

  it('a start stops what an earlier run left running (its server and watchdog both killed) and is healthy within 30 s', async () => {
    const watchdog = allProcesses().find((p) => p.ppid === server.proc.pid && p.cmdline.includes('groups='));
    expect(watchdog).toBeDefined();
    process.kill(watchdog!.pid, 'SIGKILL');
    server.proc.kill('SIGKILL');
    await server.exited;
    const left = childrenOfDataDir();
    expect(left.length).toBeGreaterThan(2);
    server = start();
    expect(await healthyWithin(30_000)).toBeLessThan(30_000);
    expect(server.output()).toMatch(/\[start\] stopped PostgreSQL \(pid \d+\)/);
    // None of the old processes is left.
    expect(left.filter((p) => processFacts(p.pid)?.startTime === p.startTime)).toEqual([]);
  }, 60_000);

  it('a start that fails says why, never "undefined"', async () => {
    // A DATA_DIR that is a file: the database cannot be made there.
    const notADirectory = path.join(dataDir, 'secret');
    const failed = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...env, DATA_DIR: notADirectory }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    failed.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    failed.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise<number | null>((resolve) => failed.once('exit', resolve))).toBe(1);
    expect(output).toMatch(/Dialworks could not start: Error: (EEXIST|ENOTDIR)[^\n]*secret/);
    expect(output).not.toMatch(/^undefined$/m);
  }, 60_000);
});

describe('supervision: each part recovers by itself within 5 s', () => {
  it("kill -9 of Kamailio's main process (its workers go with it)", async () => {
    const main = pidIn('kamailio/kamailio.pid');
    const workers = allProcesses().filter((p) => p.ppid === main);
    expect(workers.length).toBeGreaterThan(0);
    expect(await recoveryAfterKill(main, readPid('kamailio/kamailio.pid'))).toBeLessThan(5000);
    expect(workers.filter((w) => processFacts(w.pid)?.startTime === w.startTime)).toEqual([]);
  }, 20_000);

  it('kill -9 of one Kamailio worker', async () => {
    const main = pidIn('kamailio/kamailio.pid');
    const worker = allProcesses().find((p) => p.ppid === main);
    expect(worker).toBeDefined();
    const killedAt = Date.now();
    process.kill(worker!.pid, 'SIGKILL');
    // Kamailio ends itself when a worker dies; the supervision starts it again.
    expect(await waitUntil(() => (readPid('kamailio/kamailio.pid')() ?? main) !== main, 10_000)).toBe(true);
    expect(await healthyWithin(10_000, killedAt)).toBeLessThan(5000);
  }, 20_000);

  it('kill -9 of rtpengine', async () => {
    expect(await recoveryAfterKill(pidIn('run/rtpengine.pid'), readPid('run/rtpengine.pid'))).toBeLessThan(5000);
  }, 20_000);

  it('kill -9 of the embedded PostgreSQL, and sign-in works again', async () => {
    const postmaster = pidIn('postgres/postmaster.pid');
    const killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    expect(await waitUntil(() => (readPid('run/postgres.pid')() ?? postmaster) !== postmaster, 10_000)).toBe(true);
    expect(await healthyWithin(10_000, killedAt)).toBeLessThan(5000);
    expect((await login()).status).toBe(200);
  }, 20_000);

  it('a server still running on the DATA_DIR (what started it, e.g. npm, was killed) is stopped cleanly by the next start', async () => {
    const earlier = server;
    const port = await freePort();
    env = { ...env, PORT: String(port) };
    base = `http://127.0.0.1:${port}`;
    server = start();
    expect(await earlier.exited).toBe(0);
    expect(await healthyWithin(30_000)).toBeLessThan(30_000);
    expect(server.output()).toMatch(/\[start\] stopped a Dialworks server \(pid \d+\)/);
  }, 60_000);

  it('a SIGTERM stops the server cleanly (exit 0) with all its children', async () => {
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(childrenOfDataDir()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'run', 'postgres.pid'))).toBe(false);
  }, 30_000);
});
