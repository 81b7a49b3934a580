import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

interface SunkMail {
  to: string[];
  raw: string;
}

/** Mail the server sent through real SMTP to the e2e sink, newest last. */
export function mailTo(address: string): SunkMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set by the global setup');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits for the sign-in code mailed to `address` and returns its 6 digits. */
export async function waitForSignInCode(address: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const last = mailTo(address).at(-1);
      code = /sign-in code is (\d{6})/.exec(last?.raw ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
