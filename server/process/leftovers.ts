import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allProcesses, groupAlive, processFacts, signal, waitUntil, workingDirectory, type ProcessFacts } from './process-table';

/** Where the server records the children it runs (server/process/supervised-process.ts: recordFile). */
export const runDirOf = (dataDir: string) => path.join(dataDir, 'run');

export interface Leftover {
  /** What it is, as said in the log: 'PostgreSQL (pid 123)'. */
  what: string;
  pid: number;
  /** Its process group, ended whole (workers included) when it is one of ours. */
  pgid: number | null;
  stopSignal: NodeJS.Signals;
}

const SIGNALS: Record<string, NodeJS.Signals> = { INT: 'SIGINT', TERM: 'SIGTERM', QUIT: 'SIGQUIT' };
const SERVER_NAME = 'a Dialworks server';
const NAMES: Record<string, string> = { server: SERVER_NAME, postgres: 'PostgreSQL', kamailio: 'Kamailio', rtpengine: 'rtpengine' };

function pidFromFile(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * What an earlier run of this DATA_DIR left running (its server killed with SIGKILL, or crashed):
 * the children it recorded in DATA_DIR/run (pid, group and start time, so a reused pid is never
 * taken for one), PostgreSQL by its postmaster.pid, Kamailio by its pid file, and any process whose
 * command line names this DATA_DIR (Kamailio's workers, rtpengine, PostgreSQL).
 */
export function findLeftovers(dataDir: string, self = process.pid): Leftover[] {
  const found = new Map<number, Leftover>();
  const add = (what: string, facts: ProcessFacts, stopSignal: NodeJS.Signals) => {
    if (facts.pid === self || facts.pid === process.ppid || found.has(facts.pid)) return;
    // A worker of a group already found goes with its group.
    if (facts.pgid !== facts.pid && found.get(facts.pgid)?.pgid === facts.pgid) return;
    found.set(facts.pid, { what: `${what} (pid ${facts.pid})`, pid: facts.pid, pgid: facts.pgid === facts.pid ? facts.pgid : null, stopSignal });
  };
  const runDir = runDirOf(dataDir);
  for (const file of existsSync(runDir) ? readdirSync(runDir).filter((f) => f.endsWith('.pid')) : []) {
    const [pid, pgid, startTime, sig] = readFileSync(path.join(runDir, file), 'utf8').trim().split(' ');
    const facts = processFacts(Number(pid));
    const name = NAMES[file.replace(/\.pid$/, '')] ?? file.replace(/\.pid$/, '');
    if (facts && facts.startTime === startTime) add(name, facts, SIGNALS[sig ?? ''] ?? 'SIGTERM');
    // Its main process gone, its workers may still hold the group (a group id is not reused while it has members);
    // only a group of its own, never one it shared (the server's, with whatever started it).
    else if (!facts && Number(pgid) > 0 && pgid === pid && groupAlive(Number(pgid)))
      found.set(-Number(pgid), { what: `${name}'s workers (group ${pgid})`, pid: -1, pgid: Number(pgid), stopSignal: 'SIGKILL' });
  }
  const postmaster = pidFromFile(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const pgFacts = postmaster ? processFacts(postmaster) : null;
  if (pgFacts && /postgres/.test(pgFacts.cmdline)) add('PostgreSQL', pgFacts, 'SIGINT');
  const kamailio = pidFromFile(path.join(dataDir, 'kamailio', 'kamailio.pid'));
  const kamFacts = kamailio ? processFacts(kamailio) : null;
  if (kamFacts && /kamailio/.test(kamFacts.cmdline)) add('Kamailio', kamFacts, 'SIGTERM');
  const dir = path.resolve(dataDir) + path.sep;
  for (const facts of allProcesses()) {
    if (!facts.cmdline.includes(dir)) continue;
    if (/kamailio/.test(facts.cmdline)) add('Kamailio', facts, 'SIGTERM');
    else if (/rtpengine/.test(facts.cmdline)) add('rtpengine', facts, 'SIGTERM');
    else if (/postgres/.test(facts.cmdline)) add('PostgreSQL', facts, 'SIGINT');
  }
  return [...found.values()];
}

/**
 * Stops what an earlier run of this DATA_DIR left running, so this start begins afresh: each gets
 * its clean stop signal, and what is still there after `timeoutMs` (with its children and group)
 * is killed. Answers what was found, for the log.
 */
export async function stopLeftovers(dataDir: string, timeoutMs = 5000): Promise<string[]> {
  // A server of this DATA_DIR still running goes first, on its own: its clean stop ends its children, and
  // its supervision must not start a child again while this start stops them (then both would hold the
  // data directory).
  const servers = findLeftovers(dataDir).filter((l) => l.what.startsWith(SERVER_NAME));
  const said = servers.length ? await stopAll(servers, SERVER_STOP_MS) : [];
  said.push(...(await stopAll(findLeftovers(dataDir), timeoutMs)));
  rmSync(runDirOf(dataDir), { recursive: true, force: true });
  return said;
}

/** A server's clean stop closes its routes, telephony, mail and database: it gets longer than a child. */
const SERVER_STOP_MS = 20_000;

/** Each gets its clean stop signal; what is still there after `timeoutMs` (with its children and group) is killed. */
async function stopAll(leftovers: Leftover[], timeoutMs: number): Promise<string[]> {
  if (!leftovers.length) return [];
  // Their children too (PostgreSQL's backends), read before their parents go and they are re-parented.
  const parents = new Set(leftovers.map((l) => l.pid));
  const children = allProcesses().filter((p) => parents.has(p.ppid));
  for (const l of leftovers) signal(l.pgid !== null ? (l.stopSignal === 'SIGKILL' ? { pgid: l.pgid } : { pid: l.pid }) : { pid: l.pid }, l.stopSignal);
  const gone = () => leftovers.every((l) => (l.pgid !== null ? !groupAlive(l.pgid) : !processFacts(l.pid))) && children.every((c) => processFacts(c.pid)?.startTime !== c.startTime);
  if (!(await waitUntil(gone, timeoutMs))) {
    for (const l of leftovers) signal(l.pgid !== null ? { pgid: l.pgid } : { pid: l.pid }, 'SIGKILL');
    for (const c of children) if (processFacts(c.pid)?.startTime === c.startTime) signal({ pid: c.pid }, 'SIGKILL');
    await waitUntil(gone, 5000);
  }
  return leftovers.map((l) => l.what);
}

/**
 * PostgreSQL's processes left in a data directory whose postmaster is gone (killed): each backend
 * notices in time, but until the last one has gone a new postmaster refuses the shared memory they
 * hold. They work in the data directory and their postmaster is no longer their parent.
 */
export async function endOrphanBackends(databaseDir: string): Promise<void> {
  const dir = path.resolve(databaseDir);
  const orphans = allProcesses().filter((p) => p.cmdline.startsWith('postgres: ') && !/postgres/.test(processFacts(p.ppid)?.cmdline ?? '') && workingDirectory(p.pid) === dir);
  for (const p of orphans) signal({ pid: p.pid }, 'SIGKILL');
  await waitUntil(() => orphans.every((p) => processFacts(p.pid)?.startTime !== p.startTime), 5000);
}

/**
 * Records this server as the one running on DATA_DIR (DATA_DIR/run/server.pid, removed by a clean
 * stop): a server left running when what started it was killed (`npm start`'s wrapper) is then an
 * earlier run's leftover for the next start, stopped cleanly (SIGTERM) with its children.
 */
export function recordServer(dataDir: string): () => void {
  const file = path.join(runDirOf(dataDir), 'server.pid');
  mkdirSync(path.dirname(file), { recursive: true });
  const facts = processFacts(process.pid);
  writeFileSync(file, `${process.pid} ${facts?.pgid ?? process.pid} ${facts?.startTime ?? ''} TERM\n`);
  return () => rmSync(file, { force: true });
}
