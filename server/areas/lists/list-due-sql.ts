import { sql, type SQL } from 'drizzle-orm';
import { LIST_DUE_STATUSES } from '@/src/contract/entities/lists';

/**
 * THE definition of a due list contact (spec 2 sections 3 and 4), shared by the list counts, the
 * playbook engine and the dialers: status one of LIST_DUE_STATUSES, its step's gap has passed
 * (playbookStepEnabledAt <= now), and no other user holds a live reservation on it.
 *
 * `alias` is the SQL alias of list_contacts in the caller's query (a plain identifier).
 * `userId`: the user asking (their own reservation does not hide the contact); null for counts.
 */
export function listContactDueSql(now: Date, options: { alias?: string; userId?: number | null } = {}): SQL {
  const alias = options.alias ?? 'lc';
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad SQL alias ${alias}`);
  const a = sql.raw(alias);
  const at = now.toISOString();
  const reservation =
    options.userId == null
      ? sql`(${a}.reserved_until is null or ${a}.reserved_until <= ${at}::timestamptz)`
      : sql`(${a}.reserved_until is null or ${a}.reserved_until <= ${at}::timestamptz or ${a}.reserved_by_user_id = ${options.userId})`;
  return sql`(${a}.list_status in (${sql.join(
    LIST_DUE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}) and ${a}.playbook_step_enabled_at <= ${at}::timestamptz and ${reservation})`;
}

/** Members that count in contactsCount: everyone not exited or completed. */
export function listContactActiveSql(alias = 'lc'): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad SQL alias ${alias}`);
  return sql`(${sql.raw(alias)}.list_status not in ('exited', 'completed'))`;
}
