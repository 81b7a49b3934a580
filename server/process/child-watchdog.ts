import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A tiny shell process, in a session of its own, that outlives this one only to end its children.
 * It reads 'add <pgid> <signal>' and 'del <pgid>' lines on its stdin; when that pipe closes (this
 * process exited, or was killed with SIGKILL: the kernel closes its end either way) it sends each
 * group still listed its stop signal, waits up to 3 s, then SIGKILLs what is left, and exits.
 */
const SCRIPT = `
groups=""
while read -r cmd pgid sig; do
  case "$cmd" in
    add) groups="$groups $pgid:$sig" ;;
    del) kept=""; for g in $groups; do [ "\${g%%:*}" = "$pgid" ] || kept="$kept $g"; done; groups="$kept" ;;
  esac
done
[ -z "$groups" ] && exit 0
for g in $groups; do kill -"\${g#*:}" -"\${g%%:*}" 2>/dev/null; done
i=0
while [ $i -lt 30 ]; do
  alive=""
  for g in $groups; do kill -0 -"\${g%%:*}" 2>/dev/null && alive=1; done
  [ -z "$alive" ] && exit 0
  sleep 0.1
  i=$((i + 1))
done
for g in $groups; do kill -KILL -"\${g%%:*}" 2>/dev/null; done
`;

let watchdog: ChildProcess | null = null;

function started(): ChildProcess | null {
  if (watchdog && watchdog.exitCode === null && watchdog.stdin?.writable) return watchdog;
  try {
    const proc = spawn('sh', ['-c', SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    proc.on('error', () => undefined);
    proc.stdin?.on('error', () => undefined);
    // Neither the watchdog nor its pipe keeps this process alive.
    proc.unref();
    (proc.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    watchdog = proc;
    return proc;
  } catch {
    return null;
  }
}

/** The children's process groups, ended by the watchdog if this process dies without stopping them. */
export const childWatchdog = {
  guard(pgid: number, stopSignal: NodeJS.Signals): void {
    started()?.stdin?.write(`add ${pgid} ${stopSignal.replace(/^SIG/, '')}\n`);
  },
  release(pgid: number): void {
    watchdog?.stdin?.write(`del ${pgid} -\n`);
  },
  /** The watchdog's pid (tests). */
  pid: (): number | null => watchdog?.pid ?? null,
};
