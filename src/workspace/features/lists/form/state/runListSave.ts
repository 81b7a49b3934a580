import type { ListBody, Playbook } from '@/src/contract';
import { playbookSavePlan, type PlaybookSaveCall } from '@/src/domain/lists/playbook-save-plan';
import type { ListDraft, StepDraft } from './listDraft';
import { exitConditionsOf, playbookBaseOf, playbookCreateOf, stepInputOf } from './playbookBodies';
import type { ApiClient } from '@/src/contract';

/** What the server holds so far; kept between attempts so a retry after a failure repeats nothing done. */
export interface SaveState {
  listId: number | null;
  playbookId: number | null;
  associated: boolean;
  stepIds: number[];
}

export type SaveCallKind = 'createList' | 'updateList' | PlaybookSaveCall['kind'];

export interface SaveRun {
  draft: ListDraft;
  body: ListBody;
  state: SaveState;
  call: ApiClient['call'];
  /** Before each call: its kind, its number (1-based) and how many there are. */
  onProgress(kind: SaveCallKind, index: number, total: number): void;
  /** After each call that succeeded: the new server state and the draft with the ids it learned. */
  onSaved(state: SaveState, draft: ListDraft): void;
}

/** Server ids of a step's variants learned from a reply, matched by order (new variants are added last). */
function withIds(step: StepDraft, saved: Playbook['steps'][number] | undefined): StepDraft {
  if (!saved) return step;
  return {
    ...step,
    id: saved.id,
    variants: step.variants.map((v, i) => {
      const sv = saved.variants[i];
      return sv ? { ...v, id: sv.id, letter: sv.letter } : v;
    }),
  };
}

/**
 * Saves the list (create or update its definition), then its playbook by the association plan
 * (spec 2 section 4), one call at a time, in order. Throws the first failure; everything done before it
 * has been reported through onSaved.
 */
export async function runListSave(run: SaveRun): Promise<SaveState> {
  let { state, draft } = run;
  const saved = () => run.onSaved(state, draft);
  const plan = () =>
    playbookSavePlan({ initialPlaybookId: state.playbookId, initialStepIds: state.stepIds, associated: state.associated, hasPlaybook: draft.playbook.enabled, steps: draft.playbook.steps });
  const total = 1 + plan().length;

  run.onProgress(state.listId === null ? 'createList' : 'updateList', 1, total);
  const listReply = state.listId === null ? await run.call('createList', { body: run.body }) : await run.call('updateListDefinition', { params: { listId: state.listId }, body: run.body });
  state = { ...state, listId: listReply.list.id };
  saved();
  const listId = listReply.list.id;

  const calls = plan();
  for (const [i, c] of calls.entries()) {
    run.onProgress(c.kind, i + 2, total);
    const steps = draft.playbook.steps;
    switch (c.kind) {
      case 'createPlaybook': {
        const { playbook } = await run.call('createPlaybook', { body: playbookCreateOf(draft.playbook, draft.name) });
        const byPosition = [...playbook.steps].sort((a, b) => a.position - b.position);
        draft = { ...draft, playbook: { ...draft.playbook, steps: steps.map((s, idx) => withIds(s, byPosition[idx])) } };
        state = { ...state, playbookId: playbook.id, associated: false, stepIds: byPosition.map((s) => s.id) };
        break;
      }
      case 'associate': {
        const playbookId = c.playbookId === 'created' ? state.playbookId : c.playbookId;
        if (playbookId === null) throw new Error('No playbook to associate');
        await run.call('associatePlaybookList', { params: { id: playbookId, listId } });
        state = { ...state, associated: true };
        break;
      }
      case 'dissociate':
        await run.call('dissociatePlaybookList', { params: { id: c.playbookId, listId } });
        state = { ...state, playbookId: null, associated: true, stepIds: [] };
        break;
      case 'updatePlaybook':
        await run.call('updatePlaybook', { params: { id: c.playbookId }, body: playbookBaseOf(draft.playbook, draft.name) });
        break;
      case 'updateExitConditions':
        await run.call('updatePlaybookExitConditions', { params: { id: c.playbookId }, body: { exitConditions: exitConditionsOf(draft.playbook) } });
        break;
      case 'deleteStep':
        await run.call('deletePlaybookStep', { params: { id: c.playbookId, stepId: c.stepId } });
        state = { ...state, stepIds: state.stepIds.filter((id) => id !== c.stepId) };
        break;
      case 'addStep':
      case 'updateStep': {
        const step = steps.find((s) => s.key === c.stepKey);
        if (!step) break;
        const { playbook } =
          c.kind === 'addStep'
            ? await run.call('addPlaybookStep', { params: { id: c.playbookId }, body: { step: stepInputOf(step), position: c.position } })
            : await run.call('updatePlaybookStep', { params: { id: c.playbookId, stepId: c.stepId }, body: { step: stepInputOf(step), position: c.position } });
        const savedStep = c.kind === 'addStep' ? playbook.steps.find((s) => s.position === c.position) : playbook.steps.find((s) => s.id === c.stepId);
        draft = { ...draft, playbook: { ...draft.playbook, steps: steps.map((s) => (s.key === c.stepKey ? withIds(s, savedStep) : s)) } };
        if (c.kind === 'addStep' && savedStep) state = { ...state, stepIds: [...state.stepIds, savedStep.id] };
        break;
      }
    }
    saved();
  }
  return state;
}
