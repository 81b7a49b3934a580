import { expect, test } from '@playwright/test';
import { callActivitiesOf } from './support/demo-db';
import { apiLogin, type Rep } from './support/phone-fixtures';
import {
  createDialerContact,
  createDialerList,
  type DialerContact,
  dialerContactsSeen,
  findListRow,
  listMembers,
  openDialerRep,
  recordDialerContacts,
  uniqueTag,
  zoneAtHour,
} from './support/power-dialer-data';

/**
 * Issue #8: two reps work the same list with the power dialer at the same time and never get a
 * contact the other one holds (the server's reservations). Busy numbers (ending 7) keep it short;
 * no mandatory result, so each call gets its result by rule ('Busy') and the dialer goes straight on.
 */
const tag = uniqueTag();
const listName = `PD pair ${tag}`;
const reps: Rep[] = [];
const repIds: number[] = [];
let managerToken: string;
let listId: number;
let contacts: DialerContact[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  managerToken = await apiLogin('manager@demo.test');
  for (const who of ['a', 'b']) {
    const email = `pd-pair-${who}-${tag.toLowerCase()}@demo.test`;
    // No wait between calls: the two runs overlap as much as they can.
    const { rep, id } = await openDialerRep({ email, firstName: 'Pair', lastName: `${who.toUpperCase()}${tag}`, waitSeconds: 0 });
    repIds.push(id);
    reps.push(rep);
  }
  const day = zoneAtHour(14);
  contacts = [];
  for (let slot = 0; slot < 8; slot++) contacts.push(await createDialerContact(managerToken, tag, slot, '7', { timezone: day, label: `Pair${slot}` }));
  listId = await createDialerList(
    managerToken,
    listName,
    repIds,
    contacts.map((c) => c.id),
  );
});
test.afterAll(async () => {
  for (const rep of reps) await rep.close();
});

test('two reps dialling one list at the same time never get the same contact', async () => {
  test.setTimeout(180_000);
  const rows = [];
  for (const rep of reps) {
    await rep.page.goto(rep.page.url().replace(/#!.*$/, '#!/lists/'));
    const row = await findListRow(rep.page, listName, listId);
    await expect(row.getByTestId('list-dial')).toBeEnabled();
    await recordDialerContacts(rep.page);
    rows.push(row);
  }
  await Promise.all(rows.map((row) => row.getByTestId('list-dial').click()));

  // Both run until the list has nobody left for them.
  for (const rep of reps) {
    const panel = rep.page.getByTestId('power-dialer-panel');
    await expect(panel).toHaveAttribute('data-status', 'ended', { timeout: 120_000 });
    await expect(panel.getByTestId('pd-notice')).toHaveAttribute('data-code', 'LIST_DONE');
  }

  // What each panel showed: no contact on both, and together every contact of the list.
  const [a, b] = await Promise.all(reps.map(async (rep) => new Set((await dialerContactsSeen(rep.page)).map((s) => Number(s.contactId)))));
  const both = [...a!].filter((id) => b!.has(id));
  expect(both, 'contacts both reps were given').toEqual([]);
  expect([...a!, ...b!].sort()).toEqual(contacts.map((c) => c.id).sort());
  // Both really worked the list (the race was on).
  expect(a!.size).toBeGreaterThan(0);
  expect(b!.size).toBeGreaterThan(0);

  // The activity log: each number called exactly once, by one rep; every member has the rule's result.
  const numbers = (await Promise.all(repIds.map((id) => callActivitiesOf(id)))).flat().map((c) => (c.data as unknown as { phoneNumber?: string }).phoneNumber ?? '');
  for (const c of contacts)
    expect(
      numbers.filter((n) => n.replace(/\D/g, '').endsWith(c.number)),
      c.number,
    ).toHaveLength(1);
  const members = await listMembers(managerToken, listId);
  for (const c of contacts) expect(members.get(c.id)?.lastCallResult, c.lastName).toBe('Busy');
});
