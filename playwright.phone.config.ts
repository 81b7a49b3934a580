import { defineConfig } from '@playwright/test';

/** Phone end-to-end: run through `npm run test:e2e:phone` (a private network namespace with only loopback). */
export default defineConfig({
  testDir: 'tests/e2e-phone',
  // Its own folder: the suite that runs after it would otherwise wipe the workspace suite's failure screenshots.
  outputDir: 'test-results/phone',
  globalSetup: './tests/e2e-phone/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // An action that cannot happen fails in 20 s with Playwright's log of what it waited for, not at the test's timeout.
  use: { trace: 'off', screenshot: 'only-on-failure', actionTimeout: 20_000 },
});
