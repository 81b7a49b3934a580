import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXTENSION_DIR } from './chromium';
import { startServerProcess } from './server-process';

/** One real server for the run; the built extension must exist (`npm run test:e2e` builds it). */
export default async function globalSetup() {
  const root = process.cwd();
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error('The extension is not built: run `npx wxt build` first (npm run test:e2e does).');
  }
  // Real SMTP to the server's built-in sink (the demo mailbox), which also writes each mail to a file the tests read.
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-e2e-mail-'));
  const mailFile = path.join(mailDir, 'mail.jsonl');
  const server = await startServerProcess(root, { MAIL_SINK_FILE: mailFile });
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_API_URL = server.apiUrl;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_SMTP_URL = server.smtpUrl;
  return async () => {
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
