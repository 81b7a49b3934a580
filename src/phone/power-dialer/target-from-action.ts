import { pickDialerPhone } from '../../domain/phone/dialer-phone-pick';
import type { PowerDialerAction } from '../../contract/entities/power-dialer';
import type { CallContext } from '../../contract/entities/telephony';
import type { PowerDialerTarget } from '../../domain/power-dialer/power-dialer-state';

/** The contact the server handed out (play/next), as the dialer works it and the panel shows it. */
export function targetFromAction(action: PowerDialerAction): PowerDialerTarget {
  const list = action.jobInfo.list;
  const step = list.playbook?.steps.find((s) => s.id === action.playbookStepId) ?? null;
  return {
    listId: action.listId,
    listName: list.name,
    contactId: action.contactId,
    contactName: action.contact.name,
    playbookId: action.playbookId,
    playbookName: list.playbook?.name ?? null,
    playbookStepId: action.playbookStepId,
    stepName: step?.name ?? null,
    projectName: list.defaultProjectName,
    listCallResult: list.defaultCallResult,
    stepCallResult: step?.defaultCallResult ?? null,
    number: action.phone.number,
    targetPhoneType: action.phone.targetPhoneType,
    phoneError: action.phone.error ?? (action.phone.number ? null : 'no phone number'),
    taskId: null,
  };
}

/** The contact dialled without a list ("Dial selected"): its primary phone (else the first), no list, step or project. */
export function targetFromContact(
  contact: { id: number; firstName: string; lastName: string; isLead: boolean; telephones: readonly { phoneNumber: string; type: string; isPrimary: boolean }[] },
  taskId: number | null,
  dialingPlanCountry: string,
): PowerDialerTarget {
  const phones = contact.telephones.map((t) => ({ number: t.phoneNumber, type: t.type, isPrimary: t.isPrimary }));
  const phone = pickDialerPhone(phones, { isLead: contact.isLead, contactPhoneField: null, leadPhoneField: null, dialingPlanCountry });
  return {
    listId: null,
    listName: null,
    contactId: contact.id,
    contactName: `${contact.firstName} ${contact.lastName}`.trim(),
    playbookId: null,
    playbookName: null,
    playbookStepId: null,
    stepName: null,
    projectName: null,
    listCallResult: null,
    stepCallResult: null,
    number: phone.error ? null : phone.number,
    targetPhoneType: phone.targetPhoneType,
    phoneError: phone.error,
    taskId,
  };
}

/** The call context the call is placed and saved with (spec 2 "Call context"). */
export function callContextFor(target: PowerDialerTarget): CallContext {
  const optional = (key: keyof CallContext, value: string | number | null) => (value === null ? {} : { [key]: value });
  return {
    source: 'PowerDialer',
    ...optional('listId', target.listId),
    ...optional('listName', target.listName?.slice(0, 200) ?? null),
    ...optional('playbookId', target.playbookId),
    ...optional('playbookName', target.playbookName?.slice(0, 200) ?? null),
    ...optional('stepId', target.playbookStepId),
    ...optional('stepName', target.stepName?.slice(0, 200) ?? null),
    ...optional('projectName', target.projectName),
    ...optional('listCallResult', target.listCallResult),
    ...optional('stepCallResult', target.stepCallResult),
    ...optional('targetPhoneType', target.targetPhoneType),
  };
}
