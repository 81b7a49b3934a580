import type { PlaybookCreate, PlaybookUpdate, StepInput } from '@/src/contract';
import { gapToMinutes } from '@/src/domain/lists/gap';
import type { PlaybookDraft, StepDraft } from './listDraft';

/** A step as sent: the gap converted to minutes, call fields only on call steps, variants only on email steps. */
export function stepInputOf(s: StepDraft): StepInput {
  const isCall = s.action === 'call';
  const isEmail = s.action === 'email' || s.action === 'automatic-email';
  const gap = Number(s.gapValue.trim() === '' ? 0 : s.gapValue);
  return {
    name: s.name.trim(),
    priority: s.priority,
    action: s.action,
    gap: Number.isFinite(gap) && gap >= 0 ? gapToMinutes(gap, s.gapUnit) : 0,
    businessDays: s.businessDays,
    calendarDays: !s.businessDays,
    schedule: null,
    contactPhoneField: isCall ? s.contactPhoneField : null,
    leadPhoneField: isCall ? s.leadPhoneField : null,
    defaultCallResult: isCall ? s.defaultCallResult : null,
    modifyField: s.action === 'modify-field' ? s.modifyField.filter((m) => m.name !== '').map((m) => ({ ...m, value: m.value?.trim() ? m.value.trim() : null })) : [],
    variants: isEmail ? s.variants.map((v) => ({ ...(v.id === null ? {} : { id: v.id }), name: v.name.trim(), template: { replyType: v.replyType, subject: v.subject, body: v.body } })) : [],
  };
}

/** The playbook's base fields (PATCH /playbooks/:id). */
export const playbookBaseOf = (p: PlaybookDraft, listName: string): PlaybookUpdate => ({
  name: p.name.trim() || listName.trim(),
  description: p.description,
  trackEmailOpens: p.trackEmailOpens,
  trackEmailClicks: p.trackEmailClicks,
  automaticEmailUser: { id: p.automaticEmailUserId },
});

export const exitConditionsOf = (p: PlaybookDraft) =>
  p.exitConditions.map(({ condition, value, success }) => ({ condition, value: condition === 'leadStatus' || condition === 'callResult' ? value : null, success }));

/** POST /playbooks: base, exit conditions and every step in order. */
export const playbookCreateOf = (p: PlaybookDraft, listName: string): PlaybookCreate => ({
  ...playbookBaseOf(p, listName),
  name: p.name.trim() || listName.trim(),
  exitConditions: exitConditionsOf(p),
  steps: p.steps.map(stepInputOf),
});
