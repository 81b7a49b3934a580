// Phone end-to-end tests inside a private network namespace with only loopback up, so Kamailio,
// our server and Chromium's WebRTC only ever see 127.0.0.1. As root a plain network namespace
// (embedded PostgreSQL must switch to its own user, which a user namespace cannot map); otherwise
// a user namespace too (`unshare -rn`), which works without root.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
const unshareFlags = process.getuid?.() === 0 ? '-n' : '-rn';
const inner = `ip link set lo up && exec npx playwright test -c playwright.phone.config.ts ${args}`;
const result = spawnSync('unshare', [unshareFlags, 'sh', '-c', inner], { stdio: 'inherit', env: { ...process.env, DIALWORKS_NETNS: '1' } });
process.exit(result.status ?? 1);
