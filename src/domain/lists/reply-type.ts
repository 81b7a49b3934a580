/**
 * Reply type of email steps (spec 2 section 4): "An email step that follows another email step gets
 * reply type newThread only for the first email. Deleting the first email step forces later email steps
 * to newThread." The first email step opens the thread, so it is always newThread; later email steps
 * may reply in that thread. When the first email step is deleted the thread they replied to is gone.
 */
export type StepReplyType = 'newThread' | 'reply';

export interface ReplyTypeStep {
  action: 'call' | 'email' | 'automatic-email' | 'modify-field';
  replyTypes: StepReplyType[];
}

export const isEmailStep = (action: ReplyTypeStep['action']) => action === 'email' || action === 'automatic-email';

/** Index of the first email step, -1 when none. */
export function firstEmailStepIndex(steps: readonly Pick<ReplyTypeStep, 'action'>[]): number {
  return steps.findIndex((s) => isEmailStep(s.action));
}

/** The reply types the editor offers for the step at `index`. */
export function replyTypeOptions(steps: readonly Pick<ReplyTypeStep, 'action'>[], index: number): StepReplyType[] {
  const step = steps[index];
  if (!step || !isEmailStep(step.action)) return [];
  return index === firstEmailStepIndex(steps) ? ['newThread'] : ['newThread', 'reply'];
}

/** Steps with the rule applied: the first email step's variants are newThread. */
export function applyReplyTypeRule<S extends ReplyTypeStep>(steps: readonly S[]): S[] {
  const first = firstEmailStepIndex(steps);
  return steps.map((s, i) => (i === first ? { ...s, replyTypes: s.replyTypes.map(() => 'newThread' as const) } : s));
}

/** Steps after deleting the one at `index`: when it was the first email step, later email steps become newThread. */
export function deleteStepReplyTypes<S extends ReplyTypeStep>(steps: readonly S[], index: number): S[] {
  const wasFirstEmail = index === firstEmailStepIndex(steps);
  const rest = steps.filter((_, i) => i !== index);
  if (!wasFirstEmail) return rest;
  return rest.map((s, i) => (i >= index && isEmailStep(s.action) ? { ...s, replyTypes: s.replyTypes.map(() => 'newThread' as const) } : s));
}
