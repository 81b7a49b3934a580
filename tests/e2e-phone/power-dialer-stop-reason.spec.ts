import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, type Rep } from './support/phone-fixtures';
import { createDialerContact, createDialerList, type DialerContact, findListRow, listMembers, openDialerRep, uniqueTag, zoneAtHour } from './support/power-dialer-data';

/**
 * Issue 34: a power dialer that stops says why, with the numbers. A list whose contacts are all at 11 pm in
 * their own zone (the calling-hours guard of README: 8 am to 9 pm local) and one who opted out of calls:
 * the dialer places no call and ends saying how many wait for their hours and how many opted out.
 */
const tag = uniqueTag();
let rep: Rep;
let repId: number;
let managerToken: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  managerToken = await apiLogin('manager@demo.test');
  const email = `pd-why-${tag.toLowerCase()}@demo.test`;
  ({ rep, id: repId } = await openDialerRep({ email, firstName: 'Wyatt', lastName: `Why${tag}`, waitSeconds: 0 }));
});
test.afterAll(async () => {
  await rep?.close();
});

/** A list of these contacts assigned to the rep, started from the Lists page's Dial. */
async function dialNewList(name: string, contacts: readonly DialerContact[]): Promise<number> {
  const listId = await createDialerList(
    managerToken,
    name,
    [repId],
    contacts.map((c) => c.id),
  );
  await rep.page.goto(rep.page.url().replace(/#!.*$/, '#!/lists/'));
  const row = await findListRow(rep.page, name, listId);
  await expect(row.getByTestId('list-dial')).toBeEnabled();
  await row.getByTestId('list-dial').click();
  return listId;
}

test('the power dialer on a list whose contacts are outside calling hours says why it stopped', async () => {
  test.setTimeout(90_000);
  const late = zoneAtHour(23);
  const contacts: DialerContact[] = [];
  for (let slot = 0; slot < 3; slot++) contacts.push(await createDialerContact(managerToken, tag, slot, '1', { timezone: late, label: `Late${slot}` }));
  contacts.push(await createDialerContact(managerToken, tag, 3, '1', { timezone: zoneAtHour(12), optOut: true, label: 'OptOut' }));
  const listId = await dialNewList(`PD why ${tag}`, contacts);

  const panel = rep.page.getByTestId('power-dialer-panel');
  await expect(panel).toHaveAttribute('data-status', 'ended', { timeout: 30_000 });
  await expect(panel).toHaveAttribute('data-dialed', '0');
  const notice = panel.getByTestId('pd-notice');
  await expect(notice).toHaveAttribute('data-code', 'LIST_DONE');
  await expect(notice).toHaveText('Nobody to dial now: 3 contacts are outside calling hours until 8:00 their time; 1 opted out of calls.');
  // Not the bare "No more contacts to dial in this list." while the list still counts them as due.
  await expect(notice).not.toContainText('No more contacts');

  // The list agrees: the three wait for their hours, the fourth is never dialled.
  const members = await listMembers(managerToken, listId);
  expect(contacts.slice(0, 3).map((c) => members.get(c.id)?.skipReason)).toEqual(['schedule', 'schedule', 'schedule']);
  expect(members.get(contacts[3]!.id)?.listStatus).toBe('not contacted dnc skipped');

  await panel.getByTestId('pd-dismiss').click();
  await expect(panel).toHaveCount(0);
});

test('with the mandatory call result on, no result chosen in time closes the dialer (spec 1) instead of moving on', async () => {
  test.setTimeout(90_000);
  const admin = await apiLogin('admin@demo.test');
  const acl = await apiCall('PUT', `/admin/telephony/users/${repId}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 5, automaticMove: true } } });
  expect(acl.status, JSON.stringify(acl.body)).toBe(200);
  try {
    // Numbers ending 1: a person answers after 2 s.
    const zone = zoneAtHour(12);
    const contacts: DialerContact[] = [];
    for (let slot = 4; slot < 6; slot++) contacts.push(await createDialerContact(managerToken, tag, slot, '1', { timezone: zone, label: `Ask${slot}` }));
    const listId = await dialNewList(`PD mandatory ${tag}`, contacts);

    const panel = rep.page.getByTestId('power-dialer-panel');
    const dock = rep.page.getByTestId('phone-dock');
    await expect(dock.getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 20_000 });
    await dock.getByRole('button', { name: 'Hang up' }).click();
    // The countdown runs (5 s); nobody picks a result: the dialer closes, saying so, and dials nobody else.
    await expect(panel.getByTestId('pd-countdown')).toHaveAttribute('data-kind', 'result');
    await expect(panel).toHaveAttribute('data-status', 'ended', { timeout: 15_000 });
    await expect(panel.getByTestId('pd-notice')).toHaveAttribute('data-code', 'COUNTDOWN_EXPIRED');
    await expect(panel.getByTestId('pd-notice')).toHaveText('The power dialer was closed: no call result was chosen in time.');
    await expect(panel).toHaveAttribute('data-dialed', '1');
    // The call keeps the result it was logged with; the second contact was never called.
    await expect.poll(async () => (await listMembers(managerToken, listId)).get(contacts[0]!.id)?.lastCallResult).toBe('Connected');
    expect((await listMembers(managerToken, listId)).get(contacts[1]!.id)?.lastCallResult ?? null).toBeNull();
    await panel.getByTestId('pd-dismiss').click();
    await expect(panel).toHaveCount(0);
  } finally {
    await apiCall('PUT', `/admin/telephony/users/${repId}/acl`, { token: admin, body: { mandatoryCallResult: null } });
  }
});
