import { and, asc, eq, sql } from 'drizzle-orm';
import type { PowerDialerAction, PowerDialerContact, PowerDialerJobInfo } from '@/src/contract/entities/power-dialer';
import { listContactStatus } from '@/src/contract/entities/lists';
import { pickDialerPhone, type PhoneFieldName } from '@/src/domain/phone/dialer-phone-pick';
import { contactPhones, contacts, listContacts, playbooks, playbookSteps } from '../../db/schema';
import type { Executor } from '../../activity/activity-log';
import type { ListRow } from '../lists/list-access';

/** What the dialer needs of a list: its jobInfo, and its call steps in the order they are worked. */
export interface PlayList {
  row: ListRow;
  jobInfo: PowerDialerJobInfo;
  /** Call steps by priority (high first) then position; empty without a playbook. */
  callSteps: { id: number; priority: number; contactPhoneField: PhoneFieldName | null; leadPhoneField: PhoneFieldName | null }[];
}

export async function loadPlayList(db: Pick<Executor, 'select'>, tenantId: number, row: ListRow): Promise<PlayList> {
  const [playbook] = row.playbookId
    ? await db
        .select({ id: playbooks.id, name: playbooks.name })
        .from(playbooks)
        .where(and(eq(playbooks.id, row.playbookId), eq(playbooks.tenantId, tenantId)))
    : [];
  const steps = playbook
    ? await db
        .select()
        .from(playbookSteps)
        .where(and(eq(playbookSteps.playbookId, playbook.id), eq(playbookSteps.tenantId, tenantId)))
        .orderBy(asc(playbookSteps.position))
    : [];
  const call = steps.filter((s) => s.action === 'call').sort((a, b) => a.priority - b.priority || a.position - b.position);
  return {
    row,
    jobInfo: {
      list: {
        id: row.id,
        name: row.name,
        defaultProjectName: row.defaultProjectName,
        defaultCallResult: row.defaultCallResult,
        playbook: playbook
          ? {
              id: playbook.id,
              name: playbook.name,
              steps: steps.map((s) => ({ id: s.id, name: s.name, leadPhoneField: asField(s.leadPhoneField), contactPhoneField: asField(s.contactPhoneField), defaultCallResult: s.defaultCallResult })),
            }
          : null,
      },
    },
    callSteps: call.map((s) => ({ id: s.id, priority: s.priority, contactPhoneField: asField(s.contactPhoneField), leadPhoneField: asField(s.leadPhoneField) })),
  };
}

const asField = (value: string | null): PhoneFieldName | null => (value === 'Phone' || value === 'MobilePhone' || value === 'OtherPhone' ? value : null);

/** The contacts (with their phones) of the given ids, by id. */
export async function loadPlayContacts(db: Pick<Executor, 'select'>, tenantId: number, ids: number[]): Promise<Map<number, PowerDialerContact>> {
  if (ids.length === 0) return new Map();
  const idList = sql`any(${sql.param(ids)}::int[])`;
  const [rows, phones] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), sql`${contacts.id} = ${idList}`)),
    db
      .select({ contactId: contactPhones.contactId, number: contactPhones.number, type: contactPhones.type, isPrimary: contactPhones.isPrimary })
      .from(contactPhones)
      .where(and(eq(contactPhones.tenantId, tenantId), sql`${contactPhones.contactId} = ${idList}`))
      .orderBy(asc(contactPhones.id)),
  ]);
  const map = new Map<number, PowerDialerContact>();
  for (const c of rows) {
    map.set(c.id, {
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      name: `${c.firstName} ${c.lastName}`.trim(),
      companyName: c.companyName,
      title: c.title,
      isLead: c.isLead,
      ownerId: c.ownerId,
      accountId: c.accountId,
      timezone: c.timezone,
      isCallOptOut: c.isCallOptOut,
      phones: phones.filter((p) => p.contactId === c.id).map(({ number, type, isPrimary }) => ({ number, type, isPrimary })),
    });
  }
  return map;
}

/** The action for a reserved list contact (read back after the reservation). */
export async function buildAction(db: Pick<Executor, 'select'>, args: { list: PlayList; listContactId: number; contact: PowerDialerContact; dialingPlanCountry: string }): Promise<PowerDialerAction> {
  const [lc] = await db.select().from(listContacts).where(eq(listContacts.id, args.listContactId));
  if (!lc) throw new Error('list contact vanished');
  const step = args.list.jobInfo.list.playbook?.steps.find((s) => s.id === lc.playbookStepId) ?? null;
  const phone = pickDialerPhone(args.contact.phones, {
    isLead: args.contact.isLead,
    contactPhoneField: step?.contactPhoneField ?? null,
    leadPhoneField: step?.leadPhoneField ?? null,
    dialingPlanCountry: args.dialingPlanCountry,
  });
  return {
    listId: args.list.row.id,
    contactId: args.contact.id,
    playbookId: args.list.row.playbookId,
    playbookStepId: lc.playbookStepId,
    contact: args.contact,
    callListContact: {
      id: lc.id,
      listStatus: listContactStatus.catch('not contacted').parse(lc.listStatus),
      playbookStepId: lc.playbookStepId,
      playbookStepEnabledAt: lc.playbookStepEnabledAt.toISOString(),
      reservedByUserId: lc.reservedByUserId,
      reservedUntil: lc.reservedUntil?.toISOString() ?? null,
      lastCallResult: lc.lastCallResult,
      skipReason: lc.skipReason,
    },
    jobInfo: args.list.jobInfo,
    phone,
  };
}
