import { describe, expect, it } from 'vitest';
import { listBodyOf } from './listBodyOf';
import type { ListDraft, StepDraft } from './listDraft';
import { emptyListDraft, newStep } from './listDraftOf';
import { runListSave, type SaveRun, type SaveState } from './runListSave';

/*
 * The save runner against a fake api that keeps lists and playbooks like the server does (steps
 * renumbered on add, move and delete; associations per list), logs every call in order and can fail
 * a chosen call once. The runner only reads ids, positions and letters from the replies.
 */

interface FakeStep {
  id: number;
  name: string;
  variants: { id: number; letter: string }[];
}
interface FakePlaybook {
  id: number;
  name: string;
  exitConditions: string[];
  steps: FakeStep[];
}
interface CallInput {
  params?: Record<string, number>;
  body?: unknown;
}
interface StepBody {
  step: { name: string; variants: { id?: number }[] };
  position?: number;
}

class FakeServer {
  lists = new Map<number, { name: string; playbookId: number | null }>();
  playbooks = new Map<number, FakePlaybook>();
  log: string[] = [];
  private nextId = 100;
  private failNext: ((entry: string) => boolean) | null = null;

  /** The next call whose log entry matches fails (once), after being logged, with nothing written. */
  failOnce(match: (entry: string) => boolean) {
    this.failNext = match;
  }

  addPlaybook(name: string, stepNames: string[]): FakePlaybook {
    const p: FakePlaybook = { id: this.id(), name, exitConditions: [], steps: stepNames.map((n) => ({ id: this.id(), name: n, variants: [] })) };
    this.playbooks.set(p.id, p);
    return p;
  }

  stepNames(playbookId: number | null): string[] {
    return playbookId === null ? [] : (this.playbooks.get(playbookId)?.steps.map((s) => s.name) ?? []);
  }

  private id() {
    return ++this.nextId;
  }

  private reply(p: FakePlaybook) {
    return { playbook: { id: p.id, steps: p.steps.map((s, position) => ({ id: s.id, position, variants: s.variants })) } };
  }

  private stepOf(body: StepBody, id: number, old?: FakeStep): FakeStep {
    // Variants sent without an id are new: they get an id and the next letter.
    const variants = body.step.variants.map((v, i) => old?.variants.find((o) => o.id === v.id) ?? { id: this.id(), letter: String.fromCharCode(65 + i) });
    return { id, name: body.step.name, variants };
  }

  private playbook(input: CallInput): FakePlaybook {
    const p = this.playbooks.get(input.params?.['id'] ?? -1);
    if (!p) throw new Error('The playbook was not found');
    return p;
  }

  private entry(key: string, input: CallInput): string {
    const params = Object.values(input.params ?? {}).join(',');
    const step = (input.body as StepBody | undefined)?.step;
    const position = (input.body as StepBody | undefined)?.position;
    return [key, params, step ? `${step.name}@${position ?? '-'}` : ''].filter((x) => x !== '').join(' ');
  }

  readonly call = (async (key: string, input: CallInput) => {
    const entry = this.entry(key, input);
    this.log.push(entry);
    if (this.failNext?.(entry)) {
      this.failNext = null;
      throw new Error(`Failed: ${entry}`);
    }
    const body = input.body;
    switch (key) {
      case 'createList': {
        const id = this.id();
        this.lists.set(id, { name: (body as { name: string }).name, playbookId: null });
        return { list: { id } };
      }
      case 'updateListDefinition': {
        const id = input.params?.['listId'] ?? -1;
        const list = this.lists.get(id);
        if (!list) throw new Error('The list was not found');
        list.name = (body as { name: string }).name;
        return { list: { id } };
      }
      case 'createPlaybook': {
        const b = body as { name: string; exitConditions: { condition: string }[]; steps: StepBody['step'][] };
        const p: FakePlaybook = { id: this.id(), name: b.name, exitConditions: b.exitConditions.map((c) => c.condition), steps: [] };
        p.steps = b.steps.map((s) => this.stepOf({ step: s }, this.id()));
        this.playbooks.set(p.id, p);
        return this.reply(p);
      }
      case 'associatePlaybookList':
      case 'dissociatePlaybookList': {
        const list = this.lists.get(input.params?.['listId'] ?? -1);
        const p = this.playbook(input);
        if (!list) throw new Error('The list was not found');
        list.playbookId = key === 'associatePlaybookList' ? p.id : null;
        return this.reply(p);
      }
      case 'updatePlaybook': {
        const p = this.playbook(input);
        p.name = (body as { name: string }).name;
        return this.reply(p);
      }
      case 'updatePlaybookExitConditions': {
        const p = this.playbook(input);
        p.exitConditions = (body as { exitConditions: { condition: string }[] }).exitConditions.map((c) => c.condition);
        return this.reply(p);
      }
      case 'deletePlaybookStep': {
        const p = this.playbook(input);
        p.steps = p.steps.filter((s) => s.id !== input.params?.['stepId']);
        return this.reply(p);
      }
      case 'addPlaybookStep':
      case 'updatePlaybookStep': {
        const p = this.playbook(input);
        const b = body as StepBody;
        const old = p.steps.find((s) => s.id === input.params?.['stepId']);
        if (key === 'updatePlaybookStep' && !old) throw new Error('The step was not found');
        const step = this.stepOf(b, old?.id ?? this.id(), old);
        const rest = p.steps.filter((s) => s !== old);
        rest.splice(b.position ?? rest.length, 0, step);
        p.steps = rest;
        return this.reply(p);
      }
      default:
        throw new Error(`Unexpected call ${key}`);
    }
  }) as unknown as SaveRun['call'];
}

const confirmed = (action: StepDraft['action'], name: string, variants = 0): StepDraft => ({
  ...newStep(action, name),
  confirmed: true,
  variants: Array.from({ length: variants }, (_, i) => ({ key: `${name}-v${i}`, id: null, letter: '', name: '', replyType: 'newThread' as const, subject: `${name} ${i}`, body: '' })),
});

const withPlaybook = (draft: ListDraft, steps: StepDraft[]): ListDraft => ({
  ...draft,
  playbook: { ...draft.playbook, enabled: true, steps, exitConditions: [{ key: 'x1', condition: 'inboundCall', value: null, success: true }] },
});

/** Runs a save the way the form does: keeps what onSaved reports, so a retry starts from it. */
async function save(server: FakeServer, draft: ListDraft, state: SaveState) {
  const progress: string[] = [];
  const kept = { state, draft, error: null as Error | null };
  try {
    await runListSave({
      draft,
      body: listBodyOf(draft, null),
      state,
      call: server.call,
      onProgress: (kind, index, total) => progress.push(`${index}/${total} ${kind}`),
      onSaved: (s, d) => {
        kept.state = s;
        kept.draft = d;
      },
    });
  } catch (e) {
    kept.error = e instanceof Error ? e : new Error(String(e));
  }
  return { ...kept, progress };
}

const fresh: SaveState = { listId: null, playbookId: null, associated: true, stepIds: [] };

describe('runListSave: normal to playbook', () => {
  it('creates the list, then the playbook with its steps, then associates it, reporting progress', async () => {
    const server = new FakeServer();
    const draft = withPlaybook({ ...emptyListDraft(1), name: 'Q4' }, [confirmed('call', 'Call'), confirmed('automatic-email', 'Mail', 2)]);
    const result = await save(server, draft, fresh);

    expect(result.error).toBeNull();
    const listId = result.state.listId!;
    const playbookId = result.state.playbookId!;
    expect(server.log).toEqual(['createList', 'createPlaybook', `associatePlaybookList ${playbookId},${listId}`]);
    expect(result.progress).toEqual(['1/3 createList', '2/3 createPlaybook', '3/3 associate']);
    expect(server.lists.get(listId)?.playbookId).toBe(playbookId);
    expect(server.stepNames(playbookId)).toEqual(['Call', 'Mail']);
    expect(server.playbooks.get(playbookId)?.exitConditions).toEqual(['inboundCall']);
    // The draft learned the server's ids, so a later save updates rather than adds.
    const saved = server.playbooks.get(playbookId)!.steps;
    expect(result.draft.playbook.steps.map((s) => s.id)).toEqual(saved.map((s) => s.id));
    expect(result.draft.playbook.steps[1]?.variants.map((v) => [v.id, v.letter])).toEqual(saved[1]!.variants.map((v) => [v.id, v.letter]));
    expect(result.state).toEqual({ listId, playbookId, associated: true, stepIds: saved.map((s) => s.id) });
  });

  it('a list saved without a playbook makes no playbook call', async () => {
    const server = new FakeServer();
    const result = await save(server, { ...emptyListDraft(1), name: 'Plain' }, fresh);
    expect(server.log).toEqual(['createList']);
    expect(result.progress).toEqual(['1/1 createList']);
  });
});

describe('runListSave: playbook to normal', () => {
  it('updates the list, then dissociates its playbook (which is kept, not deleted)', async () => {
    const server = new FakeServer();
    const p = server.addPlaybook('Old', ['Call']);
    server.lists.set(7, { name: 'Old list', playbookId: p.id });
    const result = await save(server, { ...emptyListDraft(1), name: 'Old list' }, { listId: 7, playbookId: p.id, associated: true, stepIds: [p.steps[0]!.id] });

    expect(result.error).toBeNull();
    expect(server.log).toEqual(['updateListDefinition 7', `dissociatePlaybookList ${p.id},7`]);
    expect(server.lists.get(7)?.playbookId).toBeNull();
    expect(server.playbooks.has(p.id)).toBe(true);
    expect(result.state).toMatchObject({ listId: 7, playbookId: null, stepIds: [] });
    // Saving again has nothing left to dissociate.
    server.log = [];
    await save(server, result.draft, result.state);
    expect(server.log).toEqual(['updateListDefinition 7']);
  });
});

describe('runListSave: playbook to playbook', () => {
  it('updates the base, then the exit conditions, deletes removed steps, then saves each step in the form order', async () => {
    const server = new FakeServer();
    const p = server.addPlaybook('Flow', ['A', 'B', 'C']);
    server.lists.set(7, { name: 'Flow list', playbookId: p.id });
    const [a, b, c] = p.steps.map((s) => ({ ...confirmed('call', s.name), id: s.id }));
    // B removed, C moved first, D added last.
    const draft = withPlaybook({ ...emptyListDraft(1), name: 'Flow list' }, [c!, a!, confirmed('call', 'D')]);
    const result = await save(server, draft, { listId: 7, playbookId: p.id, associated: true, stepIds: p.steps.map((s) => s.id) });

    expect(result.error).toBeNull();
    expect(server.log).toEqual([
      'updateListDefinition 7',
      `updatePlaybook ${p.id}`,
      `updatePlaybookExitConditions ${p.id}`,
      `deletePlaybookStep ${p.id},${b!.id}`,
      `updatePlaybookStep ${p.id},${c!.id} C@0`,
      `updatePlaybookStep ${p.id},${a!.id} A@1`,
      `addPlaybookStep ${p.id} D@2`,
    ]);
    expect(result.progress.at(-1)).toBe('7/7 addStep');
    expect(server.stepNames(p.id)).toEqual(['C', 'A', 'D']);
    expect(server.playbooks.get(p.id)?.exitConditions).toEqual(['inboundCall']);
    expect(server.lists.get(7)?.playbookId).toBe(p.id);
    const d = server.playbooks.get(p.id)!.steps[2]!;
    expect(result.draft.playbook.steps[2]?.id).toBe(d.id);
    expect(result.state.stepIds).toEqual([a!.id, c!.id, d.id]);
  });
});

describe('runListSave: a failure in the middle', () => {
  it('keeps the list and playbook already saved; the retry associates them without a second list or playbook', async () => {
    const server = new FakeServer();
    const draft = withPlaybook({ ...emptyListDraft(1), name: 'Q4' }, [confirmed('call', 'Call'), confirmed('email', 'Mail', 1)]);
    server.failOnce((e) => e.startsWith('associatePlaybookList'));
    const first = await save(server, draft, fresh);

    expect(first.error?.message).toMatch(/^Failed: associatePlaybookList/);
    const listId = first.state.listId!;
    const playbookId = first.state.playbookId!;
    expect(first.state).toMatchObject({ listId, playbookId, associated: false });
    expect(server.lists.get(listId)?.playbookId).toBeNull();
    expect(server.playbooks.size).toBe(1);

    server.log = [];
    const retry = await save(server, first.draft, first.state);
    expect(retry.error).toBeNull();
    const [call, mail] = server.playbooks.get(playbookId)!.steps;
    expect(server.log).toEqual([
      `updateListDefinition ${listId}`,
      `updatePlaybook ${playbookId}`,
      `updatePlaybookExitConditions ${playbookId}`,
      `updatePlaybookStep ${playbookId},${call!.id} Call@0`,
      `updatePlaybookStep ${playbookId},${mail!.id} Mail@1`,
      `associatePlaybookList ${playbookId},${listId}`,
    ]);
    expect(server.lists.size).toBe(1);
    expect(server.playbooks.size).toBe(1);
    expect(server.lists.get(listId)?.playbookId).toBe(playbookId);
    expect(server.stepNames(playbookId)).toEqual(['Call', 'Mail']);
    // The variant kept its id: updated, not added again.
    expect(mail!.variants).toHaveLength(1);
    expect(retry.state.associated).toBe(true);
  });

  it('a failed step add keeps the steps added before it; the retry updates those and adds only the rest', async () => {
    const server = new FakeServer();
    const p = server.addPlaybook('Flow', ['A']);
    server.lists.set(7, { name: 'Flow list', playbookId: p.id });
    const a = { ...confirmed('call', 'A'), id: p.steps[0]!.id };
    const draft = withPlaybook({ ...emptyListDraft(1), name: 'Flow list' }, [a, confirmed('call', 'B'), confirmed('email', 'C', 2)]);
    server.failOnce((e) => e.startsWith('addPlaybookStep') && e.endsWith('C@2'));
    const first = await save(server, draft, { listId: 7, playbookId: p.id, associated: true, stepIds: [a.id] });

    expect(first.error?.message).toMatch(/C@2$/);
    expect(server.stepNames(p.id)).toEqual(['A', 'B']);
    const bId = server.playbooks.get(p.id)!.steps[1]!.id;
    expect(first.draft.playbook.steps.map((s) => s.id)).toEqual([a.id, bId, null]);
    expect(first.state.stepIds).toEqual([a.id, bId]);

    server.log = [];
    const retry = await save(server, first.draft, first.state);
    expect(retry.error).toBeNull();
    expect(server.log.slice(3)).toEqual([`updatePlaybookStep ${p.id},${a.id} A@0`, `updatePlaybookStep ${p.id},${bId} B@1`, `addPlaybookStep ${p.id} C@2`]);
    expect(server.stepNames(p.id)).toEqual(['A', 'B', 'C']);
    expect(server.playbooks.get(p.id)!.steps[2]!.variants.map((v) => v.letter)).toEqual(['A', 'B']);
  });

  it('a failure of the list call itself reports nothing saved, so the retry starts over with one list', async () => {
    const server = new FakeServer();
    server.failOnce((e) => e === 'createList');
    const draft = withPlaybook({ ...emptyListDraft(1), name: 'Q4' }, [confirmed('call', 'Call')]);
    const first = await save(server, draft, fresh);
    expect(first.error).not.toBeNull();
    expect(first.state).toBe(fresh);
    expect(server.lists.size).toBe(0);
    const retry = await save(server, first.draft, first.state);
    expect(retry.error).toBeNull();
    expect(server.lists.size).toBe(1);
    expect(server.playbooks.size).toBe(1);
  });
});
