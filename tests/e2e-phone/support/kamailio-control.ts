import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Stops the Kamailio our server started, found by the WebSocket port it listens on (inside the
 * test's own network namespace), and waits for the server to start it again.
 */
export interface KamailioHandle {
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `kamcmd ul.dump brief`: the AoRs registered right now. */
  registrations(): string;
  /** Stops the instance this helper started, if any. */
  dispose(): Promise<void>;
}

const listenerPid = (port: number): number | null => {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
};

const waitFor = async (check: () => boolean | Promise<boolean>, ms: number, what: string) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out: ${what}`);
};

export function kamailioOn(wsServer: string): KamailioHandle {
  const port = Number(new URL(wsServer).port);
  let argv: string[] | null = null;
  let mainPid: number | null = null;
  let ours: ChildProcess | null = null;
  const answers = async () => {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return true;
    } catch {
      return false;
    }
  };
  return {
    async stop() {
      const pid = listenerPid(port);
      if (!pid) throw new Error(`nothing listens on ${port}`);
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const pidFile = argv[argv.indexOf('-P') + 1];
      mainPid = pidFile ? Number(readFileSync(pidFile, 'utf8').trim()) : pid;
      process.kill(mainPid, 'SIGTERM');
      await waitFor(() => listenerPid(port) === null, 10_000, 'Kamailio to stop');
    },
    /**
     * The server supervises its Kamailio and starts it again ~1 s after an exit it did not ask for:
     * wait for that. Only if it does not come back is the same command line started here.
     */
    async start() {
      if (!argv) throw new Error('stop() first');
      try {
        await waitFor(answers, 6_000, 'the server to restart Kamailio');
        return;
      } catch {
        const [bin, ...args] = argv;
        ours = spawn(bin!, args, { stdio: 'ignore' });
        await waitFor(answers, 10_000, 'Kamailio to answer');
      }
    },
    registrations() {
      const pidFile = argv?.[argv.indexOf('-P') + 1];
      if (!pidFile) throw new Error('stop() first');
      const ctl = `unix:${pidFile.replace(/kamailio\.pid$/, 'kamailio_ctl')}`;
      return execFileSync('kamcmd', ['-s', ctl, 'ul.dump', 'brief'], { encoding: 'utf8' });
    },
    async dispose() {
      if (ours && ours.exitCode === null) {
        const exited = new Promise((resolve) => ours!.once('exit', resolve));
        ours.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
    },
  };
}
