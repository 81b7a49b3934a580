import type { LayoutField } from '@/src/contract';
import type { ContactKind } from '@/src/domain/fields/contact-create-prefill';
import type { FieldValue } from '@/src/domain/fields/field-types';
import { layoutFieldOf } from './layoutFieldOf';

/** The create form's first fields, always shown, in this order. */
export const FIXED_CREATE_FIELDS = ['firstName', 'lastName', 'companyName', 'title', 'phone', 'email', 'leadStatus'] as const;
const NOT_ON_CREATE = new Set(['telephones', 'emails', 'account', 'owner', 'location', 'externalURL', 'externalId']);

/**
 * The create form's fields from the entity's layout: the fixed person fields (with the layout's
 * labels and flags where it names them; phone and email as plain inputs), then the rest of the
 * layout that can be set on create (no lists, references, locations or read-only fields).
 */
export function createFormFields(layout: readonly LayoutField[], kind: ContactKind): { fixed: LayoutField[]; extra: LayoutField[] } {
  const byName = new Map(layout.map((field) => [field.fieldName, field]));
  const fixed = FIXED_CREATE_FIELDS.filter((name) => name !== 'leadStatus' || kind === 'lead').map((name) => {
    const fromLayout = byName.get(name);
    if (fromLayout) return fromLayout;
    return layoutFieldOf(name, name === 'email' ? 'email' : name === 'phone' ? 'phone' : name === 'leadStatus' ? 'picklist' : 'string');
  });
  const extra = layout.filter(
    (field) =>
      !(FIXED_CREATE_FIELDS as readonly string[]).includes(field.fieldName) && !NOT_ON_CREATE.has(field.fieldName) && field.section !== 'actions' && field.type !== 'location' && field.isUpdatable,
  );
  return { fixed, extra };
}

/** Layout default values as form values (booleans from 'true' / 'false'). */
export function layoutDefaults(layout: readonly LayoutField[]): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of layout) {
    if (field.defaultValue === null) continue;
    out[field.fieldName] = field.type === 'boolean' ? field.defaultValue === 'true' : field.defaultValue;
  }
  return out;
}
