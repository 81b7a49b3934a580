// The Debian packages the product needs beside npm's, in one list used by `npm start`, `npm test`,
// `npm run bench` and `.ci/run`. Missing ones are installed when run as root (one apt-get update,
// one install); otherwise the exact command is printed with what will not work, and the rest starts.
// Plain Node, no dependencies: .ci/run calls it before `npm ci`.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Each package, what it is for, what does not work without it, and which commands need it. */
export const PACKAGES = [
  { name: 'kamailio', for: 'the SIP server', without: 'the softphone stays unregistered (the phone says why)', needed: ['start', 'test', 'bench', 'ci'] },
  { name: 'kamailio-websocket-modules', for: "the SIP server's WebSocket transport (browsers)", without: 'Kamailio does not start', needed: ['start', 'test', 'bench', 'ci'] },
  { name: 'kamailio-autheph-modules', for: "the SIP server's time-limited credentials", without: 'Kamailio does not start', needed: ['start', 'test', 'bench', 'ci'] },
  {
    name: 'rtpengine-daemon',
    for: 'the media relay between the browsers and the carrier',
    without: 'calls to telephone numbers fail (503): nothing carries their audio',
    needed: ['start', 'test', 'bench', 'ci'],
  },
  { name: 'ffmpeg', for: 'recordings made on the media relay (stereo Opus files)', without: 'relay recordings are kept as WAV files (larger, no Opus)', needed: ['start', 'test', 'bench', 'ci'] },
  { name: 'espeak-ng', for: "the Simulated carrier's voices (greetings, replies)", without: 'the carrier speaks a tone-like stand-in instead of words', needed: ['start', 'test', 'bench', 'ci'] },
  { name: 'chromium', for: 'the end-to-end tests and the benchmarks', without: 'the end-to-end tests and the browser benchmarks cannot run', needed: ['test', 'bench', 'ci'] },
  { name: 'iproute2', for: "the phone tests' loopback-only network namespace (ip)", without: 'the phone end-to-end tests cannot run', needed: ['test', 'ci'] },
  { name: 'util-linux', for: "the phone tests' network namespace (unshare)", without: 'the phone end-to-end tests cannot run', needed: ['test', 'ci'] },
];

export const INSTALL_COMMAND = (names) => `apt-get install -y --no-install-recommends ${names.join(' ')}`;

/**
 * What to do for a command (pure): which packages it needs that are missing, and whether to install
 * them (root) or say how (not root). `installed` is null where installed packages cannot be read
 * (not a Debian system): nothing is done then.
 */
export function planPackages({ command, installed, isRoot, packages = PACKAGES }) {
  const wanted = packages.filter((p) => p.needed.includes(command));
  if (installed === null)
    return { action: 'unknown', missing: [], lines: ['[packages] cannot tell which Debian packages are installed (no dpkg-query): install the list in scripts/system-packages.mjs by hand'] };
  const missing = wanted.filter((p) => !installed.has(p.name));
  if (missing.length === 0) return { action: 'none', missing, lines: [] };
  const names = missing.map((p) => p.name);
  if (isRoot) return { action: 'install', missing, lines: missing.map((p) => `[packages] installing ${p.name}: ${p.for}`) };
  return {
    action: 'advise',
    missing,
    lines: [
      `[packages] missing: ${names.join(', ')}. Install them as root with:`,
      `  sudo apt-get update && sudo ${INSTALL_COMMAND(names)}`,
      ...missing.map((p) => `  without ${p.name} (${p.for}): ${p.without}`),
    ],
  };
}

/** The packages dpkg knows as installed, or null where there is no dpkg-query. */
function installedPackages(names) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...names], { encoding: 'utf8' });
  if (result.error) return null;
  return new Set(
    result.stdout
      .split('\n')
      .filter((line) => line.endsWith(' install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
}

/** Runs the plan for a command; false only when an install was tried and failed. */
export function ensurePackages(command) {
  const wanted = PACKAGES.filter((p) => p.needed.includes(command)).map((p) => p.name);
  const plan = planPackages({ command, installed: installedPackages(wanted), isRoot: process.getuid?.() === 0 });
  for (const line of plan.lines) console.log(line);
  if (plan.action !== 'install') return true;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('sh', ['-c', INSTALL_COMMAND(plan.missing.map((p) => p.name))], { stdio: 'inherit', env });
  if (install && install.status === 0) return true;
  console.error(`[packages] the install failed; try: ${INSTALL_COMMAND(plan.missing.map((p) => p.name))}`);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2] ?? 'start';
  if (!PACKAGES.some((p) => p.needed.includes(command))) {
    console.error(`usage: node scripts/system-packages.mjs start|test|bench|ci`);
    process.exit(2);
  }
  // Only CI stops on a failed install: npm start and the rest go on and say what does not work.
  process.exit(ensurePackages(command) || command !== 'ci' ? 0 : 1);
}
