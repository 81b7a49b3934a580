import { UNKNOWN_PICKLIST_SUFFIX } from './field-constants';
import type { PicklistValue } from './field-types';

/** The label of a picklist value; a value not found in its options is the raw value followed by ' *'. */
export function picklistDisplay(value: string | null | undefined, options: readonly PicklistValue[]): string {
  if (value === null || value === undefined || value === '') return '';
  const found = options.find((option) => option.value === value);
  return found ? found.label : `${value}${UNKNOWN_PICKLIST_SUFFIX}`;
}
