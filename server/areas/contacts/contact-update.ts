import type { z } from 'zod';
import type { contactUpdateBody } from '@/src/contract/entities/contacts';
import type { OtherFields } from '@/src/contract/entities/layouts';
import { LEAD_STATUS_EVENT } from '@/src/domain/lists/exit-condition';
import type { contacts } from '../../db/schema';

/**
 * The steps of a contact's partial update (PATCH /contacts/:id), each pure: what the layout rules
 * check, how custom fields merge, which columns are written and which contact events the change
 * records on the timeline.
 */
export type ContactUpdate = z.output<typeof contactUpdateBody>;

/** A body key and the contact column it writes (the body's names are the spec's wire names). */
const COLUMN_OF = {
  firstName: 'firstName',
  lastName: 'lastName',
  title: 'title',
  companyName: 'companyName',
  mailingCity: 'mailingCity',
  timezone: 'timezone',
  location: 'location',
  leadSource: 'leadSource',
  leadStatusId: 'leadStatusId',
  ownerId: 'ownerId',
  accountId: 'accountId',
  isCallOptOut: 'isCallOptOut',
  isEmailOptOut: 'isEmailOptOut',
  externalId: 'externalId',
  externalURL: 'externalUrl',
} as const satisfies Partial<Record<keyof ContactUpdate, keyof typeof contacts.$inferInsert>>;

/** The layout's field names of the reference keys (the rest are named alike). */
const LAYOUT_NAME_OF: Partial<Record<keyof ContactUpdate, string>> = { leadStatusId: 'leadStatus', ownerId: 'owner', accountId: 'account' };

/** The standard values as the layout's rules name them (custom fields and the location are checked apart). */
export function layoutValuesOf(body: ContactUpdate): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body) as [keyof ContactUpdate, unknown][]) {
    if (key !== 'otherFields' && key !== 'location') values[LAYOUT_NAME_OF[key] ?? key] = value;
  }
  return values;
}

/** Custom fields merge into the stored ones: a key set to null is removed, keys not sent stay. */
export function mergeOtherFields(stored: OtherFields, patch: OtherFields | undefined): { merged: OtherFields; changed: string[] } {
  const merged: OtherFields = { ...stored };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return { merged, changed: Object.keys(patch ?? {}) };
}

/** The columns the update writes: only the keys the body carries, and the merged custom fields when any changed. */
export function contactColumnsOf(body: ContactUpdate, otherFields: { merged: OtherFields; changed: string[] }): Partial<typeof contacts.$inferInsert> {
  const columns: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, string][]) {
    if (body[key] !== undefined) columns[column] = body[key];
  }
  if (otherFields.changed.length) columns.otherFields = otherFields.merged;
  return columns as Partial<typeof contacts.$inferInsert>;
}

export interface ContactRefs {
  ownerId: number | null;
  leadStatusId: number | null;
  accountId: number | null;
}

/** How the change's events name what changed; the service reads them from the database. */
export interface ContactNameLookups {
  /** The new owner's name; refuses an unknown owner. */
  ownerName(userId: number): Promise<string>;
  userName(userId: number): Promise<string | null>;
  leadStatusNames(ids: (number | null)[]): Promise<Map<number | null, string>>;
  /** The account's name; refuses an unknown account. */
  accountName(accountId: number): Promise<string>;
}

/**
 * The contact events of a change, in the order they are written: the owner, the lead status
 * (playbook exit conditions match it by status name) and the account. Unchanged values record nothing.
 */
export async function contactChangeEvents(row: ContactRefs, body: ContactUpdate, names: ContactNameLookups): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  if (body.ownerId !== undefined && body.ownerId !== row.ownerId) {
    const to = await names.ownerName(body.ownerId);
    const from = row.ownerId ? await names.userName(row.ownerId) : null;
    events.push({ event: 'CHANGE_OWNER', from, to });
  }
  if (body.leadStatusId !== undefined && body.leadStatusId !== row.leadStatusId) {
    const statuses = await names.leadStatusNames([row.leadStatusId, body.leadStatusId]);
    events.push({ event: LEAD_STATUS_EVENT, from: statuses.get(row.leadStatusId) ?? null, to: statuses.get(body.leadStatusId) ?? null });
  }
  if (body.accountId !== undefined && body.accountId !== row.accountId) {
    const to = body.accountId === null ? null : await names.accountName(body.accountId);
    const from = row.accountId ? await names.accountName(row.accountId).catch(() => null) : null;
    events.push({ event: 'CHANGE_ACCOUNT', from, to, accountId: body.accountId });
  }
  return events;
}
