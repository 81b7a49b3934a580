/**
 * The ordered calls that save a list's playbook (spec 2 section 4, "Playbook association on save"):
 * - no playbook before, one now: create the playbook, then associate it with the list;
 * - a playbook before, none now: dissociate it;
 * - a playbook before and now: update the base, then the exit conditions, then each step in sequence.
 * Steps removed in the form are deleted first, so the positions of the steps that follow are the
 * form's order.
 */
export type PlaybookSaveCall =
  | { kind: 'createPlaybook' }
  | { kind: 'associate'; playbookId: number | 'created' }
  | { kind: 'dissociate'; playbookId: number }
  | { kind: 'updatePlaybook'; playbookId: number }
  | { kind: 'updateExitConditions'; playbookId: number }
  | { kind: 'deleteStep'; playbookId: number; stepId: number }
  | { kind: 'addStep'; playbookId: number; stepKey: string; position: number }
  | { kind: 'updateStep'; playbookId: number; stepKey: string; stepId: number; position: number };

export interface PlaybookSaveInput {
  /** The playbook the list had when the form opened (null for a new list or a clone). */
  initialPlaybookId: number | null;
  /** Step ids the playbook had when the form opened. */
  initialStepIds: readonly number[];
  /**
   * Whether that playbook is associated with the list; false only when a save that created it failed
   * before associating (the retry then associates after updating).
   */
  associated?: boolean;
  /** Whether the form now has a playbook. */
  hasPlaybook: boolean;
  /** The form's steps in order; id null for a step added in the form. */
  steps: readonly { key: string; id: number | null }[];
}

export function playbookSavePlan(input: PlaybookSaveInput): PlaybookSaveCall[] {
  const { initialPlaybookId: pid, hasPlaybook } = input;
  if (pid === null) return hasPlaybook ? [{ kind: 'createPlaybook' }, { kind: 'associate', playbookId: 'created' }] : [];
  // A playbook created by a failed save and never associated has nothing to dissociate.
  if (!hasPlaybook) return input.associated === false ? [] : [{ kind: 'dissociate', playbookId: pid }];
  const kept = new Set(input.steps.flatMap((s) => (s.id === null ? [] : [s.id])));
  const calls: PlaybookSaveCall[] = [
    { kind: 'updatePlaybook', playbookId: pid },
    { kind: 'updateExitConditions', playbookId: pid },
  ];
  for (const stepId of input.initialStepIds) if (!kept.has(stepId)) calls.push({ kind: 'deleteStep', playbookId: pid, stepId });
  input.steps.forEach((s, position) => {
    calls.push(s.id === null ? { kind: 'addStep', playbookId: pid, stepKey: s.key, position } : { kind: 'updateStep', playbookId: pid, stepKey: s.key, stepId: s.id, position });
  });
  if (input.associated === false) calls.push({ kind: 'associate', playbookId: pid });
  return calls;
}
