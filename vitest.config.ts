import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `@/` is the project root, as WXT and tsconfig define it.
const resolve = { alias: { '@': fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '') } };

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'entrypoints/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' } },
      { resolve, test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node', globalSetup: ['tests/support/postgres-global-setup.ts'], testTimeout: 20_000, hookTimeout: 60_000 } },
    ],
  },
});
