import { applyReplyTypeRule, deleteStepReplyTypes, type ReplyTypeStep } from '@/src/domain/lists/reply-type';
import type { StepDraft } from './listDraft';

// The reply-type rules (src/domain/lists/reply-type.ts) work on the reply types of each step's variants.
const toRule = (s: StepDraft): StepDraft & ReplyTypeStep => ({ ...s, replyTypes: s.variants.map((v) => v.replyType) });
const fromRule = ({ replyTypes, ...s }: StepDraft & ReplyTypeStep): StepDraft => ({ ...s, variants: s.variants.map((v, i) => ({ ...v, replyType: replyTypes[i] ?? v.replyType })) });

/** Steps with the first email step's variants forced to newThread. */
export const withReplyRule = (steps: readonly StepDraft[]): StepDraft[] => applyReplyTypeRule(steps.map(toRule)).map(fromRule);

/** Steps without the one at `index`; deleting the first email step turns later email steps to newThread. */
export const removeStep = (steps: readonly StepDraft[], index: number): StepDraft[] => withReplyRule(deleteStepReplyTypes(steps.map(toRule), index).map(fromRule));

/** Steps with the one at `index` moved by `delta` (-1 up, +1 down); out of range: unchanged. */
export function moveStep(steps: readonly StepDraft[], index: number, delta: -1 | 1): StepDraft[] {
  const target = index + delta;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return withReplyRule(next);
}
