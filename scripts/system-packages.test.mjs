import { describe, expect, it } from 'vitest';
import { PACKAGES, planPackages } from './system-packages.mjs';

const all = new Set(PACKAGES.map((p) => p.name));
const without = (...names) => new Set([...all].filter((n) => !names.includes(n)));

describe('which system packages to install', () => {
  it('does nothing when every package the command needs is there', () => {
    expect(planPackages({ command: 'start', installed: all, isRoot: true })).toMatchObject({ action: 'none', lines: [] });
    // npm start does not need the browser or the test tools.
    expect(planPackages({ command: 'start', installed: without('chromium', 'iproute2'), isRoot: false }).action).toBe('none');
  });

  it('installs what is missing when run as root, saying what each package is for', () => {
    const plan = planPackages({ command: 'test', installed: without('kamailio', 'chromium'), isRoot: true });
    expect(plan.action).toBe('install');
    expect(plan.missing.map((p) => p.name)).toEqual(['kamailio', 'chromium']);
    expect(plan.lines).toEqual(['[packages] installing kamailio: the SIP server', '[packages] installing chromium: the end-to-end tests and the benchmarks']);
  });

  it('prints the exact command and what will not work when not root, and installs nothing', () => {
    const plan = planPackages({ command: 'start', installed: without('kamailio', 'kamailio-websocket-modules'), isRoot: false });
    expect(plan.action).toBe('advise');
    expect(plan.lines[1]).toBe('  sudo apt-get update && sudo apt-get install -y --no-install-recommends kamailio kamailio-websocket-modules');
    expect(plan.lines).toContain('  without kamailio (the SIP server): the softphone stays unregistered (the phone says why)');
  });

  it('does nothing but say so where installed packages cannot be read (not Debian)', () => {
    const plan = planPackages({ command: 'ci', installed: null, isRoot: true });
    expect(plan.action).toBe('unknown');
    expect(plan.lines[0]).toMatch(/cannot tell which Debian packages are installed/);
  });
});
