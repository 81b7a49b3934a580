import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SHOWN_MARK } from '@/src/domain/lists/list-columns-shown';
import { DEMO_PASSWORD } from '../../e2e/support/fixtures';
import { addDemoUser } from '../../e2e/support/users';
import { apiCall, apiLogin, openRep, type Rep } from './phone-fixtures';

/**
 * Test data for the power dialer: contacts with numbers whose last digit picks the Simulated
 * carrier's outcome (0-4 a person answers, 6 a machine, 7 busy, 8 rings until cancelled) and a time
 * zone chosen so that it is daytime (or 11 pm) there now, whatever the hour of the run.
 */

/** An IANA zone (Etc/GMT±N) where the local hour is `hour` at `at`. Etc/GMT signs are inverted: Etc/GMT-5 is UTC+5. */
export function zoneAtHour(hour: number, at = new Date()): string {
  let offset = (((hour - at.getUTCHours()) % 24) + 24) % 24;
  if (offset > 12) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * A new rep of the demo tenant for one dialer spec: its power dialer wait time set, its mandatory call
 * result set when given (null: the tenant's), then a browser with the extension, signed in and registered.
 */
export async function openDialerRep(options: {
  email: string;
  firstName: string;
  lastName: string;
  waitSeconds: number;
  mandatoryCallResult?: { enabled: boolean; time: number; automaticMove: boolean } | null;
}): Promise<{ rep: Rep; id: number; token: string }> {
  const { id } = await addDemoUser({ email: options.email, password: DEMO_PASSWORD, firstName: options.firstName, lastName: options.lastName });
  if (options.mandatoryCallResult !== undefined) {
    const acl = await apiCall('PUT', `/admin/telephony/users/${id}/acl`, { token: await apiLogin('admin@demo.test'), body: { mandatoryCallResult: options.mandatoryCallResult } });
    expect(acl.status, JSON.stringify(acl.body)).toBe(200);
  }
  const token = await apiLogin(options.email);
  const wait = await apiCall('PUT', '/users/me/power-dialer/time', { token, body: { powerDialerTime: options.waitSeconds } });
  expect(wait.status, JSON.stringify(wait.body)).toBe(200);
  return { rep: await openRep(options.email), id, token };
}

export interface DialerContact {
  id: number;
  lastName: string;
  number: string;
  digit: string;
}

/** Creates one contact with a primary work phone `(202) 555-01<slot><digit>`. */
export async function createDialerContact(token: string, tag: string, slot: number, digit: string, options: { timezone: string; optOut?: boolean; label?: string }): Promise<DialerContact> {
  const number = `20255501${slot % 10}${digit}`;
  const lastName = `${options.label ?? `Dial${digit}`}${tag}`;
  const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: {
      isLead: false,
      firstName: 'Pd',
      lastName,
      timezone: options.timezone,
      isCallOptOut: options.optOut ?? false,
      phones: [{ type: 'work', number, isPrimary: true }],
      emails: [],
      otherFields: { Contact_Role__c: 'Champion' },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.payload.contactId, lastName, number, digit };
}

/** A static list without a playbook, owned by the manager, assigned to the reps, holding the contacts (none: empty). */
export async function createDialerList(token: string, name: string, assigneeIds: number[], contactIds: number[]): Promise<number> {
  const created = await apiCall<{ payload: { list: { id: number } } }>('POST', '/lists', { token, body: { name, assigneeIds, sharing: 'NONE' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listId = created.body.payload.list.id;
  // The dialer specs read each member's skip reason in the table: the owner shows that column for everyone (it is
  // one of the columns the column menu adds, not a default one).
  const view = await apiCall('PUT', `/lists/${listId}/contacts/view`, {
    token,
    body: { stepId: 0, sort: [{ column: 'name', direction: 'asc' }], hiddenColumns: [`${SHOWN_MARK}skipReason`], forAll: true },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  if (contactIds.length === 0) return listId;
  const added = await apiCall('POST', `/lists/${listId}/contacts`, { token, body: { contactIds } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return listId;
}

export const uniqueTag = () =>
  randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/gi, 'x');

interface ListContactsReply {
  payload: { contacts: Array<{ id: number; listStatus: string; skipReason: string | null; lastCallResult: string | null }> };
}

/** The list's members as the API sees them (status, skip reason, last call result). */
export async function listMembers(token: string, listId: number) {
  const res = await apiCall<ListContactsReply>('GET', `/lists/${listId}/contacts?length=200`, { token });
  expect(res.status).toBe(200);
  return new Map(res.body.payload.contacts.map((c) => [c.id, c]));
}

interface TimelineReply {
  // type: 'call', or 'call-task' for a call saved with its task; originalType: the activity kind.
  payload: { entries: Array<{ type: string; originalType: string; result: string | null; direction: string | null; userId: number | null }> };
}

/** The call entries on a contact's timeline (read from the one activity log). */
export async function timelineCalls(token: string, contactId: number) {
  const res = await apiCall<TimelineReply>('GET', `/timeline?contactId=${contactId}&limit=50`, { token });
  expect(res.status).toBe(200);
  return res.body.payload.entries.filter((e) => e.originalType === 'call');
}

/** Finds a list's row on the lists page through the name search. */
export async function findListRow(page: Page, name: string, listId: number) {
  await page.getByTestId('lists-search').fill(name);
  const row = page.locator(`[data-testid="list-row"][data-list-id="${listId}"]`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await expect(row).toBeVisible();
  return row;
}

/**
 * Records in the page every contact the power-dialer panel shows, in order, as it changes (no
 * sampling gaps: a MutationObserver, not polling).
 */
export const recordDialerContacts = (page: Page) =>
  page.evaluate(() => {
    const seen: Array<{ contactId: string; status: string }> = [];
    (window as unknown as { dialerSeen: typeof seen }).dialerSeen = seen;
    const note = () => {
      const panel = document.querySelector('[data-testid="power-dialer-panel"]');
      const contactId = panel?.getAttribute('data-contact-id');
      const status = panel?.getAttribute('data-status') ?? '';
      const last = seen[seen.length - 1];
      if (contactId && (last?.contactId !== contactId || last.status !== status)) seen.push({ contactId, status });
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-contact-id', 'data-status'] });
    note();
  });

export const dialerContactsSeen = (page: Page) => page.evaluate(() => (window as unknown as { dialerSeen: Array<{ contactId: string; status: string }> }).dialerSeen);
