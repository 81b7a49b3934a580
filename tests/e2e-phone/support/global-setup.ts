import { existsSync } from 'node:fs';
import path from 'node:path';
import { EXTENSION_DIR } from '../../e2e/support/chromium';
import { startServerProcess } from '../../e2e/support/server-process';

/**
 * One real server (with its Kamailio and the Simulated carrier) for the phone run. The run must be
 * inside a private network namespace with only loopback (scripts/test-phone-e2e.mjs does it), so
 * Chromium's ICE only ever sees 127.0.0.1.
 */
export default async function globalSetup() {
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error('The extension is not built: run `npx wxt build` first.');
  if (!process.env.DIALWORKS_NETNS) throw new Error('Run the phone end-to-end tests through `npm run test:e2e:phone` (a private network namespace).');
  const server = await startServerProcess(process.cwd());
  process.env.E2E_API_URL = server.apiUrl;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
