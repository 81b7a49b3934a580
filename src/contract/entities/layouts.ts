import { z } from 'zod';
import { id } from './refs';

/** Field layouts and field values of CRM records (spec 1 section 3). */
export const fieldTypeValues = [
  'boolean',
  'currency',
  'date',
  'datetime',
  'double',
  'email',
  'encryptedstring',
  'id',
  'int',
  'location',
  'percent',
  'phone',
  'picklist',
  'multipicklist',
  'string',
  'textarea',
  'url',
  'time',
] as const;
export const fieldType = z.enum(fieldTypeValues);
export type FieldType = z.infer<typeof fieldType>;

export const layoutEntityValues = ['contact', 'lead', 'task', 'account', 'opportunity'] as const;
export const layoutEntity = z.enum(layoutEntityValues);
export type LayoutEntity = z.infer<typeof layoutEntity>;

export const picklistValue = z.object({ value: z.string(), label: z.string(), id });
export type PicklistValue = z.infer<typeof picklistValue>;

/**
 * A dependent picklist. The controlling field carries { controller: its own name, dependentFields: [names] };
 * each dependent field carries { controller: the controlling field's name, dependentFields: [] }. Both carry
 * the same mapping: controller value -> the dependent's allowed values.
 */
export const fieldDependency = z.object({ controller: z.string(), dependentFields: z.array(z.string()), mapping: z.record(z.string(), z.array(z.string())) });
export type FieldDependency = z.infer<typeof fieldDependency>;

export const layoutSectionValues = ['personalInfo', 'locationTimezone', 'actions', 'details', 'custom'] as const;

/** One field of an entity's layout (spec 1 section 3, Field layout entry). */
export const layoutField = z.object({
  fieldName: z.string(),
  label: z.string(),
  type: fieldType,
  isStandard: z.boolean(),
  isRequired: z.boolean(),
  isUpdatable: z.boolean(),
  defaultValue: z.string().nullable(),
  /** Maximum characters for text types; null when not limited. */
  length: z.number().int().nullable(),
  picklistValues: z.array(picklistValue),
  dependency: fieldDependency.nullable(),
  /** Type options: decimals / currencySymbol for numbers, helpText, children for location (…__Latitude__s / …__Longitude__s). */
  advancedOptions: z.record(z.string(), z.unknown()).nullable(),
  /** The layout group (personal info, location/timezone, action buttons, details, custom). */
  section: z.enum(layoutSectionValues),
  order: z.number().int(),
});
export type LayoutField = z.infer<typeof layoutField>;

export const entityLayout = z.object({ entity: layoutEntity, data: z.array(layoutField) });
export type EntityLayout = z.infer<typeof entityLayout>;

/** Tenant layout with metadata (getWithMeta): payload.entities.task.data etc. */
export const tenantLayouts = z.object({
  entities: z.object({
    contact: z.object({ data: z.array(layoutField) }),
    lead: z.object({ data: z.array(layoutField) }),
    task: z.object({ data: z.array(layoutField) }),
    account: z.object({ data: z.array(layoutField) }),
    opportunity: z.object({ data: z.array(layoutField) }),
  }),
});
export type TenantLayouts = z.infer<typeof tenantLayouts>;

/** Field definition as the integration reports it (spec 1 section 3). */
export const fieldDefinition = z.object({
  name: z.string(),
  type: fieldType,
  label: z.string(),
  length: z.number().int().nullable(),
  custom: z.boolean(),
  decimals: z.number().int().nullable(),
  required: z.boolean(),
  canEdit: z.boolean(),
  html: z.boolean(),
  precision: z.number().int().nullable(),
  default: z.string().nullable(),
  referenceTo: z.array(z.string()),
  helpText: z.string().nullable(),
  caseSensitive: z.boolean(),
  picklistValues: z.array(picklistValue),
  defaultedOnCreate: z.boolean(),
  displayLocationInDecimal: z.boolean(),
});
export type FieldDefinition = z.infer<typeof fieldDefinition>;

/** A custom field's stored value: multipicklists joined by ';', datetimes ISO with offset, times HH:mm:00. */
export const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof fieldValue>;
export const otherFields = z.record(z.string(), fieldValue);
export type OtherFields = z.infer<typeof otherFields>;

// ---------------------------------------------------------------- contacts and leads
/** otherFields may be sent as an object or as its JSON text (the spec's wire form). */
export const otherFieldsInput = z.union([otherFields, z.string().max(100_000)]);
