import { describe, expect, it } from 'vitest';
import { playbookSavePlan } from './playbook-save-plan';

describe('playbook association on save', () => {
  it('normal to playbook: creates the playbook, then associates it', () => {
    expect(playbookSavePlan({ initialPlaybookId: null, initialStepIds: [], hasPlaybook: true, steps: [{ key: 'a', id: null }] })).toEqual([
      { kind: 'createPlaybook' },
      { kind: 'associate', playbookId: 'created' },
    ]);
  });
  it('normal to normal: no call', () => {
    expect(playbookSavePlan({ initialPlaybookId: null, initialStepIds: [], hasPlaybook: false, steps: [] })).toEqual([]);
  });
  it('playbook to normal: dissociates it', () => {
    expect(playbookSavePlan({ initialPlaybookId: 7, initialStepIds: [1, 2], hasPlaybook: false, steps: [] })).toEqual([{ kind: 'dissociate', playbookId: 7 }]);
  });
  it('playbook to playbook: base, then exit conditions, then each step in sequence', () => {
    const plan = playbookSavePlan({
      initialPlaybookId: 7,
      initialStepIds: [1, 2, 3],
      hasPlaybook: true,
      steps: [
        { key: 's3', id: 3 },
        { key: 'new', id: null },
        { key: 's1', id: 1 },
      ],
    });
    expect(plan).toEqual([
      { kind: 'updatePlaybook', playbookId: 7 },
      { kind: 'updateExitConditions', playbookId: 7 },
      { kind: 'deleteStep', playbookId: 7, stepId: 2 },
      { kind: 'updateStep', playbookId: 7, stepKey: 's3', stepId: 3, position: 0 },
      { kind: 'addStep', playbookId: 7, stepKey: 'new', position: 1 },
      { kind: 'updateStep', playbookId: 7, stepKey: 's1', stepId: 1, position: 2 },
    ]);
  });
  it('after a failed save that created the playbook, the retry updates it and then associates it', () => {
    const plan = playbookSavePlan({ initialPlaybookId: 9, initialStepIds: [4], associated: false, hasPlaybook: true, steps: [{ key: 'a', id: 4 }] });
    expect(plan.map((c) => c.kind)).toEqual(['updatePlaybook', 'updateExitConditions', 'updateStep', 'associate']);
    expect(playbookSavePlan({ initialPlaybookId: 9, initialStepIds: [4], associated: false, hasPlaybook: false, steps: [] })).toEqual([]);
  });
});
