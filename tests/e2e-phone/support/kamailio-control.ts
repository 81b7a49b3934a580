import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stops the Kamailio our server started, found by the WebSocket port it listens on (inside the
 * test's own network namespace), and waits for the server to start it again.
 */
export interface KamailioHandle {
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `kamcmd ul.dump brief`: the AoRs registered right now. */
  registrations(): string;
  /** `kamcmd ul.dump`: every registration with its contact and the connection it came on. */
  registrationDetails(): string;
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

/**
 * What Kamailio received and sent for one SIP Call-ID, one line a message, read from the sipdump
 * files of the run (scripts/test-phone-e2e.mjs sets DIALWORKS_SIPDUMP_DIR; empty without it).
 * Lines: time, rcv (with the client's source port: which WebSocket connection) or snd, the start
 * line (a request's Request-URI names the contact it went to) and the CSeq.
 */
export function kamailioSipTrace(callId: string): string[] {
  const folder = process.env.DIALWORKS_SIPDUMP_DIR;
  if (!folder) return ['(no sipdump: run through scripts/test-phone-e2e.mjs)'];
  const lines: string[] = [];
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.data'))
    .sort()) {
    for (const block of readFileSync(path.join(folder, file), 'utf8').split('====================\n')) {
      const [head, message] = block.split('~~~~~~~~~~~~~~~~~~~~\n');
      if (!head || !message || !new RegExp(`^(Call-ID|i):\\s*${callId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'im').test(message)) continue;
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      const time = new Date(Number(field('time')) * 1000).toISOString().slice(11, 23);
      const tag = field('tag');
      const from = tag === 'rcv' ? ` from :${field('srcport')}` : '';
      const start = message.slice(0, message.indexOf('\n')).trim();
      const cseq = /^CSeq:\s*(.*)$/im.exec(message)?.[1]?.trim() ?? '';
      lines.push(`${time} ${tag}${from} ${start} [${cseq}]`);
    }
  }
  return lines;
}

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
    registrationDetails() {
      const pidFile = argv?.[argv.indexOf('-P') + 1];
      if (!pidFile) throw new Error('stop() first');
      const ctl = `unix:${pidFile.replace(/kamailio\.pid$/, 'kamailio_ctl')}`;
      return execFileSync('kamcmd', ['-s', ctl, 'ul.dump'], { encoding: 'utf8' });
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
