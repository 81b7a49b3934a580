/** The layout types and shapes the field rules work on (spec 1 section 3, "Field layout entry"). */
export type FieldType =
  | 'boolean'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'double'
  | 'email'
  | 'encryptedstring'
  | 'id'
  | 'int'
  | 'location'
  | 'percent'
  | 'phone'
  | 'picklist'
  | 'multipicklist'
  | 'string'
  | 'textarea'
  | 'url'
  | 'time';

export interface PicklistValue {
  value: string;
  label: string;
  id: number;
}

/** A dependent field's controller and, per controller value, the dependent values allowed. */
export interface FieldDependency {
  controller: string;
  dependentFields: string[];
  mapping: Record<string, string[]>;
}

export interface LayoutField {
  fieldName: string;
  type: FieldType;
  isStandard: boolean;
  isRequired: boolean;
  isUpdatable: boolean;
  picklistValues?: PicklistValue[];
  dependency?: FieldDependency | null;
}

/** A field's value in a form: text, a flag, a list of picks, or nothing. */
export type FieldValue = string | number | boolean | string[] | null | undefined;

/** Empty in the sense of the required rules: nothing, blank text or no picks. */
export const isEmptyValue = (value: FieldValue): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
