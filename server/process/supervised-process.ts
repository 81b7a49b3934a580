import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { childWatchdog } from './child-watchdog';
import { groupAlive, processFacts, signal, waitUntil } from './process-table';

/** A binary's path: the override, else the PATH, else where Debian installs it (a non-root shell may lack sbin on its PATH). */
export function findBinary(override: string | undefined, name: string, debianPath: string): string {
  if (override) return override;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return (found.status === 0 && found.stdout.trim()) || debianPath;
}

/** An exit after this long of running restarts the back-off from its first delay. */
const STABLE_MS = 10_000;
/** The longest wait between two restarts. */
const MAX_RESTART_DELAY_MS = 30_000;

export interface SupervisedOptions {
  /** Shown in messages: 'Kamailio', 'rtpengine', 'PostgreSQL'. */
  name: string;
  bin: string;
  args: string[];
  /** The apt-get line that installs it, said when the binary is missing. */
  installHint: string;
  /** Whether it serves yet (polled every 50 ms after the start). */
  ready(): Promise<boolean>;
  readyTimeoutMs?: number;
  /** Start it again this long after it exits by itself (crash, kill), doubling while it keeps failing; 0 = never. Default 1000 ms. */
  restartDelayMs?: number;
  /** The signal that stops it cleanly (PostgreSQL: SIGINT, its fast shutdown). Default SIGTERM. */
  stopSignal?: NodeJS.Signals;
  /** How long a clean stop may take before its whole group is killed. Default 5000 ms. */
  stopTimeoutMs?: number;
  /** Run it as this user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  env?: NodeJS.ProcessEnv;
  /** Where its pid, group and start time are written while it runs, so a start after a crash finds it (server/process/leftovers.ts). */
  recordFile?: string;
  /** Before each start (after a crash: a stale pid file to remove). */
  beforeLaunch?(): void | Promise<void>;
  /** Extra explanation of a failed start from its last output lines (a missing module ...). */
  explainFailure?(output: string): string;
  onLog?(line: string): void;
  /** Supervision: down when it exits unasked (with why and when it is tried again), up again once a restart serves. */
  onStatus?(running: boolean, reason: string | null): void;
}

export interface SupervisedProcess {
  /** The main process's pid (its process group has the same id); null while it is not running. */
  pid(): number | null;
  /** The clean stop signal (SIGKILL to its group after the stop timeout); waits until its whole group is gone; no restart. */
  stop(): Promise<void>;
  /** Stop, then start again. */
  restart(): Promise<void>;
  /** Stops for good (supervision ends). */
  close(): Promise<void>;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * Runs a server binary in the foreground beside ours, in a process group of its own: started and
 * waited for until it serves; ended with its whole group (workers included) when it stops, when it
 * dies (a main process killed leaves its workers holding the ports), and when our process dies
 * (the child watchdog); started again after it exits unasked, backing off while it keeps failing.
 * A missing binary fails with the apt-get line that installs it.
 */
export async function startSupervised(options: SupervisedOptions): Promise<SupervisedProcess> {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // true while we stop it on purpose: only an exit nobody asked for is supervised.
  let stopping = false;
  let closed = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  const restartDelayMs = options.restartDelayMs ?? 1000;
  const stopSignal = options.stopSignal ?? 'SIGTERM';
  const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

  /** Kills what is left of a group and waits until it is empty, so a new start finds its ports and files free. */
  const endGroup = async (pgid: number) => {
    signal({ pgid }, 'SIGKILL');
    await waitUntil(() => !groupAlive(pgid), 5000);
    childWatchdog.release(pgid);
    if (options.recordFile) rmSync(options.recordFile, { force: true });
  };

  const scheduleRestart = (why: string) => {
    if (stopping || closed || !restartDelayMs) return;
    const delay = Math.min(restartDelayMs * 2 ** failures, MAX_RESTART_DELAY_MS);
    failures += 1;
    options.onLog?.(`${why}; starting it again in ${seconds(delay)}`);
    options.onStatus?.(false, `${why}; starting it again in ${seconds(delay)} (attempt ${failures})`);
    restartTimer = setTimeout(() => {
      if (stopping || closed) return;
      launch()
        .then(() => options.onStatus?.(true, null))
        .catch((error: unknown) => {
          options.onLog?.(`${options.name} restart failed: ${String(error)}`);
          scheduleRestart(`${options.name} could not be started again: ${firstLine(error)}`);
        });
    }, delay);
    restartTimer.unref();
  };

  const launch = async () => {
    await options.beforeLaunch?.();
    const output: string[] = [];
    const proc = spawn(options.bin, options.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own: it and its workers are ended together, and a Ctrl-C meant for us does not reach it first.
      detached: true,
      ...(options.uid !== undefined ? { uid: options.uid } : {}),
      ...(options.gid !== undefined ? { gid: options.gid } : {}),
      ...(options.env ? { env: options.env } : {}),
    });
    child = proc;
    const pgid = proc.pid;
    const startedAt = Date.now();
    if (pgid !== undefined) {
      childWatchdog.guard(pgid, stopSignal);
      if (options.recordFile) {
        mkdirSync(path.dirname(options.recordFile), { recursive: true });
        writeFileSync(options.recordFile, `${pgid} ${pgid} ${processFacts(pgid)?.startTime ?? ''} ${stopSignal.replace(/^SIG/, '')}\n`);
      }
    }
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        if (output.length > 40) output.shift();
        options.onLog?.(line);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    let failed: Error | undefined;
    let serving = false;
    exited = new Promise((resolve) => {
      proc.once('exit', (code, sig) => {
        // Health says so at once; the restart follows once its whole group is gone.
        if (serving && !stopping && !closed) options.onStatus?.(false, `${options.name} exited (${code ?? sig}); it is being started again`);
        void (pgid !== undefined ? endGroup(pgid) : Promise.resolve()).then(() => resolve());
      });
      proc.once('error', (error: NodeJS.ErrnoException) => {
        failed = error.code === 'ENOENT' ? new Error(`${options.name} is not installed. Install it with: ${options.installHint}`) : error;
        resolve();
      });
    });
    const deadline = Date.now() + (options.readyTimeoutMs ?? 10_000);
    while (Date.now() < deadline) {
      if (failed) throw failed;
      if (proc.exitCode !== null || proc.signalCode !== null) break;
      if (await options.ready()) {
        serving = true;
        void exited.then(() => {
          if (stopping || closed || child !== proc) return;
          // A start that kept running a while is back to the first delay; one that dies at once backs off.
          if (Date.now() - startedAt >= STABLE_MS) failures = 0;
          scheduleRestart(`${options.name} exited (${proc.exitCode ?? proc.signalCode})`);
        });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (pgid !== undefined) signal({ pgid }, 'SIGKILL');
    await exited;
    const log = output.join('\n');
    const how = proc.exitCode !== null || proc.signalCode !== null ? `exited (${proc.exitCode ?? proc.signalCode})` : 'did not answer in time';
    throw new Error(`${options.name} did not start: ${how}${options.explainFailure?.(log) ?? ''}\n${log}`);
  };

  const stop = async () => {
    clearTimeout(restartTimer);
    const proc = child;
    if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) {
      await exited;
      return;
    }
    stopping = true;
    signal({ pid: proc.pid }, stopSignal);
    const timer = setTimeout(() => signal({ pgid: proc.pid! }, 'SIGKILL'), options.stopTimeoutMs ?? 5000);
    await exited;
    clearTimeout(timer);
    stopping = false;
  };

  await launch();
  return {
    pid: () => (child && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null),
    stop,
    restart: async () => {
      await stop();
      failures = 0;
      await launch();
    },
    close: async () => {
      closed = true;
      await stop();
    },
  };
}
