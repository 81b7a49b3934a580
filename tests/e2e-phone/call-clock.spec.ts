import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { apiCall, apiLogin, callLine, dial, dismissResultPanel, openRep, type Rep } from './support/phone-fixtures';
import { createDialerContact, createDialerList, uniqueTag, zoneAtHour } from './support/power-dialer-data';

/**
 * Issue 34, the call's clock (spec 1 section 9: the clock refreshes each second): a live call shows how
 * long it has lasted, on the phone and in the dock on every other page, held and muted included; the
 * parallel dialer's line timers count up. Real time: the Simulated carrier answers numbers ending 1
 * after 2 s and lets numbers ending 8 ring.
 */
const tag = uniqueTag();
let rep: Rep;
let managerToken: string;
let repId: number;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const email = `clock-${randomUUID().slice(0, 8)}@demo.test`;
  repId = (await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Clara', lastName: `Clock${tag}` })).id;
  const admin = await apiLogin('admin@demo.test');
  const acl = await apiCall('PUT', `/admin/telephony/users/${repId}/acl`, { token: admin, body: { parallelDialer: { enabled: true, lines: 2 } } });
  expect(acl.status, JSON.stringify(acl.body)).toBe(200);
  managerToken = await apiLogin('manager@demo.test');
  rep = await openRep(email);
});
test.afterAll(async () => {
  await rep?.close();
});

/** m:ss or h:mm:ss as seconds. */
const seconds = (text: string | null) => (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
/** The clock's reading, once it has moved past `after` seconds. */
async function readsPast(clock: Locator, after: number) {
  await expect.poll(async () => seconds(await clock.textContent()), { timeout: 5_000 }).toBeGreaterThan(after);
  return seconds(await clock.textContent());
}

test("a call's clock reads 0:05 five seconds into a call, counts on while held and muted, and shows in the dock", async () => {
  test.setTimeout(90_000);
  await dial(rep, '(202) 555-0141');
  await expect(callLine(rep)).toHaveAttribute('data-state', 'ringing', { timeout: 15_000 });
  // Not answered yet: no clock.
  await expect(callLine(rep).getByTestId('call-clock')).toHaveCount(0);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
  const clock = callLine(rep).getByTestId('call-clock');
  await expect(clock).toHaveText(/^0:0[01]$/);
  const seenAnswered = Date.now();
  // Each value shows for one second: watch every frame for 0:05.
  await rep.page.waitForFunction(() => document.querySelector('[data-testid="dialer-panel"] [data-testid="call-clock"]')?.textContent === '0:05', undefined, { polling: 'raf', timeout: 10_000 });
  const took = Date.now() - seenAnswered;
  expect(took, 'from 0:00-0:01 to 0:05').toBeGreaterThan(3_000);
  expect(took, 'from 0:00-0:01 to 0:05').toBeLessThan(6_500);

  // Held, then muted: the clock goes on.
  await rep.page.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'holdOnly');
  const held = await readsPast(clock, 5);
  await readsPast(clock, held);
  await rep.page.getByRole('button', { name: 'Unhold', exact: true }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
  await rep.page.getByRole('button', { name: 'Mute', exact: true }).click();
  const muted = await readsPast(clock, held);
  await readsPast(clock, muted);
  await rep.page.getByRole('button', { name: 'Unmute', exact: true }).click();

  // Another page: the dock shows the call with its clock, counting on from where the phone was.
  const onPhone = seconds(await clock.textContent());
  // At the side panel's width (400 px), the clock and the hang-up stay in view.
  await rep.page.setViewportSize({ width: 400, height: 800 });
  await rep.page.goto(rep.page.url().replace(/#!.*$/, '#!/dashboard'));
  const docked = rep.page.getByTestId('phone-dock').getByTestId('call-line').getByTestId('call-clock');
  await expect(docked).toBeVisible();
  for (const part of [docked, rep.page.getByTestId('phone-dock').getByRole('button', { name: 'Hang up' })]) {
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 400, `${JSON.stringify(box)} within 400 px`).toBe(true);
  }
  const inDock = await readsPast(docked, onPhone - 1);
  expect(inDock).toBeGreaterThanOrEqual(onPhone);
  await readsPast(docked, inDock);

  await rep.page.getByTestId('phone-dock').getByRole('button', { name: 'Hang up' }).click();
  await expect(rep.page.getByTestId('phone-dock').getByTestId('call-line')).toHaveCount(0);
  await rep.page.goto(rep.page.url().replace(/#!.*$/, '#!/phone'));
  await dismissResultPanel(rep);
});

test("the parallel dialer's lines count up, and its pacing line is one sentence whose numbers agree", async () => {
  test.setTimeout(150_000);
  const zone = zoneAtHour(12);
  // Numbers ending 8 ring without an answer: the lines stay busy long enough to watch their timers.
  const contacts = [];
  for (let slot = 0; slot < 3; slot++) contacts.push(await createDialerContact(managerToken, tag, slot, '8', { timezone: zone, label: `Ring${slot}` }));
  const listId = await createDialerList(
    managerToken,
    `Clock ${tag}`,
    [repId],
    contacts.map((c) => c.id),
  );
  await rep.page.goto(`chrome-extension://${rep.extensionId}/workspace.html#!/lists/${listId}`);
  await rep.page.getByTestId('parallel-dial').click();
  const modal = rep.page.getByTestId('parallel-dialer-modal');
  await expect(modal.getByTestId('parallel-lines')).toBeVisible();
  await modal.getByText('2', { exact: true }).click();
  await modal.getByTestId('parallel-start').click();
  await expect(modal).toBeHidden();

  const panel = rep.page.getByTestId('parallel-dialer-panel');
  await expect(panel).toHaveAttribute('data-phase', 'running');
  // A new list has no history: the guard dials one of the two lines, and says so in one sentence.
  await expect(panel.getByTestId('parallel-guard')).toHaveText('Nobody has answered on this list in 30 days yet (limit 3% abandoned): dialing 1 of 2 lines to stay under the limit.');
  await expect(panel.getByTestId('parallel-dialed')).toHaveText(/^1 call$|^\d+ calls$/);

  // A ringing line's timer counts from when it started ringing (the same line, read by its number).
  const ringing = panel.locator('[data-testid^="parallel-line-"][data-status="ringing"]').first();
  await expect(ringing).toBeVisible({ timeout: 20_000 });
  const line = panel.getByTestId((await ringing.getAttribute('data-testid'))!);
  const timer = line.getByTestId('parallel-line-elapsed');
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const first = await readsPast(timer, 0);
  const later = await readsPast(timer, first);
  expect(later).toBeGreaterThan(first);

  // End: the ringing line finishes first (up to its maximum ringing length, 30 s), then the session is over.
  await panel.getByTestId('parallel-end').click();
  await expect(panel).toHaveAttribute('data-phase', 'ended', { timeout: 60_000 });
  await expect(panel.getByTestId('parallel-dialed')).toHaveText(/^Session ended: (1 call|\d+ calls)$/);
  await panel.getByTestId('parallel-close').click();
  await expect(panel).toHaveCount(0);
});
