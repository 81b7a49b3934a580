import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { callLists, contactPhones, contacts, listContacts, playbooks, playbookSteps } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { createStaticList } from '../lists/lists-test-helpers';

export interface PlayContactInput {
  firstName: string;
  phones?: { number: string; type: string; isPrimary?: boolean }[];
  timezone?: string | null;
  isCallOptOut?: boolean;
  isLead?: boolean;
}

/** Contacts of the tenant made for a test, with their phones; answers their ids in order. */
export async function makePlayContacts(db: Db, tenantId: number, inputs: PlayContactInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const input of inputs) {
    const [row] = await db
      .insert(contacts)
      .values({
        tenantId,
        firstName: input.firstName,
        lastName: 'Dialer',
        companyName: 'Play Co',
        timezone: input.timezone === undefined ? 'America/New_York' : input.timezone,
        isCallOptOut: input.isCallOptOut ?? false,
        isLead: input.isLead ?? false,
      })
      .returning({ id: contacts.id });
    const phones = input.phones ?? [];
    for (const [i, p] of phones.entries()) await db.insert(contactPhones).values({ tenantId, contactId: row!.id, number: p.number, type: p.type, isPrimary: p.isPrimary ?? i === 0 });
    ids.push(row!.id);
  }
  return ids;
}

/** A playbook of the tenant with the given steps (position in order). */
export async function makePlaybook(
  db: Db,
  tenantId: number,
  steps: { action: 'call' | 'email'; priority?: number; gapMinutes?: number; contactPhoneField?: string | null; leadPhoneField?: string | null; defaultCallResult?: string | null }[],
) {
  const [pb] = await db
    .insert(playbooks)
    .values({ tenantId, name: `Playbook ${Math.random().toString(36).slice(2, 7)}` })
    .returning({ id: playbooks.id });
  const stepIds: number[] = [];
  for (const [i, s] of steps.entries()) {
    const [row] = await db
      .insert(playbookSteps)
      .values({
        tenantId,
        playbookId: pb!.id,
        position: i,
        name: `Step ${i + 1}`,
        action: s.action,
        priority: s.priority ?? 1,
        gapMinutes: s.gapMinutes ?? 0,
        contactPhoneField: s.contactPhoneField ?? null,
        leadPhoneField: s.leadPhoneField ?? null,
        defaultCallResult: s.defaultCallResult ?? null,
      })
      .returning({ id: playbookSteps.id });
    stepIds.push(row!.id);
  }
  return { playbookId: pb!.id, stepIds };
}

/** A list made through the API (by `token`), given a playbook, holding `contactIds` (placed on its first step). */
export async function makePlayList(server: TestServer, token: string, args: { contactIds: number[]; playbookId?: number | null; body?: Record<string, unknown> }) {
  const listId = await createStaticList(server, token, args.body ?? {});
  if (args.playbookId != null) await server.db.update(callLists).set({ playbookId: args.playbookId }).where(eq(callLists.id, listId));
  const res = await server.request('POST', `/lists/${listId}/contacts`, { token, body: { contactIds: args.contactIds } });
  if (res.status !== 200) throw new Error(`add contacts: ${res.status} ${JSON.stringify(res.body)}`);
  return listId;
}

export async function memberRow(db: Db, listId: number, contactId: number) {
  const rows = await db.select().from(listContacts).where(eq(listContacts.listId, listId));
  const row = rows.find((r) => r.contactId === contactId);
  if (!row) throw new Error(`contact ${contactId} not in list ${listId}`);
  return row;
}
