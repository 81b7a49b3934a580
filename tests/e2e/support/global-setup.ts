import { existsSync } from 'node:fs';
import path from 'node:path';
import { EXTENSION_DIR } from './chromium';
import { startServerProcess } from './server-process';

/** One real server for the run; the built extension must exist (`npm run test:e2e` builds it). */
export default async function globalSetup() {
  const root = process.cwd();
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error('The extension is not built: run `npx wxt build` first (npm run test:e2e does).');
  }
  const server = await startServerProcess(root);
  process.env.E2E_API_URL = server.apiUrl;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
