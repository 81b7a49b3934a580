import { and, asc, eq } from 'drizzle-orm';
import type { FieldDefinition, LayoutEntity, LayoutField, OtherFields, TenantLayouts } from '@/src/contract/entities/layouts';
import { fieldLayouts, leadStatuses, opportunityStages } from '../../db/schema';
import { checkLayout } from '@/src/domain/fields/layout-check';
import { ApiError, fieldError } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { defaultLayout } from './default-layouts';
import { checkFieldValue, checkLocationChild, isEmpty, locationChildOf } from './field-value-rules';

const bySectionAndOrder = (a: LayoutField, b: LayoutField) => a.section.localeCompare(b.section) || a.order - b.order;

/** Field layouts per entity: the tenant's stored layout, or the standard fields; picklists of statuses filled in. */
export function createLayoutService(db: Executor) {
  async function layout(tenantId: number, entity: LayoutEntity): Promise<LayoutField[]> {
    const [stored] = await db
      .select({ fields: fieldLayouts.fields })
      .from(fieldLayouts)
      .where(and(eq(fieldLayouts.tenantId, tenantId), eq(fieldLayouts.entity, entity)));
    const fields = stored?.fields ?? defaultLayout(entity);
    if (entity === 'lead') {
      const statuses = await db
        .select({ id: leadStatuses.id, name: leadStatuses.name, isDefault: leadStatuses.isDefault })
        .from(leadStatuses)
        .where(eq(leadStatuses.tenantId, tenantId))
        .orderBy(asc(leadStatuses.order), asc(leadStatuses.id));
      const status = fields.find((f) => f.fieldName === 'leadStatus');
      if (status) {
        status.picklistValues = statuses.map((s) => ({ value: String(s.id), label: s.name, id: s.id }));
        status.defaultValue = statuses.find((s) => s.isDefault) ? String(statuses.find((s) => s.isDefault)?.id) : null;
      }
    }
    if (entity === 'opportunity') {
      const stages = await db
        .select({ id: opportunityStages.id, name: opportunityStages.name })
        .from(opportunityStages)
        .where(eq(opportunityStages.tenantId, tenantId))
        .orderBy(asc(opportunityStages.order), asc(opportunityStages.id));
      const stage = fields.find((f) => f.fieldName === 'opportunityStage');
      if (stage) stage.picklistValues = stages.map((s) => ({ value: String(s.id), label: s.name, id: s.id }));
    }
    return [...fields].sort(bySectionAndOrder);
  }

  return {
    layout,

    /** Replaces the entity's layout after the layout rules (src/domain/fields/layout-check), the query limit included. */
    async save(tenantId: number, entity: LayoutEntity, fields: LayoutField[]): Promise<LayoutField[]> {
      const standardTypes = Object.fromEntries(defaultLayout(entity).map((f) => [f.fieldName, f.type]));
      const problem = checkLayout(entity, fields, standardTypes);
      if (problem) throw new ApiError(400, problem, { code: 'VALIDATION' });
      await db
        .insert(fieldLayouts)
        .values({ tenantId, entity, fields })
        .onConflictDoUpdate({ target: [fieldLayouts.tenantId, fieldLayouts.entity], set: { fields } });
      return layout(tenantId, entity);
    },

    async allLayouts(tenantId: number): Promise<TenantLayouts> {
      const [contact, lead, task, account, opportunity] = await Promise.all((['contact', 'lead', 'task', 'account', 'opportunity'] as const).map((e) => layout(tenantId, e)));
      return { entities: { contact: { data: contact ?? [] }, lead: { data: lead ?? [] }, task: { data: task ?? [] }, account: { data: account ?? [] }, opportunity: { data: opportunity ?? [] } } };
    },
    async fieldDefinitions(tenantId: number, entity: LayoutEntity): Promise<FieldDefinition[]> {
      return (await layout(tenantId, entity)).map((f) => ({
        name: f.fieldName,
        type: f.type,
        label: f.label,
        length: f.length,
        custom: !f.isStandard,
        decimals: typeof f.advancedOptions?.decimals === 'number' ? f.advancedOptions.decimals : null,
        required: f.isRequired,
        canEdit: f.isUpdatable,
        html: false,
        precision: null,
        default: f.defaultValue,
        referenceTo: typeof f.advancedOptions?.referenceTo === 'string' ? [f.advancedOptions.referenceTo] : [],
        helpText: typeof f.advancedOptions?.helpText === 'string' ? f.advancedOptions.helpText : null,
        caseSensitive: false,
        picklistValues: f.picklistValues,
        defaultedOnCreate: f.defaultValue !== null,
        displayLocationInDecimal: f.type === 'location',
      }));
    },
  };
}

export type LayoutService = ReturnType<typeof createLayoutService>;

/**
 * Checks custom fields against the layout. `changed` are the keys the caller sends; `merged` is the
 * record after the change. On create every required custom field must be filled.
 */
export function checkOtherFields(fields: LayoutField[], merged: OtherFields, changed: string[], mode: 'create' | 'update') {
  const custom = new Map(fields.filter((f) => !f.isStandard).map((f) => [f.fieldName, f]));
  for (const key of changed) {
    const child = locationChildOf(fields, key);
    if (child) {
      const error = checkLocationChild(child.field.label, child.axis, merged[key]);
      if (error) throw fieldError(['otherFields', key], error);
      if (mode === 'update' && !child.field.isUpdatable) throw fieldError(['otherFields', key], `${child.field.label} cannot be updated`);
      continue;
    }
    const field = custom.get(key);
    if (!field) throw fieldError(['otherFields', key], `Unknown field ${key}`);
    if (mode === 'update' && !field.isUpdatable) throw fieldError(['otherFields', key], `${field.label} cannot be updated`);
  }
  const toCheck = mode === 'create' ? [...custom.values()] : changed.map((k) => custom.get(k)).filter((f): f is LayoutField => !!f);
  // A controller change re-checks its dependents: a dependent value the new controller value does not allow is refused.
  for (const field of custom.values()) {
    const controller = field.dependency && field.dependency.controller !== field.fieldName ? field.dependency.controller : null;
    if (controller && changed.includes(controller) && !toCheck.includes(field) && !isEmpty(merged[field.fieldName])) toCheck.push(field);
  }
  for (const field of toCheck) {
    if (field.type === 'location') continue;
    const controller = field.dependency && field.dependency.controller !== field.fieldName ? field.dependency.controller : null;
    const error = checkFieldValue(field, merged[field.fieldName], controller ? merged[controller] : undefined);
    if (error) throw fieldError(['otherFields', field.fieldName], error);
  }
}

/** Standard fields: a non-updatable one cannot change; a required one cannot be emptied (or left empty on create). A refusal names the layout field. */
export function checkStandardFields(fields: LayoutField[], values: Record<string, unknown>, mode: 'create' | 'update') {
  for (const field of fields.filter((f) => f.isStandard)) {
    const present = Object.prototype.hasOwnProperty.call(values, field.fieldName);
    const value = values[field.fieldName];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (mode === 'update' && present && !field.isUpdatable) throw fieldError([field.fieldName], `${field.label} cannot be updated`);
    if (field.isRequired && empty && (mode === 'create' || present)) throw fieldError([field.fieldName], `${field.label} is required`);
    if (present && typeof value === 'string' && field.length !== null && value.length > field.length) {
      throw fieldError([field.fieldName], `${field.label} is longer than ${field.length} characters`);
    }
  }
}
