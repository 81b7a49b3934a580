import { defineConfig } from '@playwright/test';
import phone from './playwright.phone.config';

/** Live phone benches (`npm run bench -- dialer`): the phone suite's set-up, run by scripts/test-phone-e2e.mjs with DIALWORKS_PW_CONFIG. */
export default defineConfig({ ...phone, testDir: 'bench/live', testMatch: '**/*.bench.ts', outputDir: 'test-results/bench-phone', timeout: 900_000 });
