import { MULTIPICKLIST_SEPARATOR } from './field-constants';

/** Multi-picklist values are joined with ';' (spec 1 section 5). */
export const joinMultipicklist = (values: readonly string[]): string => values.join(MULTIPICKLIST_SEPARATOR);

/** The stored ';'-joined text back into its values; blank text is no values. */
export const splitMultipicklist = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(MULTIPICKLIST_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== '');

/**
 * A required multi-picklist needs at least one value, unless it is dependent and its
 * controller leaves it no filtered choices (nothing could be picked).
 */
export function isMultipicklistValid(input: { required: boolean; values: readonly string[]; dependent: boolean; filteredChoices: number }): boolean {
  if (!input.required) return true;
  if (input.dependent && input.filteredChoices === 0) return true;
  return input.values.length > 0;
}
