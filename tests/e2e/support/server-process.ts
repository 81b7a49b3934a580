import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/postgres-global-setup';

export interface RunningServer {
  apiUrl: string;
  /** The embedded PostgreSQL of this server, for tests that prepare users directly. */
  databaseUrl: string;
  /** Its data directory (the Simulated carrier keeps what it heard in carrier-audio/ there). */
  dataDir: string;
  /** Its built-in SMTP sink (the demo mailbox), where tests send mail to users. */
  smtpUrl: string;
  stop(): Promise<void>;
}

/** Starts the real reference server (`server/main.ts`) on free loopback ports with a fresh data directory. */
export async function startServerProcess(root: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-e2e-'));
  chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const smtpPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PG_PORT: String(pgPort), SMTP_SINK_PORT: String(smtpPort), DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept beside the data directory (which goes with the server) for a failed test's post-mortem.
  const log = createWriteStream(`${dataDir}.log`);
  child.stdout?.on('data', (chunk: Buffer) => ((output += chunk.toString()), log.write(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => ((output += chunk.toString()), log.write(chunk)));
  child.once('exit', () => log.end());
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes('reference server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    apiUrl: `http://localhost:${port}/api`,
    databaseUrl: process.env.DATABASE_URL ?? `postgres://dialworks:dialworks@127.0.0.1:${pgPort}/dialworks`,
    dataDir,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
