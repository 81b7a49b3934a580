import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** A binary's path: the override, else the PATH, else where Debian installs it (a non-root shell may lack sbin on its PATH). */
export function findBinary(override: string | undefined, name: string, debianPath: string): string {
  if (override) return override;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return (found.status === 0 && found.stdout.trim()) || debianPath;
}

export interface SupervisedOptions {
  /** Shown in messages: 'Kamailio', 'rtpengine'. */
  name: string;
  bin: string;
  args: string[];
  /** The apt-get line that installs it, said when the binary is missing. */
  installHint: string;
  /** Whether it serves yet (polled every 50 ms after the start). */
  ready(): Promise<boolean>;
  readyTimeoutMs?: number;
  /** Start it again this long after it exits by itself (crash, kill); 0 = never. Default 1000 ms. */
  restartDelayMs?: number;
  /** Extra explanation of a failed start from its last output lines (a missing module ...). */
  explainFailure?(output: string): string;
  onLog?(line: string): void;
  /** Supervision: down when it exits unasked (with why), up again once a restart serves. */
  onStatus?(running: boolean, reason: string | null): void;
}

export interface SupervisedProcess {
  /** SIGTERM (SIGKILL after 5 s) and wait for the exit; no restart. */
  stop(): Promise<void>;
  /** Stop, then start again. */
  restart(): Promise<void>;
  /** Stops for good (supervision ends). */
  close(): Promise<void>;
}

/**
 * Runs a server binary in the foreground beside ours: started and waited for until it serves, killed
 * with our process, and started again after it exits unasked. A missing binary fails with the
 * apt-get line that installs it.
 */
export async function startSupervised(options: SupervisedOptions): Promise<SupervisedProcess> {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // true while we stop it on purpose: only an exit nobody asked for is supervised.
  let stopping = false;
  let closed = false;
  const restartDelayMs = options.restartDelayMs ?? 1000;
  const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

  const launch = async () => {
    const output: string[] = [];
    const proc = spawn(options.bin, options.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    // Never outlive the process that started it, even when that one crashes.
    const killOnExit = () => proc.kill('SIGTERM');
    process.once('exit', killOnExit);
    proc.once('exit', () => process.off('exit', killOnExit));
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
    exited = new Promise((resolve) => {
      proc.once('exit', () => resolve());
      proc.once('error', (error: NodeJS.ErrnoException) => {
        failed = error.code === 'ENOENT' ? new Error(`${options.name} is not installed. Install it with: ${options.installHint}`) : error;
        resolve();
      });
    });
    const deadline = Date.now() + (options.readyTimeoutMs ?? 10_000);
    while (Date.now() < deadline) {
      if (failed) throw failed;
      if (proc.exitCode !== null) break;
      if (await options.ready()) {
        proc.once('exit', () => {
          if (stopping || closed || !restartDelayMs) return;
          options.onLog?.(`${options.name} exited (${proc.exitCode ?? proc.signalCode}); starting it again in ${restartDelayMs} ms`);
          options.onStatus?.(false, `${options.name} exited (${proc.exitCode ?? proc.signalCode}); it is being started again`);
          setTimeout(() => {
            if (stopping || closed) return;
            launch()
              .then(() => options.onStatus?.(true, null))
              .catch((error: unknown) => {
                options.onLog?.(`${options.name} restart failed: ${String(error)}`);
                options.onStatus?.(false, `${options.name} could not be started again: ${firstLine(error)}`);
              });
          }, restartDelayMs).unref();
        });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    proc.kill('SIGKILL');
    const log = output.join('\n');
    throw new Error(`${options.name} did not start${options.explainFailure?.(log) ?? ''}\n${log}`);
  };

  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    stopping = true;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    stopping = false;
  };

  await launch();
  return {
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    close: async () => {
      closed = true;
      await stop();
    },
  };
}
