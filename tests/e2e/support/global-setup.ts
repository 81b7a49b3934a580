import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXTENSION_DIR } from './chromium';
import { startSmtpSink } from '../../../server/email/smtp-sink';
import { startServerProcess } from './server-process';

/** One real server for the run; the built extension must exist (`npm run test:e2e` builds it). */
export default async function globalSetup() {
  const root = process.cwd();
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error('The extension is not built: run `npx wxt build` first (npm run test:e2e does).');
  }
  // Real SMTP: the server sends through a sink whose mail lands in a file the tests read.
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-e2e-mail-'));
  const mailFile = path.join(mailDir, 'mail.jsonl');
  const sink = await startSmtpSink(0, (mail) => appendFileSync(mailFile, `${JSON.stringify(mail)}\n`));
  const server = await startServerProcess(root, { SMTP_URL: sink.url });
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_API_URL = server.apiUrl;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return async () => {
    await server.stop();
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
