import { sql, type SQL } from 'drizzle-orm';
import {
  LIST_FILTER_FIELDS,
  LIST_FILTER_LIMITS,
  LIST_OPERATORS_BY_TYPE,
  LIST_XFILTER_FIELDS,
  type CondFilter,
  type ListFilterFieldName,
  type ListFilterFieldType,
  type ListFilterOperator,
} from '@/src/contract/entities/lists';
import { parseCondLogic, type CondLogicNode } from '@/src/domain/lists/cond-logic';
import { parseFilterDate } from '@/src/domain/lists/filter-date-value';
import { badList } from './list-errors';

/**
 * Compiles a list's condition filter to a SQL predicate over `contacts c` (spec 2 section 5). Field
 * names go through the whitelist maps below; every value is a bound parameter, never SQL text.
 */

type Value = CondFilter['filters'][number]['value'];
interface Column {
  type: ListFilterFieldType;
  expr: SQL;
}

const CONTACT_COLUMNS: Record<ListFilterFieldName, Column> = {
  firstName: { type: 'string', expr: sql`c.first_name` },
  lastName: { type: 'string', expr: sql`c.last_name` },
  companyName: { type: 'string', expr: sql`c.company_name` },
  title: { type: 'string', expr: sql`c.title` },
  mailingCity: { type: 'string', expr: sql`c.mailing_city` },
  timezone: { type: 'string', expr: sql`c.timezone` },
  leadSource: { type: 'string', expr: sql`c.lead_source` },
  leadStatusId: { type: 'reference', expr: sql`c.lead_status_id` },
  ownerId: { type: 'reference', expr: sql`c.owner_id` },
  isLead: { type: 'boolean', expr: sql`c.is_lead` },
  isCallOptOut: { type: 'boolean', expr: sql`c.is_call_opt_out` },
  isEmailOptOut: { type: 'boolean', expr: sql`c.is_email_opt_out` },
  createdAt: { type: 'date', expr: sql`c.created_at` },
  hasPhone: { type: 'boolean', expr: sql`exists (select 1 from contact_phones cp where cp.contact_id = c.id)` },
  hasEmail: { type: 'boolean', expr: sql`exists (select 1 from contact_emails ce where ce.contact_id = c.id)` },
};

const XFILTER_COLUMNS: Record<'activity' | 'task', Record<string, SQL>> = {
  activity: { kind: sql`x.kind`, direction: sql`x.direction`, occurredAt: sql`x.occurred_at`, durationSeconds: sql`x.duration_seconds`, userId: sql`x.user_id`, result: sql`(x.data ->> 'result')` },
  task: { taskType: sql`x.task_type`, isDone: sql`x.is_done`, activityDate: sql`x.activity_date`, ownerId: sql`x.owner_id` },
};

const CUSTOM_FIELD = /^otherFields\.([A-Za-z0-9_]{1,64})$/;

export interface CompileContext {
  tenantId: number;
  timeZone: string;
}

function columnOf(field: string): Column {
  if ((LIST_FILTER_FIELDS as readonly string[]).includes(field)) return CONTACT_COLUMNS[field as ListFilterFieldName];
  const custom = CUSTOM_FIELD.exec(field);
  if (custom) return { type: 'string', expr: sql`(c.other_fields ->> ${custom[1]})` };
  throw badList(`Unknown filter field: ${field}`);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function asText(field: string, value: Value): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badList(`A text value is required for ${field}`);
}
function asInteger(field: string, value: Value): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw badList(`A whole number is required for ${field}`);
  return n;
}
function asBoolean(field: string, value: Value): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badList(`true or false is required for ${field}`);
}
function asList(field: string, value: Value): (string | number)[] {
  if (!Array.isArray(value) || value.length === 0) throw badList(`A list of values is required for ${field}`);
  return value;
}

/** A date value: the instant it names and whether it named a whole day (M/D/YYYY) or a minute. */
function asDate(field: string, value: Value, timeZone: string): { at: Date; wholeDay: boolean; spanMs: number } {
  if (typeof value !== 'string') throw badList(`A date (M/D/YYYY or M/D/YYYY H:m) is required for ${field}`);
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return { at: new Date(text), wholeDay: false, spanMs: 60_000 };
  const parsed = parseFilterDate(text, timeZone);
  if (!parsed.ok || parsed.value === null) throw badList(`A date (M/D/YYYY or M/D/YYYY H:m) is required for ${field}`);
  const wholeDay = !/\d:\d/.test(text);
  // A day's end is the next day's start in the zone (23 or 25 hours across a daylight-saving change).
  const at = new Date(parsed.value);
  if (!wholeDay) return { at, wholeDay, spanMs: 60_000 };
  const [m, d, y] = text.split(/[/\s]/).map(Number) as [number, number, number];
  const nextDay = new Date(Date.UTC(y, m - 1, d + 1));
  const next = parseFilterDate(`${nextDay.getUTCMonth() + 1}/${nextDay.getUTCDate()}/${nextDay.getUTCFullYear()}`, timeZone);
  const end = next.ok && next.value ? new Date(next.value).getTime() : at.getTime() + 86_400_000;
  return { at, wholeDay, spanMs: end - at.getTime() };
}

function predicate(field: string, type: ListFilterFieldType, col: SQL, operator: ListFilterOperator, value: Value, ctx: CompileContext): SQL {
  if (!LIST_OPERATORS_BY_TYPE[type].includes(operator)) throw badList(`Operator ${operator} does not apply to ${field}`);
  if (operator === 'isEmpty') return type === 'string' ? sql`(${col} is null or ${col} = '')` : sql`(${col} is null)`;
  if (operator === 'isNotEmpty') return type === 'string' ? sql`(${col} is not null and ${col} <> '')` : sql`(${col} is not null)`;
  switch (type) {
    case 'string': {
      if (operator === 'in') return sql`lower(${col}) = any(${sql.param(asList(field, value).map((v) => String(v).toLowerCase()))}::text[])`;
      const text = asText(field, value);
      if (operator === 'equals') return sql`lower(${col}) = lower(${text})`;
      if (operator === 'notEquals') return sql`(${col} is null or lower(${col}) <> lower(${text}))`;
      if (operator === 'contains') return sql`(${col} ilike ${`%${escapeLike(text)}%`})`;
      return sql`(${col} ilike ${`${escapeLike(text)}%`})`;
    }
    case 'number':
    case 'reference': {
      if (operator === 'in') return sql`${col} = any(${sql.param(asList(field, value).map((v) => asInteger(field, v)))}::bigint[])`;
      const n = asInteger(field, value);
      if (operator === 'equals') return sql`(${col} = ${n})`;
      if (operator === 'notEquals') return sql`(${col} is null or ${col} <> ${n})`;
      if (operator === 'lessThan') return sql`(${col} < ${n})`;
      return sql`(${col} > ${n})`;
    }
    case 'boolean': {
      const b = asBoolean(field, value);
      return operator === 'equals' ? sql`(${col} = ${b})` : sql`(${col} <> ${b})`;
    }
    case 'date': {
      const { at, spanMs } = asDate(field, value, ctx.timeZone);
      const from = at.toISOString();
      const to = new Date(at.getTime() + spanMs).toISOString();
      if (operator === 'before') return sql`(${col} < ${from}::timestamptz)`;
      if (operator === 'after') return sql`(${col} >= ${to}::timestamptz)`;
      return sql`(${col} >= ${from}::timestamptz and ${col} < ${to}::timestamptz)`;
    }
  }
}

function xfilterSql(x: CondFilter['xfilters'][number], ctx: CompileContext): SQL {
  const fields = LIST_XFILTER_FIELDS[x.entity] as Record<string, ListFilterFieldType>;
  const columns = XFILTER_COLUMNS[x.entity];
  const parts = x.subfilters.map((f) => {
    const type = fields[f.field];
    const col = columns[f.field];
    if (!type || !col) throw badList(`Unknown ${x.entity} field: ${f.field}`);
    // A task's activity date is a calendar date: compare its start in the tenant zone.
    const expr = x.entity === 'task' && f.field === 'activityDate' ? sql`(${col}::timestamp at time zone ${ctx.timeZone})` : col;
    return predicate(f.field, type, expr, f.operator, f.value, ctx);
  });
  const where = parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
  const source =
    x.entity === 'activity'
      ? sql`select 1 from activities x where x.tenant_id = ${ctx.tenantId} and x.contact_id = c.id${where}`
      : sql`select 1 from tasks x where x.tenant_id = ${ctx.tenantId} and x.contact_id = c.id${where}`;
  return x.operation === 'exists' ? sql`exists (${source})` : sql`not exists (${source})`;
}

function treeSql(node: CondLogicNode, filters: SQL[]): SQL {
  if (node.kind === 'filter') return filters[node.index - 1] ?? sql`false`;
  return sql`(${sql.join(
    node.parts.map((p) => treeSql(p, filters)),
    node.kind === 'and' ? sql` and ` : sql` or `,
  )})`;
}

/** Checks the metadata limits and the advanced logic; throws 400 with the spec's code. */
export function validateCondFilter(cond: CondFilter): void {
  if (cond.filters.length > LIST_FILTER_LIMITS.maxFilters) throw badList(`At most ${LIST_FILTER_LIMITS.maxFilters} filters are allowed`);
  if (cond.xfilters.length > LIST_FILTER_LIMITS.maxXfilters) throw badList(`At most ${LIST_FILTER_LIMITS.maxXfilters} related filters are allowed`);
  if (cond.xfilters.some((x) => x.subfilters.length > LIST_FILTER_LIMITS.maxSubxfilters)) throw badList(`At most ${LIST_FILTER_LIMITS.maxSubxfilters} subfilters are allowed in a related filter`);
  if (cond.filters.length === 0 && cond.xfilters.length === 0) throw badList('A dynamic list needs at least one condition');
  if (cond.logicType === 'advanced') {
    const r = parseCondLogic(cond.logic, cond.filters.length);
    if (!r.ok) throw badList(r.error, r.error);
  }
}

/** The predicate over `contacts c` (tenant scope included). Validates first. */
export function compileCondFilter(cond: CondFilter, ctx: CompileContext): SQL {
  validateCondFilter(cond);
  const filters = cond.filters.map((f) => {
    const column = columnOf(f.field);
    return predicate(f.field, column.type, column.expr, f.operator, f.value, ctx);
  });
  let main: SQL = sql`true`;
  if (filters.length) {
    if (cond.logicType === 'advanced') {
      const r = parseCondLogic(cond.logic, cond.filters.length);
      if (!r.ok) throw badList(r.error, r.error);
      main = treeSql(r.tree, filters);
    } else main = sql`(${sql.join(filters, cond.logicType === 'any' ? sql` or ` : sql` and `)})`;
  }
  const type = cond.type === 'all' ? sql`` : sql` and c.is_lead = ${cond.type === 'lead'}`;
  const x = cond.xfilters.map((f) => xfilterSql(f, ctx));
  return sql`(c.tenant_id = ${ctx.tenantId}${type} and ${main}${x.length ? sql` and ${sql.join(x, sql` and `)}` : sql``})`;
}
