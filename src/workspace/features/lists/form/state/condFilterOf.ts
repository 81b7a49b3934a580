import type { CondFilterInput, ListFilterFieldType, ListMetadata } from '@/src/contract';
import { autoRefreshMinutesToMs } from '@/src/domain/lists/auto-refresh';
import { condLogicError, type CondLogicError } from '@/src/domain/lists/cond-logic';
import { conditionLimit } from '@/src/domain/lists/filter-limits';
import { filterValueOf } from './filterValue';
import type { CriteriaDraft, FilterDraft } from './listDraft';

/** The type of a filter's field: from the metadata, custom fields (`otherFields.x`) compare as text; undefined when unmapped. */
export function filterFieldType(field: string, metadata: Pick<ListMetadata, 'fields'>): ListFilterFieldType | undefined {
  if (field.startsWith('otherFields.')) return 'string';
  return metadata.fields.find((f) => f.name === field)?.type;
}

/** The type of an xfilter's subfilter field. */
export function subfilterFieldType(entity: 'activity' | 'task', field: string, metadata: Pick<ListMetadata, 'xfilterFields'>): ListFilterFieldType | undefined {
  return metadata.xfilterFields[entity]?.find((f) => f.name === field)?.type;
}

/** Filters whose field the metadata does not know: they get the unmapped-field warning. */
export const unmappedFilters = (filters: readonly FilterDraft[], metadata: Pick<ListMetadata, 'fields'>): FilterDraft[] =>
  filters.filter((f) => f.field !== '' && filterFieldType(f.field, metadata) === undefined);

/** The advanced-logic validator's message, null when the logic is not advanced or valid. */
export function criteriaLogicError(c: Pick<CriteriaDraft, 'type' | 'logicType' | 'logic' | 'filters'>): CondLogicError | null {
  if (c.type !== 'condition' || c.logicType !== 'advanced') return null;
  return condLogicError(c.logic, c.filters.length);
}

export type CondFilterResult = { ok: true; condFilter: CondFilterInput } | { ok: false; errors: Record<string, string> };

/** The condition filter as sent, or the keys of the filters whose value does not parse (with why). */
export function condFilterOf(c: CriteriaDraft, metadata: Pick<ListMetadata, 'fields' | 'xfilterFields' | 'timeZone'>): CondFilterResult {
  const errors: Record<string, string> = {};
  const convert = (f: FilterDraft, type: ListFilterFieldType | undefined) => {
    const result = filterValueOf(type ?? 'string', f.operator, f.valueText, metadata.timeZone);
    if (!result.ok) {
      errors[f.key] = result.error;
      return { field: f.field, operator: f.operator, value: null };
    }
    return { field: f.field, operator: f.operator, value: result.value };
  };
  const filters = c.filters.map((f) => convert(f, filterFieldType(f.field, metadata)));
  const xfilters = c.xfilters.map((x) => ({ operation: x.operation, entity: x.entity, subfilters: x.subfilters.map((s) => convert(s, subfilterFieldType(x.entity, s.field, metadata))) }));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, condFilter: { type: c.recordType, filters, logicType: c.logicType, logic: c.logicType === 'advanced' ? c.logic.trim() : null, xfilters, limit: conditionLimit(c.limitText) } };
}

/** Auto refresh as stored: milliseconds, or null when it is off (or the minutes do not parse). */
export const autoRefreshRateOf = (c: Pick<CriteriaDraft, 'type' | 'autoRefresh' | 'autoRefreshMinutes'>): number | null =>
  c.type === 'condition' && c.autoRefresh ? autoRefreshMinutesToMs(c.autoRefreshMinutes) : null;
