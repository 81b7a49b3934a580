import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupAlive, processFacts, waitUntil } from './process-table';
import { startSupervised } from './supervised-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-supervised-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a supervised child', () => {
  it('is ended with its whole process group when its main process is killed, then started again', async () => {
    // A main process with a worker of its own (the worker outlives a killed main, as Kamailio's do).
    const statuses: [boolean, string | null][] = [];
    const child = await startSupervised({
      name: 'Pair',
      bin: 'sh',
      args: ['-c', 'sleep 600 & wait'],
      installHint: '-',
      ready: async () => true,
      restartDelayMs: 100,
      onStatus: (running, reason) => statuses.push([running, reason]),
    });
    const main = child.pid()!;
    expect(await waitUntil(() => groupAlive(main) && processFacts(main) !== null, 2000)).toBe(true);
    process.kill(main, 'SIGKILL');
    expect(await waitUntil(() => (child.pid() ?? main) !== main, 5000)).toBe(true);
    // Nothing of the old group is left: the worker went with it.
    expect(groupAlive(main)).toBe(false);
    expect(statuses[0]?.[0]).toBe(false);
    expect(statuses.at(-1)).toEqual([true, null]);
    await child.close();
    expect(groupAlive(child.pid() ?? main)).toBe(false);
  });

  it('backs off while its restarts keep failing, says why and when it tries again, and comes back', async () => {
    const broken = path.join(dir, 'broken');
    const reasons: string[] = [];
    let up = 0;
    // Ready while it runs; a start while the flag file exists fails at once.
    const child = await startSupervised({
      name: 'Flaky',
      bin: 'sh',
      args: ['-c', `[ -e ${broken} ] && { echo "cannot start: broken" >&2; exit 3; }; exec sleep 600`],
      installHint: '-',
      ready: async () => !(await import('node:fs')).existsSync(broken),
      readyTimeoutMs: 300,
      restartDelayMs: 100,
      onStatus: (running, reason) => (running ? (up += 1) : reasons.push(reason ?? '')),
    });
    writeFileSync(broken, '');
    process.kill(child.pid()!, 'SIGKILL');
    expect(await waitUntil(() => reasons.length >= 4, 10_000)).toBe(true);
    expect(reasons[1]).toMatch(/^Flaky exited \(SIGKILL\); starting it again in 0\.1 s \(attempt 1\)$/);
    expect(reasons[2]).toMatch(/^Flaky could not be started again: Flaky did not start: exited \(3\); starting it again in 0\.2 s \(attempt 2\)$/);
    expect(reasons[3]).toMatch(/in 0\.4 s \(attempt 3\)$/);
    rmSync(broken);
    expect(await waitUntil(() => up === 1, 10_000)).toBe(true);
    expect(child.pid()).not.toBeNull();
    await child.close();
  });
});
