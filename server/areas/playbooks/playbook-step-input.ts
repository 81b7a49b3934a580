import type { z } from 'zod';
import type { exitCondition, stepInput } from '@/src/contract/entities/playbooks';
import { ALLOWED_MODIFY_FIELDS } from '@/src/domain/lists/modify-field-rules';
import { ApiError } from '../../http/api-error';

export type StepInputOut = z.output<typeof stepInput>;
export type ExitConditionOut = z.output<typeof exitCondition>;

/** Custom CRM fields (layout otherFields) are named like Industry__c. */
const CUSTOM_FIELD = /^[A-Za-z][A-Za-z0-9_]{0,80}__c$/;

/**
 * A step as stored: modify-field entries beyond the playbook's maximum are ignored (spec 2 section 5,
 * "adding beyond it is ignored"); a field outside the allowed default fields or the custom fields is a 400.
 */
export function stepColumns(input: StepInputOut, maxModifyFields: number) {
  const modifyFields = input.action === 'modify-field' ? input.modifyField.slice(0, maxModifyFields) : [];
  for (const entry of modifyFields) {
    if (!(ALLOWED_MODIFY_FIELDS as readonly string[]).includes(entry.name) && !CUSTOM_FIELD.test(entry.name)) {
      throw new ApiError(400, `Field ${entry.name} cannot be modified by a playbook`, { code: 'PLAYBOOK_FIELD_NOT_ALLOWED' });
    }
    if (entry.name === 'LeadStatus' && entry.entity !== 'lead') throw new ApiError(400, 'Lead status can be set only on leads', { code: 'PLAYBOOK_FIELD_NOT_ALLOWED' });
  }
  return {
    name: input.name,
    priority: input.priority,
    action: input.action,
    gapMinutes: input.gap,
    businessDays: input.businessDays,
    // Business days and calendar days are the two ways of counting the gap: one excludes the other.
    calendarDays: input.businessDays ? false : input.calendarDays,
    schedule: input.schedule,
    contactPhoneField: input.action === 'call' ? input.contactPhoneField : null,
    leadPhoneField: input.action === 'call' ? input.leadPhoneField : null,
    defaultCallResult: input.action === 'call' ? input.defaultCallResult : null,
    modifyFields,
  };
}

export const isEmailAction = (action: string) => action === 'email' || action === 'automatic-email';

/** Exit conditions as stored: lead status and call result need their value; the others carry none. */
export function exitConditionColumns(list: ExitConditionOut[]) {
  return list.map((c) => {
    const needsValue = c.condition === 'leadStatus' || c.condition === 'callResult';
    if (needsValue && !c.value) throw new ApiError(400, `A value is required for the exit condition ${c.condition}`, { code: 'PLAYBOOK_EXIT_CONDITION_VALUE' });
    return { condition: c.condition, value: needsValue ? c.value : null, success: c.success };
  });
}
