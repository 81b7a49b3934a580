import type { ListFilterFieldType, ListFilterOperator } from '@/src/contract';
import { formatFilterDate, parseFilterDate } from '@/src/domain/lists/filter-date-value';

export type FilterValue = string | number | boolean | (string | number)[] | null;
export type FilterValueResult = { ok: true; value: FilterValue } | { ok: false; error: 'invalidDate' | 'invalidNumber' };

const NO_VALUE: readonly ListFilterOperator[] = ['isEmpty', 'isNotEmpty'];

/** Whether the operator takes a value at all. */
export const operatorTakesValue = (operator: ListFilterOperator): boolean => !NO_VALUE.includes(operator);

/**
 * A typed filter value as sent (spec 2 section 5): empty is null, dates M/D/YYYY [H:m] in the tenant
 * zone become ISO instants, numbers and ids are numbers, `in` takes a comma-separated list.
 */
export function filterValueOf(type: ListFilterFieldType, operator: ListFilterOperator, text: string, timeZone: string): FilterValueResult {
  if (!operatorTakesValue(operator)) return { ok: true, value: null };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (operator === 'in') {
    const parts = trimmed
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (type === 'number' || type === 'reference') {
      const numbers = parts.map(Number);
      return numbers.every(Number.isFinite) ? { ok: true, value: numbers } : { ok: false, error: 'invalidNumber' };
    }
    return { ok: true, value: parts };
  }
  switch (type) {
    case 'number':
    case 'reference': {
      const n = Number(trimmed);
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: 'invalidNumber' };
    }
    case 'boolean':
      return { ok: true, value: trimmed === 'true' };
    case 'date': {
      const parsed = parseFilterDate(trimmed, timeZone);
      return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, error: 'invalidDate' };
    }
    default:
      return { ok: true, value: trimmed };
  }
}

/** A stored filter value shown back as the form's text. */
export function filterTextOf(type: ListFilterFieldType, value: FilterValue | undefined, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (type === 'date' && typeof value === 'string') return formatFilterDate(value, timeZone) || value;
  return String(value);
}
