// npm test: typecheck, lint, unit, server integration, end-to-end in Chromium. Never skips silently:
// missing system packages are installed when possible (root with apt), otherwise the run fails naming them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePackages } from './system-packages.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(os.tmpdir(), 'dialworks-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests with their first error line: printed again in the summary, because CI keeps only the log's tail. */
const failures = [];
// The terminal's colour codes (ESC [ ... m).
// eslint-disable-next-line no-control-regex
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR_CODES, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.error(`Chromium is required for the end-to-end tests: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  return false;
}

/** Adds a vitest report to the totals; false when it shows a failure (whatever the exit code said). */
function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${file} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed to load has no failed test of its own.
    if (!failed.length && suite.status === 'failed') failures.push(`${file}: ${firstLine(suite.message)}`);
  }
  return (report.numFailedTests ?? 0) === 0 && (report.numFailedTestSuites ?? 0) === 0 && report.success !== false;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.stats?.expected ?? 0;
  totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  totals.skipped += report.stats?.skipped ?? 0;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((r) => r.error)?.error;
        failures.push(`${spec.file ?? file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
}

// The Debian packages of scripts/system-packages.mjs (Kamailio, Chromium, the namespace tools): installed as root, else named.
ensurePackages('test');
const steps = [];
steps.push(['typecheck', run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])]);
// The layers (docs/ARCHITECTURE.md), import rules and formatting.
steps.push(['lint', run('lint (eslint, prettier)', 'npm', ['run', '--silent', 'lint'])]);
const vitestJson = path.join(reports, 'vitest.json');
const vitestExitedOk = run('unit + server integration (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
// The report is checked too: a library's exit hook once turned a failed run's exit code into 0.
steps.push(['unit + server integration', countVitest(vitestJson) && vitestExitedOk]);
const haveChromium = ensureChromium();
steps.push(['chromium', haveChromium]);
if (haveChromium) {
  steps.push(['build extension', run('build extension', 'npx', ['wxt', 'build'])]);
  const pwJson = path.join(reports, 'playwright.json');
  steps.push(['end-to-end', run('end-to-end (Playwright + Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson })]);
  countPlaywright(pwJson);
  // The phone in Chromium against Kamailio and the Simulated carrier, inside a network namespace with only loopback.
  const phoneJson = path.join(reports, 'playwright-phone.json');
  steps.push([
    'end-to-end phone',
    run('end-to-end phone (Kamailio + Chromium, loopback only)', 'node', ['scripts/test-phone-e2e.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: phoneJson }),
  ]);
  countPlaywright(phoneJson);
}

console.log('\n=== summary ===');
for (const [name, ok] of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
for (const failure of failures) console.log(`  failed: ${failure}`);
const failedSteps = steps.filter(([, ok]) => !ok).length;
// A failed step with no failed test (typecheck, a crash) still counts as a failure.
console.log(`${totals.passed} passed, ${totals.failed + (failedSteps && !totals.failed ? failedSteps : 0)} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
