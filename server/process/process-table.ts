import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * What Linux's /proc says of a process: enough to tell a process we started from an unrelated one
 * that later got the same pid (its start time, in clock ticks since boot, never repeats).
 */
export interface ProcessFacts {
  pid: number;
  ppid: number;
  pgid: number;
  startTime: string;
  /** The command line, arguments joined by spaces. */
  cmdline: string;
}

export function processFacts(pid: number): ProcessFacts | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start with the state, field 3.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (rest[0] === 'Z') return null; // A zombie is already gone.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, ppid: Number(rest[1]), pgid: Number(rest[2]), startTime: rest[19] ?? '', cmdline };
  } catch {
    return null;
  }
}

export function allProcesses(): ProcessFacts[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processFacts(Number(name)))
    .filter((p): p is ProcessFacts => p !== null);
}

/**
 * Whether any live process is left in the group (a main process killed may leave its workers).
 * Read from /proc: a zombie still counts for kill(-pgid, 0) until something reaps it, and in a
 * container without an init that may be never.
 */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return allProcesses().some((p) => p.pgid === pgid);
}

/** Sends a signal to a process group, or a process; gone already is fine. */
export function signal(target: { pid: number } | { pgid: number }, sig: NodeJS.Signals): void {
  try {
    process.kill('pgid' in target ? -target.pgid : target.pid, sig);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

/** Waits until the check holds, polling every 50 ms; false when the time is up. */
export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** A process's working directory (PostgreSQL's backends work in their data directory); null when unreadable. */
export function workingDirectory(pid: number): string | null {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}
