import { parseRuleDate } from '../fields/relative-date';
import { linkHref } from '../fields/link-filter';

/** A modify-field entry of a modify-field step (spec 2 section 3). */
export interface ModifyFieldEntry {
  entity: 'contact' | 'lead';
  name: string;
  value: string | null;
}

/** Maximum entries per step when the playbook configuration gives none (spec 2 section 9). */
export const DEFAULT_MAX_MODIFY_FIELDS = 10;

/** The default fields a modify-field step may set (spec 2 section 5). */
export const ALLOWED_MODIFY_FIELDS = ['Company', 'FirstName', 'LastName', 'LeadSource', 'LeadStatus', 'Owner', 'Title'] as const;

/** Field types a modify-field value can be typed for; any other type shows the unsupported-type label. */
export const SUPPORTED_MODIFY_FIELD_TYPES = [
  'string',
  'textarea',
  'picklist',
  'email',
  'phone',
  'url',
  'int',
  'double',
  'currency',
  'percent',
  'date',
  'datetime',
  'time',
  'boolean',
  'reference',
] as const;

export const isModifyFieldTypeSupported = (type: string): boolean => (SUPPORTED_MODIFY_FIELD_TYPES as readonly string[]).includes(type);

/** Adds an empty entry; beyond the maximum the add is ignored and the same list comes back. */
export function addModifyField(entries: readonly ModifyFieldEntry[], max: number = DEFAULT_MAX_MODIFY_FIELDS): readonly ModifyFieldEntry[] {
  if (entries.length >= max) return entries;
  return [...entries, { entity: 'contact', name: '', value: null }];
}

/** Changing the entity clears the field name and the value. */
export function changeModifyFieldEntity(entry: ModifyFieldEntry, entity: ModifyFieldEntry['entity']): ModifyFieldEntry {
  if (entry.entity === entity) return entry;
  return { entity, name: '', value: null };
}

/** Changing the field clears the value. */
export function changeModifyFieldName(entry: ModifyFieldEntry, name: string): ModifyFieldEntry {
  if (entry.name === name) return entry;
  return { ...entry, name, value: null };
}

/** What a value is checked against: the field's type and, for numbers, its digit limit and scale. */
export interface ModifyFieldSpec {
  type: string;
  precision?: number | null;
  scale?: number | null;
}

export type ModifyValueError = 'invalidDate' | 'invalidTime' | 'invalidNumber' | 'tooManyDigits' | 'tooManyDecimals';

export const TIME_12 = /^(0?[1-9]|1[0-2]):([0-5]\d)\s?([AaPp][Mm])$/;
export const TIME_24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Checks a typed value by its field type (spec 2 section 5): dates accept the relative words or
 * M/d/yyyy (datetime also M/d/yyyy HH:mm), time 12-hour with AM/PM or 24-hour, numbers within the
 * digit limit and scale. Empty is allowed (sent as null). `now` is injected for the relative words.
 */
export function modifyFieldValueError(spec: ModifyFieldSpec, value: string, now: Date): ModifyValueError | null {
  const text = value.trim();
  if (text === '') return null;
  switch (spec.type) {
    case 'date':
      return parseRuleDate(text, now) ? null : 'invalidDate';
    case 'datetime':
      return parseRuleDate(text, now, { withTime: true }) ? null : 'invalidDate';
    case 'time':
      return TIME_12.test(text) || TIME_24.test(text) ? null : 'invalidTime';
    case 'int':
    case 'double':
    case 'currency':
    case 'percent':
      return numberError(text, spec.type === 'int' ? 0 : (spec.scale ?? null), spec.precision ?? null);
    default:
      return null;
  }
}

function numberError(text: string, scale: number | null, precision: number | null): ModifyValueError | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'invalidNumber';
  const [whole = '', decimals = ''] = text.replace('-', '').split('.');
  if (scale !== null && decimals.length > scale) return scale === 0 ? 'invalidNumber' : 'tooManyDecimals';
  // The digit limit counts the digits before the point: precision minus scale.
  if (precision !== null && whole.replace(/^0+(?=\d)/, '').length > precision - (scale ?? 0)) return 'tooManyDigits';
  return null;
}

/** The value as sent: empty is null; a link gets http:// unless it starts with ftp or http(s)://. */
export function modifyFieldValueToSend(spec: ModifyFieldSpec, value: string | null): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return spec.type === 'url' ? linkHref(text) : text;
}

/** The parts of a layout field (GET /layouts) that decide whether and how a modify-field step may set it. */
export interface ModifyLayoutField {
  fieldName: string;
  label: string;
  type: string;
  isStandard: boolean;
  isUpdatable: boolean;
  picklistValues: readonly { value: string; label: string }[];
  advancedOptions: Record<string, unknown> | null;
}

/** A field a modify-field step offers: the value is typed by `spec`; `picklist` when it is chosen from a list. */
export interface ModifyFieldChoice {
  name: string;
  label: string;
  custom: boolean;
  spec: ModifyFieldSpec;
  picklist: readonly { value: string; label: string }[] | null;
  supported: boolean;
}

/** Field types of the default fields (LeadStatus and Owner are chosen from lists by the form). */
const DEFAULT_FIELD_TYPES: Record<(typeof ALLOWED_MODIFY_FIELDS)[number], string> = {
  Company: 'string',
  FirstName: 'string',
  LastName: 'string',
  LeadSource: 'string',
  LeadStatus: 'picklist',
  Owner: 'reference',
  Title: 'string',
};

/** Custom field names the server accepts for a modify-field step (Name__c). */
const CUSTOM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,80}__c$/;

const BOOLEAN_CHOICES = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/**
 * The fields a modify-field step offers for an entity (spec 2 section 5): the seven default fields
 * (LeadStatus on leads only), then the entity layout's updatable custom fields. Custom fields of a type
 * a value cannot be typed for stay offered but `supported: false` (the form shows the unsupported label).
 */
export function modifyFieldChoices(entity: ModifyFieldEntry['entity'], layout: readonly ModifyLayoutField[]): ModifyFieldChoice[] {
  const defaults: ModifyFieldChoice[] = ALLOWED_MODIFY_FIELDS.filter((f) => f !== 'LeadStatus' || entity === 'lead').map((name) => ({
    name,
    label: name,
    custom: false,
    spec: { type: DEFAULT_FIELD_TYPES[name] },
    picklist: null,
    supported: true,
  }));
  const custom = layout
    .filter((f) => !f.isStandard && f.isUpdatable && CUSTOM_FIELD_NAME.test(f.fieldName))
    .map((f): ModifyFieldChoice => {
      const decimals = f.advancedOptions?.['decimals'];
      return {
        name: f.fieldName,
        label: f.label,
        custom: true,
        spec: { type: f.type, scale: typeof decimals === 'number' ? decimals : null },
        picklist: f.type === 'picklist' ? f.picklistValues.map((p) => ({ value: p.value, label: p.label })) : f.type === 'boolean' ? BOOLEAN_CHOICES : null,
        supported: isModifyFieldTypeSupported(f.type),
      };
    });
  return [...defaults, ...custom];
}

/**
 * Whether any entry holds a value its field type refuses (spec 2 section 5: dates, times, digit limit
 * and scale). Entries naming no known field, or a field of an unsupported type, are not judged here.
 */
export function hasInvalidModifyValue(entries: readonly ModifyFieldEntry[], choicesOf: (entity: ModifyFieldEntry['entity']) => readonly ModifyFieldChoice[], now: Date): boolean {
  return entries.some((e) => {
    const choice = choicesOf(e.entity).find((c) => c.name === e.name);
    return choice !== undefined && choice.supported && choice.picklist === null && modifyFieldValueError(choice.spec, e.value ?? '', now) !== null;
  });
}
