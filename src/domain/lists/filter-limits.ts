/** Limits of the condition builder, from GET /lists/metadata (spec 2 section 5). */
export interface FilterLimits {
  maxFilters: number;
  maxXfilters: number;
  maxSubxfilters: number;
}

/** Condition limit (how many contacts a dynamic list takes at most) when none is given (spec 2 section 9). */
export const DEFAULT_CONDITION_LIMIT = 1000;

/** Whether another filter may be added beside `count` existing ones. */
export const canAddFilter = (count: number, limits: FilterLimits): boolean => count < limits.maxFilters;

/** Whether another xfilter may be added beside `count` existing ones. */
export const canAddXfilter = (count: number, limits: FilterLimits): boolean => count < limits.maxXfilters;

/** Whether another subfilter may be added to an xfilter that holds `count`. */
export const canAddSubfilter = (count: number, limits: FilterLimits): boolean => count < limits.maxSubxfilters;

/** The condition limit to send: a whole number >= 1 typed in the form, else the default 1000. */
export function conditionLimit(text: string | number | null | undefined): number {
  const value = typeof text === 'number' ? text : Number((text ?? '').trim() || Number.NaN);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_CONDITION_LIMIT;
}
