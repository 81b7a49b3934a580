import { UNSET_PICKLIST_ID } from './field-constants';
import type { FieldValue, LayoutField } from './field-types';
import { joinMultipicklist } from './multipicklist';

export type EntityWindowMode = 'create' | 'update';
export type EntitySaveValue = string | number | boolean | null;

/**
 * The entity window's save (account or opportunity, spec 1 section 5): on update only updatable
 * fields are saved, on create all of them; an unset picklist is sent as id -1.
 */
export function entityWindowSaveValues(fields: readonly LayoutField[], values: Readonly<Record<string, FieldValue>>, mode: EntityWindowMode): Record<string, EntitySaveValue> {
  const out: Record<string, EntitySaveValue> = {};
  for (const field of fields) {
    if (mode === 'update' && !field.isUpdatable) continue;
    out[field.fieldName] = saveValue(field, values[field.fieldName]);
  }
  return out;
}

function saveValue(field: LayoutField, value: FieldValue): EntitySaveValue {
  if (field.type === 'picklist') {
    if (value === null || value === undefined || value === '' || Array.isArray(value)) return UNSET_PICKLIST_ID;
    return value;
  }
  if (field.type === 'multipicklist') return Array.isArray(value) ? joinMultipicklist(value) : typeof value === 'string' ? value : '';
  if (field.type === 'boolean') return value === true;
  if (Array.isArray(value) || value === undefined) return null;
  return value;
}
