import { expect, test } from '@playwright/test';
import { callActivitiesOf } from './support/demo-db';
import { apiCall, apiLogin, type Rep } from './support/phone-fixtures';
import { createDialerContact, createDialerList, type DialerContact, findListRow, openDialerRep, timelineCalls, uniqueTag, zoneAtHour } from './support/power-dialer-data';

/**
 * Issue #8, the follow-up: "Dial selected" on the tasks page (the selected call tasks' contacts, without
 * a list) and moving while paused (next shows the contact undialled, skip marks it 'not contacted
 * skipped', resume dials the one shown). No wait time and no mandatory result keep the runs short.
 */
const tag = uniqueTag();
let rep: Rep;
let repId: number;
let repToken: string;
let managerToken: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  managerToken = await apiLogin('manager@demo.test');
  const email = `pd-follow-${tag.toLowerCase()}@demo.test`;
  ({ rep, id: repId, token: repToken } = await openDialerRep({ email, firstName: 'Fola', lastName: `Follow${tag}`, waitSeconds: 0 }));
});
test.afterAll(async () => {
  await rep?.close();
});

const panel = () => rep.page.getByTestId('power-dialer-panel');
const dock = () => rep.page.getByTestId('phone-dock');
const goTo = (hash: string) => rep.page.goto(rep.page.url().replace(/#!.*$/, hash));

async function contacts(digits: string[], label: string): Promise<DialerContact[]> {
  const zone = zoneAtHour(12);
  const made: DialerContact[] = [];
  for (const [slot, digit] of digits.entries()) made.push(await createDialerContact(managerToken, tag, slot, digit, { timezone: zone, label: `${label}${slot}` }));
  return made;
}

test('"Dial selected" dials the selected call tasks\' contacts in turn; their timelines show the calls with the task', async () => {
  test.setTimeout(120_000);
  // Busy numbers (7): each call ends by itself in a moment.
  const [a, b, c] = await contacts(['7', '7', '7'], 'Task');
  const task = async (contact: DialerContact, taskType: string) => {
    const res = await apiCall<{ payload: { task: { id: number } } }>('POST', '/tasks', { token: repToken, body: { taskType, subject: `Call ${contact.lastName}`, contactId: contact.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payload.task.id;
  };
  // A contact whose own time is 11 pm, first on the page: passed by with the reason shown (the calling-hours guard).
  const late = await createDialerContact(managerToken, tag, 9, '7', { timezone: zoneAtHour(23), label: 'Late' });
  const taskLate = await task(late, 'CALL');
  const taskA = await task(a!, 'CALL');
  const taskB = await task(b!, 'CALL');
  const emailTask = await task(c!, 'EMAIL');

  await goTo('#!/tasks');
  const dial = rep.page.getByTestId('dial-selected');
  // Nothing selected: disabled, and says why.
  await expect(dial).toBeDisabled();
  await rep.page.getByTestId('dial-selected-wrap').hover();
  await expect(rep.page.getByRole('tooltip')).toHaveText('Select call tasks with a contact to dial');
  const select = (taskId: number) => rep.page.locator(`[data-testid="task-row"][data-task-id="${taskId}"]`).getByTestId('task-select');
  await select(taskA).check();
  await select(emailTask).check();
  // An email task is not a call: one contact to dial.
  await expect(dial).toHaveAttribute('data-count', '1');
  await select(taskB).check();
  await expect(dial).toHaveAttribute('data-count', '2');
  await select(taskLate).check();
  await expect(dial).toHaveAttribute('data-count', '3');
  await expect(dial).toBeEnabled();

  await dial.click();
  await expect(panel()).toHaveAttribute('data-status', /waitingToCall|calling|idleStarted|requestingContact|ended/);
  await expect(panel()).not.toHaveAttribute('data-list-id');
  await expect(panel().getByTestId('pd-list')).toContainText('Selected tasks');
  // The late contact (first in page order) is passed by, saying why; the run goes on with the others.
  const passed = panel().getByTestId('pd-notice');
  await expect(passed).toHaveAttribute('data-code', 'OUTSIDE_CALLING_HOURS');
  await expect(passed).toContainText(`${late.lastName} was not called: it is 23:`);
  await expect(passed).toContainText('outside calling hours (8 am to 9 pm)');
  await expect(panel()).toHaveAttribute('data-status', 'ended', { timeout: 45_000 });
  await expect(panel()).toHaveAttribute('data-dialed', '2');
  await expect(panel().getByTestId('pd-notice')).toHaveAttribute('data-code', 'LIST_DONE');

  // Each contact's timeline shows its call (the one activity log), saved with the task it was dialled for.
  for (const contact of [a!, b!]) {
    await expect.poll(async () => (await timelineCalls(managerToken, contact.id)).map((e) => `${e.type} ${e.result}`)).toEqual(['call-task Busy']);
  }
  expect(await timelineCalls(managerToken, c!.id)).toEqual([]);
  expect(await timelineCalls(managerToken, late.id)).toEqual([]);
  const calls = await callActivitiesOf(repId);
  const byNumber = (contact: DialerContact) => calls.find((call) => (call.data as unknown as { phoneNumber?: string }).phoneNumber?.endsWith(contact.number.slice(-4)));
  expect(byNumber(a!)?.data).toMatchObject({ taskId: taskA, context: { source: 'PowerDialer' } });
  expect(byNumber(b!)?.data).toMatchObject({ taskId: taskB, context: { source: 'PowerDialer' } });
  // In order: the first selected first.
  expect(calls.indexOf(byNumber(a!)!)).toBeGreaterThan(calls.indexOf(byNumber(b!)!));

  await panel().getByTestId('pd-dismiss').click();
  await expect(panel()).toHaveCount(0);
});

test('paused, next shows the next contact undialled; skip marks it not contacted skipped; resume dials the one shown', async () => {
  test.setTimeout(120_000);
  // The first and third ring until hung up (8): the rep pauses during the first call, and the third stays on the
  // panel once dialled; the second is busy (7).
  const [ringing, second, third, fourth] = await contacts(['8', '7', '8', '7'], 'Held');
  const name = `PD held ${tag}`;
  const listId = await createDialerList(managerToken, name, [repId], [ringing!.id, second!.id, third!.id, fourth!.id]);

  await goTo('#!/lists/');
  const row = await findListRow(rep.page, name, listId);
  await row.getByTestId('list-dial').click();
  await expect(panel()).toHaveAttribute('data-contact-id', String(ringing!.id), { timeout: 20_000 });
  await expect(dock().getByTestId('call-line')).toHaveAttribute('data-state', 'ringing', { timeout: 15_000 });
  await panel().getByTestId('pd-pause').click();
  await expect(panel()).toHaveAttribute('data-status', 'paused');
  await dock().getByRole('button', { name: 'Hang up' }).click();
  // The call ended while paused: the dialer stays paused, the result open to choose (next writes the default one).
  await expect(panel().getByTestId('pd-next')).toBeEnabled({ timeout: 15_000 });
  await expect(panel()).toHaveAttribute('data-status', 'paused');

  // Next while paused: the next contact is shown, held, not dialled.
  await goTo(`#!/lists/${listId}`);
  const rowOf = (id: number) => rep.page.locator(`[data-testid="list-contact-row"][data-contact-id="${id}"]`);
  // The list's table is loaded (and its live room joined) before the reservation changes it.
  await expect(rowOf(second!.id).locator('[data-col="listStatus"]')).toHaveText('not contacted');
  await rep.page.waitForTimeout(500);
  await panel().getByTestId('pd-next').click();
  await expect(panel()).toHaveAttribute('data-contact-id', String(second!.id));
  await expect(panel()).toHaveAttribute('data-status', 'paused');
  await expect(panel()).toHaveAttribute('data-dialed', '1');
  await expect(dock().getByTestId('call-line')).toHaveCount(0);
  await expect(rowOf(second!.id).locator('[data-col="listStatus"]')).toHaveText('not contacted reserved');

  // Skip: the server marks it skipped (to the back of the list); the following contact is shown, still paused.
  await panel().getByTestId('pd-skip').click();
  await expect(panel()).toHaveAttribute('data-contact-id', String(third!.id));
  await expect(panel()).toHaveAttribute('data-status', 'paused');
  await expect(panel()).toHaveAttribute('data-dialed', '1');
  await expect(rowOf(second!.id).locator('[data-col="listStatus"]')).toHaveText('not contacted skipped');
  await expect(rowOf(second!.id).locator('[data-col="skipReason"]')).toHaveText('Skipped by the rep');

  // Resume dials the contact shown.
  await panel().getByTestId('pd-resume').click();
  await expect(panel()).toHaveAttribute('data-dialed', '2', { timeout: 15_000 });
  await expect(panel()).toHaveAttribute('data-contact-id', String(third!.id));
  await expect(dock().getByTestId('call-line')).toHaveAttribute('data-state', 'ringing', { timeout: 15_000 });
  // Stop during the call: it goes on to its end, then the run ends.
  await panel().getByTestId('pd-stop').click();
  await expect(panel()).toHaveAttribute('data-status', 'pendingTermination');
  await dock().getByRole('button', { name: 'Hang up' }).click();
  await expect(panel()).toHaveAttribute('data-status', 'ended', { timeout: 15_000 });
  await expect.poll(async () => (await timelineCalls(managerToken, third!.id)).length, { timeout: 20_000 }).toBe(1);
  // The skipped one and the fourth were never dialled.
  expect(await timelineCalls(managerToken, second!.id)).toEqual([]);
  expect(await timelineCalls(managerToken, fourth!.id)).toEqual([]);
  await panel().getByTestId('pd-dismiss').click();
});
