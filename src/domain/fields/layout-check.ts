import { checkQueryLength, locationChildren, type QueriedField } from './query-length';

/*
 * Rules of an edited field layout (spec 1 section 3 "Field layout entry", spec 3 section 5 "Field
 * mapping"): a field is used once per entity, standard fields keep their type, picklists have values,
 * dependencies point at real picklists and map real values, and the queriable names fit the entity's
 * integration query limit. Returns the first problem as a message, or null.
 */

export interface CheckedLayoutField extends QueriedField {
  label: string;
  isStandard: boolean;
  defaultValue: string | null;
  length: number | null;
  picklistValues: ReadonlyArray<{ value: string; id: number }>;
  dependency: { controller: string; dependentFields: readonly string[]; mapping: Readonly<Record<string, readonly string[]>> } | null;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;
const PICKLISTS = new Set(['picklist', 'multipicklist']);

/** Picklists whose values are the tenant's lead statuses or opportunity stages, filled in by the server. */
export const STATUS_PICKLISTS = new Set(['leadStatus', 'opportunityStage']);

function checkPicklist(field: CheckedLayoutField): string | null {
  if (!PICKLISTS.has(field.type)) return null;
  if (field.isStandard && STATUS_PICKLISTS.has(field.fieldName)) return null;
  if (field.picklistValues.length === 0) return `${field.label} needs at least one picklist value`;
  const values = new Set(field.picklistValues.map((p) => p.value));
  if (values.size !== field.picklistValues.length) return `${field.label} has a picklist value twice`;
  if (new Set(field.picklistValues.map((p) => p.id)).size !== field.picklistValues.length) return `${field.label} has a picklist id twice`;
  if (field.type === 'picklist' && field.defaultValue !== null && !values.has(field.defaultValue)) return `${field.label}: the default '${field.defaultValue}' is not one of its values`;
  return null;
}

function checkDependency(field: CheckedLayoutField, byName: ReadonlyMap<string, CheckedLayoutField>): string | null {
  const dependency = field.dependency;
  if (!dependency) return null;
  if (!PICKLISTS.has(field.type)) return `${field.label} is not a picklist and cannot have a dependency`;
  const controller = byName.get(dependency.controller);
  if (!controller || controller.type !== 'picklist') return `${field.label}: the controlling field ${dependency.controller} is not a picklist of this layout`;
  if (controller === field) {
    for (const name of dependency.dependentFields) {
      const dependent = byName.get(name);
      if (!dependent || dependent.dependency?.controller !== field.fieldName) return `${field.label}: the dependent field ${name} is not controlled by it`;
    }
    return null;
  }
  const controllerValues = new Set(controller.picklistValues.map((p) => p.value));
  const ownValues = new Set(field.picklistValues.map((p) => p.value));
  for (const [key, allowed] of Object.entries(dependency.mapping)) {
    if (!controllerValues.has(key)) return `${field.label}: the mapping names '${key}', which is not a value of ${controller.label}`;
    const unknown = allowed.find((value) => !ownValues.has(value));
    if (unknown !== undefined) return `${field.label}: the mapping allows '${unknown}', which is not one of its values`;
  }
  return null;
}

/**
 * `standardTypes`: the entity's standard fields and their types (a standard field is a column of the
 * record, so it cannot be invented or change type).
 */
export function checkLayout(entity: string, fields: readonly CheckedLayoutField[], standardTypes: Readonly<Record<string, string>>): string | null {
  const byName = new Map<string, CheckedLayoutField>();
  for (const field of fields) {
    if (!FIELD_NAME.test(field.fieldName)) return `'${field.fieldName}' is not a valid field name (letters, digits and _, starting with a letter, at most 80)`;
    if (byName.has(field.fieldName)) return `The field ${field.fieldName} is used more than once in the ${entity} layout`;
    byName.set(field.fieldName, field);
    if (field.isStandard) {
      const type = standardTypes[field.fieldName];
      if (type === undefined) return `${field.fieldName} is not a standard ${entity} field`;
      if (type !== field.type) return `${field.label} is a standard field of type ${type}, not ${field.type}`;
    } else if (!field.fieldName.endsWith('__c')) return `The custom field ${field.fieldName} must end with __c`;
    if (field.length !== null && field.length < 1) return `${field.label} must allow at least 1 character`;
    if (field.type === 'location') {
      const [latitude, longitude] = locationChildren(field);
      if (!latitude.endsWith('__Latitude__s') || !longitude.endsWith('__Longitude__s')) return `${field.label}: a location's children end with __Latitude__s and __Longitude__s`;
    }
    const picklist = checkPicklist(field);
    if (picklist) return picklist;
  }
  for (const field of fields) {
    const dependency = checkDependency(field, byName);
    if (dependency) return dependency;
  }
  const query = checkQueryLength(entity, fields);
  return query.ok ? null : query.message;
}
