import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { callActivitiesOf } from './support/demo-db';
import { apiCall, apiLogin, openRep, type Rep } from './support/phone-fixtures';
import {
  createDialerContact,
  createDialerList,
  dialerContactsSeen,
  findListRow,
  listMembers,
  recordDialerContacts,
  timelineCalls,
  uniqueTag,
  zoneAtHour,
  type DialerContact,
} from './support/power-dialer-data';

/**
 * Issue #8, "What it must show": a rep works a list of 5 contacts (numbers ending 0, 7, 6, 8, 1)
 * with the power dialer through Kamailio and the Simulated carrier; the mandatory call result is
 * chosen in the countdown panel; pause, resume, skip and previous; the list counts and timelines
 * update; a contact at 11 pm local time and an opted-out contact are never dialled.
 */
const tag = uniqueTag();
const listName = `PD main ${tag}`;
let rep: Rep;
let page: Page;
let repId: number;
let managerToken: string;
let listId: number;
let five: DialerContact[];
let night: DialerContact;
let optedOut: DialerContact;
const byId = new Map<number, DialerContact>();

/** What the rep picks in the countdown panel, by the number's last digit. */
const RESULT_FOR: Record<string, string> = { '0': 'Meeting Booked', '1': 'Not Interested', '6': 'Left Voicemail', '7': 'Busy', '8': 'Wrong Number' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const email = `pd-${tag.toLowerCase()}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Pia', lastName: `Dialer${tag}` });
  repId = user.id;
  const admin = await apiLogin('admin@demo.test');
  // A mandatory result with a countdown long enough to pick under load; automatic move on (choosing resumes).
  expect((await apiCall('PUT', `/admin/telephony/users/${repId}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 25, automaticMove: true } } })).status).toBe(200);
  managerToken = await apiLogin('manager@demo.test');
  const day = zoneAtHour(13);
  five = [];
  for (const [slot, digit] of ['0', '7', '6', '8', '1'].entries()) five.push(await createDialerContact(managerToken, tag, slot, digit, { timezone: day }));
  night = await createDialerContact(managerToken, tag, 5, '0', { timezone: zoneAtHour(23), label: 'Night' });
  optedOut = await createDialerContact(managerToken, tag, 6, '1', { timezone: day, optOut: true, label: 'Optout' });
  for (const c of [...five, night, optedOut]) byId.set(c.id, c);
  listId = await createDialerList(
    managerToken,
    listName,
    [repId],
    [...five, night, optedOut].map((c) => c.id),
  );
  rep = await openRep(email);
  page = rep.page;
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
});
test.afterAll(async () => {
  await rep?.close();
});

const panel = () => page.getByTestId('power-dialer-panel');
const dock = () => page.getByTestId('phone-dock');
const resultPanel = () => dock().getByTestId('call-result-panel');

/** The contact of the dialer's `n`th dial (1-based), once it was placed. */
async function dialled(n: number): Promise<DialerContact> {
  await expect(panel()).toHaveAttribute('data-dialed', String(n), { timeout: 20_000 });
  const id = Number(await panel().getAttribute('data-contact-id'));
  const contact = byId.get(id);
  expect(contact, `dial ${n} went to contact ${id}`).toBeDefined();
  return contact!;
}

/** Plays the carrier's side of the call by its number, then picks the result in the dialer's countdown panel. */
async function workCall(contact: DialerContact, result = RESULT_FOR[contact.digit]!) {
  const line = dock().getByTestId('call-line');
  if (['0', '1', '6'].includes(contact.digit)) {
    await expect(line).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
    await dock().getByRole('button', { name: 'Hang up' }).click();
  } else if (contact.digit === '8') {
    await expect(line).toHaveAttribute('data-state', 'ringing', { timeout: 15_000 });
    await dock().getByRole('button', { name: 'Hang up' }).click();
  }
  // Busy (7) ends by itself. The countdown is the dialer's, shown both in the result panel and under the navbar.
  await expect(resultPanel().getByTestId('call-result-countdown')).toHaveAttribute('data-dialer', 'true', { timeout: 15_000 });
  await expect(panel().getByTestId('pd-countdown')).toHaveAttribute('data-kind', 'result');
  // What the rep types in the countdown panel goes with the result (chooseResult) onto the saved call.
  await resultPanel().getByTestId('call-result-subject').fill(`Subject ${contact.lastName}`);
  await resultPanel().getByTestId('call-result-description').fill(`Notes on ${contact.lastName}`);
  await resultPanel().getByTestId('call-result-select').click();
  for (const excluded of ['Call Failed', 'No Answer', 'Callback - HangUp']) await expect(page.getByRole('option', { name: excluded, exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: result, exact: true }).click();
  await expect(resultPanel()).toHaveCount(0);
}

test('a rep works a list with the power dialer: each contact in turn, results chosen in the countdown, pause, resume, skip and previous, counts and timelines', async () => {
  test.setTimeout(300_000);
  await page.goto(page.url().replace(/#!.*$/, '#!/lists/'));

  // The wait time is set where the rep dials lists (spec 3 options): 30 s of wrap-up after each call (the
  // rep moves on with Next) and a paused dialer resumes by itself after 30 s.
  await page.getByTestId('pd-wait-time').click();
  await expect(page.getByRole('option')).toHaveText(['No wait (0 s)', '10 s (default)', '20 s', '30 s', '60 s', '120 s', '180 s', '300 s', '600 s']);
  await page.getByRole('option', { name: '30 s', exact: true }).click();
  await expect
    .poll(async () => (await apiCall<{ payload: { powerDialerTime: number | null } }>('GET', '/users/me/power-dialer', { token: await apiLogin(rep.email) })).body.payload.powerDialerTime)
    .toBe(30);

  const row = await findListRow(page, listName, listId);
  await expect(row.getByTestId('list-dial')).toBeEnabled();
  await recordDialerContacts(page);
  await row.getByTestId('list-dial').click();

  // The panel under the navbar: list, contact (linked to its page), status; the content moves down by its height + 50 px.
  const first = await dialled(1);
  await expect(panel().getByTestId('pd-list')).toContainText(listName);
  await expect(panel().getByTestId('pd-contact')).toHaveAttribute('href', `#!/contacts/${first.id}`);
  await expect(panel().getByTestId('pd-contact')).toHaveText(`Pd ${first.lastName}`);
  const height = await page.getByTestId('power-dialer-host').evaluate((e) => Math.round(e.getBoundingClientRect().height));
  await expect.poll(() => page.getByTestId('shell-main').evaluate((e) => getComputedStyle(e).paddingTop)).toBe(`${height + 50}px`);
  // While it runs, every start button says the dialer is busy.
  await expect(row.getByTestId('list-dial')).toBeDisabled();
  await row.getByTestId('list-dial-wrap').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cannot execute call because phone service is busy.');

  // Watch the list's counts live on its page while dialling.
  await page.goto(page.url().replace(/#!.*$/, `#!/lists/${listId}`));
  const counts = page.getByTestId('list-counts');
  const dueOf = async () => Number(await counts.getAttribute('data-due'));
  await expect(counts).toBeVisible();
  const dueBefore = await dueOf();
  await workCall(first);

  // Wrap-up: the next call waits the wait time; pause holds it, with the auto-resume countdown, until resumed.
  await expect(panel().getByTestId('pd-countdown')).toHaveAttribute('data-kind', 'wrapUp');
  await expect(panel()).toHaveAttribute('data-status', 'idleStarted');
  await panel().getByTestId('pd-pause').click();
  await expect(panel()).toHaveAttribute('data-status', 'paused');
  await expect(panel().getByTestId('pd-countdown')).toHaveAttribute('data-kind', 'autoResume');
  await expect(panel().getByTestId('pd-countdown')).toHaveText(/Resumes in \d+ s/);
  // Keyboard: the buttons are reachable and pressed with Enter.
  await panel().getByTestId('pd-resume').focus();
  await page.keyboard.press('Enter');
  const second = await dialled(2);
  expect(second.id).not.toBe(first.id);

  // A reopened side panel shows the running dialer: its state lives in the offscreen engine.
  const side = await rep.context.newPage();
  await side.goto(`chrome-extension://${rep.extensionId}/sidepanel.html#!/dashboard`);
  await expect(side.getByTestId('power-dialer-panel')).toHaveAttribute('data-contact-id', String(second.id));
  await expect(side.getByTestId('power-dialer-panel')).toHaveAttribute('data-list-id', String(listId));
  await side.close();
  await workCall(second);

  // The counts follow live (lists.updated): 7 members, the first one reserved when counted, now two completed.
  await expect(panel()).toHaveAttribute('data-status', 'idleStarted');
  await expect.poll(dueOf).toBe(dueBefore - 1);

  // Previous: the contact just played comes back and is dialled again.
  await panel().getByTestId('pd-previous').click();
  const again = await dialled(3);
  expect(again.id).toBe(second.id);
  await workCall(again, again.digit === '7' ? 'Busy' : 'Connected');

  // Skip during the wrap-up: the dialer passes on at once (well before the 30 s wrap-up is over).
  // (Skip of a contact held undialled while paused, 'not contacted skipped': power-dialer-followup.spec.ts.)
  await expect(panel()).toHaveAttribute('data-status', 'idleStarted');
  await expect(panel().getByTestId('pd-countdown')).toHaveAttribute('data-kind', 'wrapUp');
  const skippedAt = Date.now();
  await panel().getByTestId('pd-skip').click();
  let contact = await dialled(4);
  expect(Date.now() - skippedAt).toBeLessThan(25_000);
  expect(contact.id).not.toBe(second.id);

  // The rest, Next after each result, until the list has nobody left to dial.
  const worked = new Set([first.id, second.id]);
  for (let n = 4; n < 12; n++) {
    worked.add(contact.id);
    await workCall(contact);
    await expect(panel()).toHaveAttribute('data-status', /idleStarted|ended/);
    if ((await panel().getAttribute('data-status')) === 'ended') break;
    await panel().getByTestId('pd-next').click();
    // Either the next contact is dialled or the list has nobody left.
    await expect
      .poll(async () => ((await panel().getAttribute('data-status')) === 'ended' ? 'ended' : await panel().getAttribute('data-dialed')), { timeout: 20_000 })
      .toMatch(new RegExp(`^(ended|${n + 1})$`));
    if ((await panel().getAttribute('data-status')) === 'ended') break;
    contact = await dialled(n + 1);
  }
  await expect(panel()).toHaveAttribute('data-status', 'ended', { timeout: 20_000 });
  await expect(panel().getByTestId('pd-notice')).toHaveAttribute('data-code', 'LIST_DONE');
  expect([...worked].sort()).toEqual(five.map((c) => c.id).sort());

  // Never the contact at 11 pm nor the opted-out one: not on the panel, not in the activity log.
  const seen = (await dialerContactsSeen(page)).map((s) => Number(s.contactId));
  expect(seen).not.toContain(night.id);
  expect(seen).not.toContain(optedOut.id);
  const calls = await callActivitiesOf(repId);
  const dialledNumbers = calls.map((c) => (c.data as unknown as { phoneNumber?: string }).phoneNumber ?? '');
  expect(dialledNumbers.some((n) => n.endsWith(night.number.slice(-4)))).toBe(false);
  expect(dialledNumbers.some((n) => n.endsWith(optedOut.number.slice(-4)))).toBe(false);

  // The counts moved live: only the contact outside calling hours is still due; the skip reasons show in the table.
  await expect(counts).toHaveAttribute('data-due', '1');
  const rowOf = (id: number) => page.locator(`[data-testid="list-contact-row"][data-contact-id="${id}"]`);
  await expect(rowOf(night.id).locator('[data-col="listStatus"]')).toHaveText('not contacted schedule skipped');
  await expect(rowOf(night.id).locator('[data-col="skipReason"]')).toHaveText("Outside calling hours (8 am to 9 pm in the contact's time zone)");
  await expect(rowOf(optedOut.id).locator('[data-col="listStatus"]')).toHaveText('not contacted dnc skipped');
  await expect(rowOf(optedOut.id).locator('[data-col="skipReason"]')).toHaveText('Do not call: the contact opted out of calls');

  // Each contact's timeline has the call with the result chosen for it.
  for (const c of five) {
    const entries = await timelineCalls(managerToken, c.id);
    expect(entries.length, `calls on ${c.lastName}'s timeline`).toBeGreaterThanOrEqual(1);
    const results = entries.map((e) => e.result);
    expect(results, c.lastName).toContain(c.id === second.id ? (second.digit === '7' ? 'Busy' : 'Connected') : RESULT_FOR[c.digit]);
  }
  expect((await listMembers(managerToken, listId)).get(first.id)?.lastCallResult).toBe(RESULT_FOR[first.digit]);
  // The subject and description typed in the countdown panel are on the first contact's call.
  const firstCall = calls.find((c) => (c.data as unknown as { phoneNumber?: string }).phoneNumber?.endsWith(first.number.slice(-4)));
  expect(firstCall?.data).toMatchObject({ subject: `Subject ${first.lastName}`, description: `Notes on ${first.lastName}`, result: RESULT_FOR[first.digit] });

  // Closing the ended dialer takes the panel away and the content back up.
  await panel().getByTestId('pd-dismiss').click();
  await expect(panel()).toHaveCount(0);
});
