import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listContactActiveSql, listContactDueSql } from './list-due-sql';

type Executor = Pick<Db, 'execute'>;

export interface Counts {
  contactsCount: number;
  dueCount: number;
}

/** Counts of a set of lists, and of each (list, step, variant), computed in SQL in one pass. */
export interface ListCounts {
  list(listId: number): Counts;
  step(listId: number, stepId: number): Counts;
  variant(listId: number, stepId: number, variantId: number): Counts;
}

const ZERO: Counts = { contactsCount: 0, dueCount: 0 };

export async function loadListCounts(db: Executor, tenantId: number, listIds: number[], now: Date): Promise<ListCounts> {
  const byList = new Map<number, Counts>();
  const byStep = new Map<string, Counts>();
  const byVariant = new Map<string, Counts>();
  if (listIds.length) {
    const { rows } = await db.execute<{ list_id: number; step_id: number | null; variant_id: number | null; contacts: number; due: number }>(sql`
      select lc.list_id, lc.playbook_step_id as step_id, lc.variant_id,
        count(*) filter (where ${listContactActiveSql('lc')})::int as contacts,
        count(*) filter (where ${listContactDueSql(now, { alias: 'lc' })})::int as due
      from list_contacts lc
      where lc.tenant_id = ${tenantId} and lc.list_id = any(${sql.param(listIds)}::int[])
      group by lc.list_id, lc.playbook_step_id, lc.variant_id`);
    const add = (map: Map<string | number, Counts>, key: string | number, r: { contacts: number; due: number }) => {
      const c = map.get(key) ?? { contactsCount: 0, dueCount: 0 };
      map.set(key, { contactsCount: c.contactsCount + r.contacts, dueCount: c.dueCount + r.due });
    };
    for (const r of rows) {
      add(byList as Map<string | number, Counts>, r.list_id, r);
      if (r.step_id != null) add(byStep as Map<string | number, Counts>, `${r.list_id}/${r.step_id}`, r);
      if (r.step_id != null && r.variant_id != null) add(byVariant as Map<string | number, Counts>, `${r.list_id}/${r.step_id}/${r.variant_id}`, r);
    }
  }
  return {
    list: (listId) => byList.get(listId) ?? ZERO,
    step: (listId, stepId) => byStep.get(`${listId}/${stepId}`) ?? ZERO,
    variant: (listId, stepId, variantId) => byVariant.get(`${listId}/${stepId}/${variantId}`) ?? ZERO,
  };
}
