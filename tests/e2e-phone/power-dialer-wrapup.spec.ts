import { expect, test } from '@playwright/test';
import { callActivitiesOf } from './support/demo-db';
import { apiLogin, type Rep } from './support/phone-fixtures';
import { createDialerContact, createDialerList, type DialerContact, findListRow, listMembers, openDialerRep, timelineCalls, uniqueTag, zoneAtHour } from './support/power-dialer-data';

/**
 * Issue #8 wrap-up: without the mandatory call-result setting, the wrap-up is the time to choose a result.
 * The phone's result panel is shown for the dialer's call during the 10 s wrap-up; the rep's pick is written
 * (call and list) and the next contact is dialled at once; left alone, the default result is written when
 * the wrap-up passes. Busy numbers (ending 7) keep each call short.
 */
const tag = uniqueTag();
const listName = `PD wrap ${tag}`;
let rep: Rep;
let repId: number;
let managerToken: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  managerToken = await apiLogin('manager@demo.test');
  const email = `pd-wrap-${tag.toLowerCase()}@demo.test`;
  ({ rep, id: repId } = await openDialerRep({ email, firstName: 'Wren', lastName: `Wrap${tag}`, waitSeconds: 10, mandatoryCallResult: null }));
});
test.afterAll(async () => {
  await rep?.close();
});

test('without a mandatory result the rep picks the result during the wrap-up; the next call starts at once; left alone the default is written', async () => {
  test.setTimeout(120_000);
  const page = rep.page;
  const zone = zoneAtHour(12);
  const contacts: DialerContact[] = [];
  for (const slot of [0, 1]) contacts.push(await createDialerContact(managerToken, tag, slot, '7', { timezone: zone, label: `Wrap${slot}` }));
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const listId = await createDialerList(
    managerToken,
    listName,
    [repId],
    contacts.map((c) => c.id),
  );
  const panel = page.getByTestId('power-dialer-panel');
  const resultPanel = page.getByTestId('phone-dock').getByTestId('call-result-panel');

  await page.goto(page.url().replace(/#!.*$/, '#!/lists/'));
  const row = await findListRow(page, listName, listId);
  await row.getByTestId('list-dial').click();
  await expect(panel).toHaveAttribute('data-dialed', '1', { timeout: 20_000 });
  const first = byId.get(Number(await panel.getAttribute('data-contact-id')))!;
  expect(first).toBeDefined();

  // The busy call ends by itself: the wrap-up starts and the result panel is offered with its seconds left.
  await expect(panel).toHaveAttribute('data-status', 'idleStarted', { timeout: 15_000 });
  await expect(resultPanel.getByTestId('call-result-countdown')).toHaveAttribute('data-dialer', 'true');
  await expect(resultPanel.getByTestId('call-result-countdown')).toHaveText(/Choose a result: ([1-9]|10) s/);
  // Nothing is written on the list before the rep chooses (or the wrap-up passes).
  expect((await listMembers(managerToken, listId)).get(first.id)?.lastCallResult ?? null).toBeNull();
  await resultPanel.getByTestId('call-result-subject').fill(`Booked ${first.lastName}`);
  await resultPanel.getByTestId('call-result-select').click();
  for (const excluded of ['Call Failed', 'No Answer', 'Callback - HangUp']) await expect(page.getByRole('option', { name: excluded, exact: true })).toHaveCount(0);
  const pickedAt = Date.now();
  await page.getByRole('option', { name: 'Meeting Booked', exact: true }).click();

  // The next call starts right after the pick, not after the 10 s wrap-up.
  await expect(panel).toHaveAttribute('data-dialed', '2', { timeout: 8_000 });
  expect(Date.now() - pickedAt).toBeLessThan(8_000);
  const second = byId.get(Number(await panel.getAttribute('data-contact-id')))!;
  expect(second.id).not.toBe(first.id);
  await expect.poll(async () => (await listMembers(managerToken, listId)).get(first.id)?.lastCallResult).toBe('Meeting Booked');
  await expect.poll(async () => (await timelineCalls(managerToken, first.id)).map((e) => e.result)).toEqual(['Meeting Booked']);

  // Left alone, the second call's wrap-up passes and its default result (Busy) is written; the list is done.
  await expect(panel).toHaveAttribute('data-status', 'idleStarted', { timeout: 15_000 });
  await expect(resultPanel).toBeVisible();
  await resultPanel.getByTestId('call-result-description').fill('No one picked up');
  await expect(panel).toHaveAttribute('data-status', 'ended', { timeout: 20_000 });
  await expect(resultPanel).toHaveCount(0);
  expect((await listMembers(managerToken, listId)).get(second.id)?.lastCallResult).toBe('Busy');
  expect((await timelineCalls(managerToken, second.id)).map((e) => e.result)).toEqual(['Busy']);

  // One call in the log per contact (each written once), with what the rep typed on it.
  const calls = await callActivitiesOf(repId);
  const numberOf = (c: (typeof calls)[number]) => (c.data as unknown as { phoneNumber?: string }).phoneNumber ?? '';
  const ofFirst = calls.filter((c) => numberOf(c).endsWith(first.number.slice(-4)));
  const ofSecond = calls.filter((c) => numberOf(c).endsWith(second.number.slice(-4)));
  expect(ofFirst).toHaveLength(1);
  expect(ofSecond).toHaveLength(1);
  expect(ofFirst[0]?.data).toMatchObject({ result: 'Meeting Booked', subject: `Booked ${first.lastName}` });
  expect(ofSecond[0]?.data).toMatchObject({ description: 'No one picked up' });
  await panel.getByTestId('pd-dismiss').click();
});
