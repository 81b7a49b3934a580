import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/database';
import { tenants } from '@/server/db/schema';
import { toneLevel } from '@/server/areas/telephony/media/wav';
import { createUser } from '@/server/seed/tenant-factory';
import { carrierCallsSince } from './support/carrier-audio';
import { callLine, dial, openRep, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';

/**
 * Call management on the real media path (spec 3 settings/phone): a rep of Demo Co of their own
 * records a voicemail greeting in the browser (the first becomes active), sends unanswered calls to
 * voicemail, lets `npm run call-in` ring out, and finds the message in the demo mailbox, the caller
 * having heard the greeting and the beep; then forwards unanswered calls to a number, which the
 * carrier receives. The rep's microphone plays a 900 Hz tone, so the greeting is recognisable.
 */
const GREETING_HZ = 900;
let rep: Rep;
let email: string;

test.beforeAll(async () => {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.name, 'Demo Co'));
    email = (await createUser(database.db, tenant!.id, { email: `callmgmt-${randomUUID().slice(0, 8)}@demo.test`, password: 'Demo@Sales1', firstName: 'Cal', lastName: 'Manager', role: 'rep' })).email;
  } finally {
    await database.close();
  }
  rep = await openRep(email, fakeMicrophone(GREETING_HZ));
});
test.afterAll(async () => {
  await rep?.close();
});

const goTo = (hash: string) => rep.page.goto(`chrome-extension://${rep.extensionId}/workspace.html#!${hash}`);
const callIn = (from: string) => promisify(execFile)('npx', ['tsx', 'scripts/call-in.ts', email, from], { env: { ...process.env, API_URL: process.env.E2E_API_URL! } });
/** The strongest level of a frequency in 200 ms windows of what the carrier's caller heard. */
const strongest = (samples: Int16Array, frequency: number) =>
  Math.max(0, ...Array.from({ length: Math.floor(samples.length / 1600) }, (_, i) => toneLevel(samples.subarray(i * 1600, (i + 1) * 1600), frequency)));

test('an unanswered call goes to voicemail: the caller hears the recorded greeting and the beep, and the message is in the demo mailbox', async () => {
  test.setTimeout(90_000);
  const page = rep.page;
  await goTo('/settings/phone/voicemail-greetings');
  await expect(page.getByTestId('messages-page')).toHaveAttribute('data-type', 'VOICEMAIL_GREETING');
  await page.getByTestId('message-name').fill('Out of office');
  await page.getByTestId('message-record').click();
  await page.waitForTimeout(1500);
  await page.getByTestId('message-stop').click();
  await page.getByTestId('message-save').click();
  // The first greeting added is the active one.
  await expect(page.getByTestId('message-row')).toHaveAttribute('data-active', 'true');

  await page.getByTestId('settings-menu').getByRole('link', { name: 'Call management' }).click();
  const form = page.getByTestId('call-management');
  await expect(form).toHaveAttribute('data-status', 'loaded');
  await form.getByTestId('call-management-voicemail').check();
  await form.getByTestId('call-management-timeout').click();
  await page.getByRole('option', { name: '10 seconds', exact: true }).click();
  await form.getByTestId('call-management-save').click();
  await expect(form.getByTestId('call-management-saved')).toHaveText('Settings saved successfully');

  const from = `+1555013${Math.floor(Math.random() * 9)}1`;
  const startedAt = Date.now();
  await callIn(from);
  // The phone rings for the ring time; nobody answers.
  await expect(page.getByTestId('incoming-call')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('incoming-call')).toHaveCount(0, { timeout: 20_000 });

  // The caller's call ends once they left their message: what they heard holds the greeting, then the beep.
  const [heard] = await carrierCallsSince(from, startedAt);
  expect(strongest(heard!.samples, GREETING_HZ)).toBeGreaterThan(1000);
  expect(strongest(heard!.samples, 1000)).toBeGreaterThan(5000);

  await goTo('/mailbox');
  await expect(page.getByText(`Voicemail from ${from}`).first()).toBeVisible({ timeout: 30_000 });
});

test('an unanswered call is forwarded to the forwarding number, which the carrier receives', async () => {
  test.setTimeout(60_000);
  const page = rep.page;
  await goTo('/settings/phone/call-management');
  const form = page.getByTestId('call-management');
  await expect(form).toHaveAttribute('data-status', 'loaded');
  await form.getByTestId('call-management-forward').check();
  await form.getByTestId('call-management-number').fill('+33 1 42 68 53 00');
  await expect(form.getByText('US, UK and Singapore only')).toBeVisible();
  await expect(form.getByTestId('call-management-save')).toBeDisabled();
  const forwardTo = `+1202555${String(Math.floor(Math.random() * 900) + 100)}2`;
  await form.getByTestId('call-management-number').fill(forwardTo);
  await form.getByTestId('call-management-save').click();
  await expect(form.getByTestId('call-management-saved')).toHaveText('Settings saved successfully');

  const from = '+15550142';
  const startedAt = Date.now();
  await callIn(from);
  await expect(page.getByTestId('incoming-call')).toBeVisible({ timeout: 10_000 });
  const [forwarded] = await carrierCallsSince(forwardTo, startedAt);
  expect(forwarded!.meta.headers['X-Transferred-From']).toBe(from);
});

test('an other caller id is verified with the code texted to it, and the next call presents it', async () => {
  test.setTimeout(60_000);
  const page = rep.page;
  await goTo('/settings/phone/call-management');
  const card = page.getByTestId('caller-id');
  await card.getByTestId('caller-id-other').check();
  const own = `+1202555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  await card.getByTestId('caller-id-number').fill(own);
  await card.getByTestId('caller-id-send-code').click();
  // The 120000 ms timer: no second code at once.
  await expect(card.getByTestId('caller-id-send-code')).toBeDisabled();
  await expect(card.getByTestId('caller-id-send-code')).toContainText('New code in');
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'sms-outbox.jsonl');
  const codeFor = async () =>
    /(\d{6})/.exec(
      (await readFile(outbox, 'utf8').catch(() => ''))
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; body: string })
        .filter((sms) => sms.to === own)
        .at(-1)?.body ?? '',
    )?.[1] ?? '';
  await expect.poll(codeFor).toMatch(/^\d{6}$/);
  const code = await codeFor();
  await card.getByTestId('caller-id-code').fill(code === '000000' ? '111111' : '000000');
  await card.getByTestId('caller-id-confirm').click();
  await expect(card.getByTestId('caller-id-verify-error')).toHaveText('The verification code is not valid.');
  await card.getByTestId('caller-id-code').fill(code);
  await card.getByTestId('caller-id-confirm').click();
  await expect(card.getByTestId('caller-id-verified')).toBeVisible();
  await expect(card.getByTestId('caller-id-presented')).toHaveText(`Your calls show ${formatPhoneNumber(own, 'US')}`);

  const callee = '+15550161';
  const startedAt = Date.now();
  await goTo('/phone');
  await dial(rep, callee);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Hang up' }).first().click();
  const [call] = await carrierCallsSince(callee, startedAt);
  expect(call!.meta.headers['X-Caller-Id']).toBe(own);
});
