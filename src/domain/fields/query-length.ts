/*
 * Integration query limits (spec 1 section 9, spec 2 section 9, spec 3 section 5): the fields a layout
 * maps are read from the integration in one query, so the sum of the queriable field-name lengths plus
 * 1 each (the separator) must not exceed the entity's limit.
 */

export const INTEGRATION_QUERY_LIMITS = { lead: 1035, contact: 1094, account: 1110, opportunity: 1133 } as const;
export type QueryLimitedEntity = keyof typeof INTEGRATION_QUERY_LIMITS;

export const hasQueryLimit = (entity: string): entity is QueryLimitedEntity => Object.prototype.hasOwnProperty.call(INTEGRATION_QUERY_LIMITS, entity);

/** What the rule needs of a layout entry. */
export interface QueriedField {
  fieldName: string;
  type: string;
  /** Action buttons (call, email) are not fields of the record. */
  section?: string;
  advancedOptions?: Record<string, unknown> | null;
}

/** The names a location field is queried by: its latitude and longitude children. */
export function locationChildren(field: QueriedField): [string, string] {
  const children = field.advancedOptions?.children;
  if (Array.isArray(children) && children.length === 2 && children.every((c) => typeof c === 'string')) return [children[0] as string, children[1] as string];
  const base = field.fieldName.replace(/__c$/, '');
  return [`${base}__Latitude__s`, `${base}__Longitude__s`];
}

/**
 * The names the integration query reads: every field of the record; a location by its two children
 * (the composite itself is not a column); action buttons are not queried.
 */
export function queriableFieldNames(fields: readonly QueriedField[]): string[] {
  const names: string[] = [];
  for (const field of fields) {
    if (field.section === 'actions') continue;
    if (field.type === 'location') names.push(...locationChildren(field));
    else names.push(field.fieldName);
  }
  return [...new Set(names)];
}

/** Sum of the field-name lengths plus 1 each. */
export const mappingQueryLength = (names: readonly string[]): number => names.reduce((sum, name) => sum + name.length + 1, 0);

export type QueryLengthCheck = { ok: true; length: number; limit: number | null } | { ok: false; length: number; limit: number; message: string };

/** Checks a layout against its entity's limit (entities without a limit, such as task, always pass). */
export function checkQueryLength(entity: string, fields: readonly QueriedField[]): QueryLengthCheck {
  const length = mappingQueryLength(queriableFieldNames(fields));
  if (!hasQueryLimit(entity)) return { ok: true, length, limit: null };
  const limit = INTEGRATION_QUERY_LIMITS[entity];
  if (length <= limit) return { ok: true, length, limit };
  return {
    ok: false,
    length,
    limit,
    message: `The ${entity} fields exceed the integration query limit: ${length} characters (field names plus 1 each) where the ${entity} limit is ${limit}. Remove or shorten fields.`,
  };
}
