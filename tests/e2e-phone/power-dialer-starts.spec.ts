import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, type Rep } from './support/phone-fixtures';
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
 * Issue #8: the power dialer starts from a playbook step's dial button and from a contact row's CALL.
 * Busy numbers (ending 7), no mandatory result and no wait keep each run to a few seconds.
 */
const tag = uniqueTag();
let rep: Rep;
let repId: number;
let managerToken: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  managerToken = await apiLogin('manager@demo.test');
  const email = `pd-start-${tag.toLowerCase()}@demo.test`;
  ({ rep, id: repId } = await openDialerRep({ email, firstName: 'Stella', lastName: `Start${tag}`, waitSeconds: 0 }));
});
test.afterAll(async () => {
  await rep?.close();
});

const panel = () => rep.page.getByTestId('power-dialer-panel');

async function busyContacts(count: number, label: string): Promise<DialerContact[]> {
  const zone = zoneAtHour(12);
  const made: DialerContact[] = [];
  for (let slot = 0; slot < count; slot++) made.push(await createDialerContact(managerToken, tag, slot, '7', { timezone: zone, label: `${label}${slot}` }));
  return made;
}

test("a playbook step's dial button works that step's due contacts; the panel names the step", async () => {
  test.setTimeout(90_000);
  const name = `PD step ${tag}`;
  const listId = await createDialerList(managerToken, name, [repId], []);
  const playbook = await apiCall<{ payload: { playbook: { id: number; steps: Array<{ id: number }> } } }>('POST', '/playbooks', {
    token: managerToken,
    body: { name: `${name} playbook`, steps: [{ name: 'Opening call', action: 'call' }] },
  });
  expect(playbook.status, JSON.stringify(playbook.body)).toBe(200);
  expect((await apiCall('POST', `/playbooks/${playbook.body.payload.playbook.id}/list/${listId}`, { token: managerToken })).status).toBe(200);
  const contacts = await busyContacts(2, 'Step');
  expect((await apiCall('POST', `/lists/${listId}/contacts`, { token: managerToken, body: { contactIds: contacts.map((c) => c.id) } })).status).toBe(200);

  await rep.page.goto(rep.page.url().replace(/#!.*$/, '#!/lists/'));
  const row = await findListRow(rep.page, name, listId);
  await row.getByTestId('list-expand').click();
  const step = rep.page.getByTestId('playbook-step').first();
  await expect(step.getByTestId('step-due')).toHaveText('2');
  await recordDialerContacts(rep.page);
  await step.getByTestId('step-dial').click();
  await expect(panel().getByTestId('pd-step')).toContainText('Opening call');
  await expect(panel()).toHaveAttribute('data-status', 'ended', { timeout: 30_000 });
  const seen = new Set((await dialerContactsSeen(rep.page)).map((s) => Number(s.contactId)));
  expect([...seen].sort()).toEqual(contacts.map((c) => c.id).sort());
  // The step's due count followed live: nobody is left on it.
  await expect(step.getByTestId('step-due')).toHaveText('0');
  await panel().getByTestId('pd-dismiss').click();
  await expect(panel()).toHaveCount(0);
});

test("a contact row's CALL starts the dialer at that contact, then goes on through the list", async () => {
  test.setTimeout(90_000);
  const contacts = await busyContacts(3, 'Row');
  const listId = await createDialerList(
    managerToken,
    `PD row ${tag}`,
    [repId],
    contacts.map((c) => c.id),
  );
  const chosen = contacts[2]!;

  await rep.page.goto(rep.page.url().replace(/#!.*$/, `#!/lists/${listId}`));
  const rowOf = (id: number) => rep.page.locator(`[data-testid="list-contact-row"][data-contact-id="${id}"]`);
  await expect(rowOf(chosen.id).getByTestId('contact-row-action')).toBeEnabled();
  await recordDialerContacts(rep.page);
  await rowOf(chosen.id).getByTestId('contact-row-action').click();
  await expect(panel()).toHaveAttribute('data-status', 'ended', { timeout: 30_000 });
  const seen = [...new Set((await dialerContactsSeen(rep.page)).map((s) => Number(s.contactId)))];
  expect(seen[0]).toBe(chosen.id);
  expect([...seen].sort()).toEqual(contacts.map((c) => c.id).sort());
  // While the dialer held the panel, every row's CALL was off; now the result is on each row.
  const members = await listMembers(managerToken, listId);
  for (const c of contacts) expect(members.get(c.id)?.lastCallResult).toBe('Busy');
  await panel().getByTestId('pd-dismiss').click();
});
