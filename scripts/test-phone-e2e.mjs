// Phone end-to-end tests inside a private network namespace with only loopback up, so Kamailio,
// our server and Chromium's WebRTC only ever see 127.0.0.1. As root a plain network namespace
// (embedded PostgreSQL must switch to its own user, which a user namespace cannot map); otherwise
// a user namespace too (`unshare -rn`), which works without root.
// Kamailio writes every SIP message of the run to a fresh folder (DIALWORKS_SIPDUMP_DIR), so a
// failed call test can print what the SIP server saw; the folder is removed after a green run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv
  .slice(2)
  .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
  .join(' ');
const unshareFlags = process.getuid?.() === 0 ? '-n' : '-rn';
// DIALWORKS_PW_CONFIG: another config with the same set-up (the live benches).
const config = process.env.DIALWORKS_PW_CONFIG ?? 'playwright.phone.config.ts';
const inner = `ip link set lo up && exec npx playwright test -c ${config} ${args}`;
const sipDump = process.env.DIALWORKS_SIPDUMP_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'dialworks-sipdump-'));
const result = spawnSync('unshare', [unshareFlags, 'sh', '-c', inner], { stdio: 'inherit', env: { ...process.env, DIALWORKS_NETNS: '1', DIALWORKS_SIPDUMP_DIR: sipDump } });
if (result.status === 0 && !process.env.DIALWORKS_SIPDUMP_DIR) rmSync(sipDump, { recursive: true, force: true });
else console.log(`SIP messages of this run (Kamailio sipdump): ${sipDump}`);
process.exit(result.status ?? 1);
