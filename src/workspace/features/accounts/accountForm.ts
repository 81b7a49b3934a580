import type { Account, AccountCreateBody, LayoutField } from '@/src/contract';
import { entityWindowSaveValues, type EntityWindowMode } from '@/src/domain/fields/entity-window-save';
import { UNSET_PICKLIST_ID } from '@/src/domain/fields/field-constants';
import type { FieldValue } from '@/src/domain/fields/field-types';

/** The account's standard fields, by the names of the account entity. */
export const ACCOUNT_FIELDS = ['name', 'shippingStreet', 'shippingCity', 'shippingState', 'shippingPostalCode', 'shippingCountry'] as const;
export type AccountFieldName = (typeof ACCOUNT_FIELDS)[number];

const standard = (fieldName: string): LayoutField => ({
  fieldName,
  label: fieldName,
  type: 'string',
  isStandard: true,
  isRequired: fieldName === 'name',
  isUpdatable: true,
  defaultValue: null,
  length: null,
  picklistValues: [],
  dependency: null,
  advancedOptions: null,
  section: 'details',
  order: 0,
});

/** The account layout's flags where the tenant's layout names the field; the plain fields otherwise. */
export function accountWindowFields(layout: readonly LayoutField[] | undefined): LayoutField[] {
  const byName = new Map((layout ?? []).map((field) => [field.fieldName, field]));
  const custom = (layout ?? []).filter((field) => !field.isStandard);
  return [...ACCOUNT_FIELDS.map((name) => byName.get(name) ?? standard(name)), ...custom];
}

export const accountFormValues = (account: Account | null, fields: readonly LayoutField[]): Record<string, FieldValue> => {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if ((ACCOUNT_FIELDS as readonly string[]).includes(field.fieldName)) values[field.fieldName] = account ? account[field.fieldName as AccountFieldName] : '';
    else values[field.fieldName] = account?.otherFields?.[field.fieldName] ?? null;
  }
  return values;
};

/** The body of POST /accounts or PATCH /account/{id} by the entity window's save rules. */
export function accountSaveBody(fields: readonly LayoutField[], values: Readonly<Record<string, FieldValue>>, mode: EntityWindowMode): AccountCreateBody {
  const saved = entityWindowSaveValues(fields, values, mode);
  const body: Record<string, unknown> = {};
  const otherFields: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(saved)) {
    if ((ACCOUNT_FIELDS as readonly string[]).includes(name)) body[name] = typeof value === 'string' ? value.trim() || (name === 'name' ? '' : null) : value;
    // Custom picklists keep their value text in otherFields, where an unset one is null (cleared), not the id -1.
    else otherFields[name] = value === UNSET_PICKLIST_ID && fields.find((f) => f.fieldName === name)?.type === 'picklist' ? null : value;
  }
  if (Object.keys(otherFields).length) body.otherFields = otherFields;
  return body as AccountCreateBody;
}
