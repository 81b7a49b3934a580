import { isEmptyValue, type FieldValue, type LayoutField } from './field-types';

/** The counter of empty required fields kept by a form (spec 1 section 5). */
export function countEmptyRequired(fields: readonly LayoutField[], values: Readonly<Record<string, FieldValue>>): number {
  return fields.filter((field) => field.isRequired && field.type !== 'boolean' && isEmptyValue(values[field.fieldName])).length;
}
