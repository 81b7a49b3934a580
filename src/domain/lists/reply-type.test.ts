import { describe, expect, it } from 'vitest';
import { applyReplyTypeRule, deleteStepReplyTypes, replyTypeOptions, type ReplyTypeStep } from './reply-type';

const steps: ReplyTypeStep[] = [
  { action: 'call', replyTypes: [] },
  { action: 'email', replyTypes: ['reply'] },
  { action: 'automatic-email', replyTypes: ['reply', 'newThread'] },
  { action: 'email', replyTypes: ['reply'] },
];

describe('email step reply type (spec 2 section 4)', () => {
  it('offers only newThread for the first email step, both for later ones', () => {
    expect(replyTypeOptions(steps, 0)).toEqual([]);
    expect(replyTypeOptions(steps, 1)).toEqual(['newThread']);
    expect(replyTypeOptions(steps, 2)).toEqual(['newThread', 'reply']);
  });
  it('forces the first email step to newThread and leaves later ones', () => {
    const ruled = applyReplyTypeRule(steps);
    expect(ruled.map((s) => s.replyTypes)).toEqual([[], ['newThread'], ['reply', 'newThread'], ['reply']]);
  });
  it('deleting the first email step forces later email steps to newThread', () => {
    const after = deleteStepReplyTypes(steps, 1);
    expect(after.map((s) => s.replyTypes)).toEqual([[], ['newThread', 'newThread'], ['newThread']]);
  });
  it('deleting a later step keeps the others as they are', () => {
    const after = deleteStepReplyTypes(steps, 2);
    expect(after.map((s) => s.replyTypes)).toEqual([[], ['reply'], ['reply']]);
  });
});
