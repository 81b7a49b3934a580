import { describe, expect, it } from 'vitest';
import type { CallList, ListMetadata, Playbook } from '@/src/contract';
import { condFilterOf, criteriaLogicError, unmappedFilters } from './condFilterOf';
import { filterTextOf, filterValueOf } from './filterValue';
import { listBodyOf } from './listBodyOf';
import { asNewListDraft, emptyListDraft, listDraftOf, newStep } from './listDraftOf';
import type { FilterDraft, ListDraft } from './listDraft';
import { stepInputOf } from './playbookBodies';
import { moveStep, removeStep } from './stepListEdits';

const metadata: Pick<ListMetadata, 'fields' | 'xfilterFields' | 'timeZone'> = {
  timeZone: 'America/New_York',
  fields: [
    { name: 'title', label: 'Title', type: 'string', entity: 'both' },
    { name: 'ownerId', label: 'Owner', type: 'reference', entity: 'both' },
    { name: 'createdAt', label: 'Created', type: 'date', entity: 'both' },
    { name: 'isLead', label: 'Lead', type: 'boolean', entity: 'both' },
  ],
  xfilterFields: { activity: [{ name: 'durationSeconds', type: 'number' }], task: [] },
};
const filter = (field: string, operator: FilterDraft['operator'], valueText: string, key = field): FilterDraft => ({ key, field, operator, valueText });

describe('filter values', () => {
  it('sends empty values as null and no value for isEmpty', () => {
    expect(filterValueOf('string', 'equals', '  ', 'UTC')).toEqual({ ok: true, value: null });
    expect(filterValueOf('string', 'isEmpty', 'x', 'UTC')).toEqual({ ok: true, value: null });
  });
  it('reads dates in the tenant zone and rejects other shapes', () => {
    expect(filterValueOf('date', 'after', '3/5/2026 9:30', 'America/New_York')).toEqual({ ok: true, value: '2026-03-05T14:30:00.000Z' });
    expect(filterValueOf('date', 'after', '2026-03-05', 'UTC')).toEqual({ ok: false, error: 'invalidDate' });
  });
  it('reads numbers, ids, flags and comma lists', () => {
    expect(filterValueOf('reference', 'equals', '4', 'UTC')).toEqual({ ok: true, value: 4 });
    expect(filterValueOf('number', 'in', '1, 2,3', 'UTC')).toEqual({ ok: true, value: [1, 2, 3] });
    expect(filterValueOf('number', 'lessThan', 'x', 'UTC')).toEqual({ ok: false, error: 'invalidNumber' });
    expect(filterValueOf('string', 'in', 'CEO, CTO', 'UTC')).toEqual({ ok: true, value: ['CEO', 'CTO'] });
    expect(filterValueOf('boolean', 'equals', 'false', 'UTC')).toEqual({ ok: true, value: false });
  });
  it('shows stored values back as typed', () => {
    expect(filterTextOf('date', '2026-03-05T05:00:00.000Z', 'America/New_York')).toBe('3/5/2026');
    expect(filterTextOf('number', [1, 2], 'UTC')).toBe('1, 2');
    expect(filterTextOf('string', null, 'UTC')).toBe('');
  });
});

describe('condition filter', () => {
  const criteria = {
    ...emptyListDraft(1).criteria,
    type: 'condition' as const,
    filters: [filter('title', 'contains', 'VP'), filter('ownerId', 'equals', '3'), filter('isLead', 'equals', 'true')],
    logicType: 'advanced' as const,
    logic: '1 AND (2 OR 3)',
  };
  it('builds the condFilter with the limit (1000 by default)', () => {
    const result = condFilterOf({ ...criteria, limitText: '' }, metadata);
    expect(result).toEqual({
      ok: true,
      condFilter: {
        type: 'all',
        filters: [
          { field: 'title', operator: 'contains', value: 'VP' },
          { field: 'ownerId', operator: 'equals', value: 3 },
          { field: 'isLead', operator: 'equals', value: true },
        ],
        logicType: 'advanced',
        logic: '1 AND (2 OR 3)',
        xfilters: [],
        limit: 1000,
      },
    });
  });
  it('names the filters whose value does not parse, subfilters too', () => {
    const bad = {
      ...criteria,
      filters: [filter('createdAt', 'before', '31/12/2026', 'k1')],
      xfilters: [{ key: 'x', operation: 'exists' as const, entity: 'activity' as const, subfilters: [filter('durationSeconds', 'greaterThan', 'long', 'k2')] }],
    };
    expect(condFilterOf(bad, metadata)).toEqual({ ok: false, errors: { k1: 'invalidDate', k2: 'invalidNumber' } });
  });
  it('gives the live validator message for advanced logic only', () => {
    expect(criteriaLogicError(criteria)).toBeNull();
    expect(criteriaLogicError({ ...criteria, logic: '1 AND 2' })).toBe('INVALID_COND_LIST_USE_ALL_FILTERS');
    expect(criteriaLogicError({ ...criteria, logic: '1 AND 2 OR' })).toBe('INVALID_COND_LIST_EXPRESSION');
    expect(criteriaLogicError({ ...criteria, logic: '' })).toBe('INVALID_COND_LIST_USE_ALL_FILTERS');
    expect(criteriaLogicError({ ...criteria, logicType: 'all', logic: 'junk' })).toBeNull();
  });
  it('warns about unmapped fields', () => {
    expect(unmappedFilters([filter('title', 'equals', ''), filter('legacyScore', 'equals', ''), filter('otherFields.Region', 'equals', '')], metadata).map((f) => f.field)).toEqual(['legacyScore']);
  });
});

describe('list body', () => {
  it('is static without criteria and stores auto refresh in milliseconds for conditions', () => {
    const d: ListDraft = { ...emptyListDraft(5), name: ' Q3 ' };
    expect(listBodyOf(d, null)).toMatchObject({ name: 'Q3', type: 'static', ownerId: 5, condFilter: null, autoRefreshRate: null, salesforceReportId: null });
    const dynamic = { ...d, criteria: { ...d.criteria, type: 'condition' as const, autoRefreshMinutes: '15' } };
    expect(listBodyOf(dynamic, { filters: [] })).toMatchObject({ type: 'dynamic', autoRefreshRate: 900_000 });
  });
  it('keeps shared-with users only when shared', () => {
    const d: ListDraft = { ...emptyListDraft(5), name: 'x', sharedWithIds: [2] };
    expect(listBodyOf(d, null).sharedWithIds).toEqual([]);
    expect(listBodyOf({ ...d, sharing: 'READ_WRITE' }, null).sharedWithIds).toEqual([2]);
  });
});

describe('steps', () => {
  it('converts the gap to minutes and keeps only what the action uses', () => {
    const call = {
      ...newStep('call', 'Call'),
      gapValue: '1',
      gapUnit: 'day' as const,
      variants: [{ key: 'v', id: null, letter: 'A', name: '', replyType: 'newThread' as const, subject: 's', body: 'b' }],
    };
    expect(stepInputOf(call)).toMatchObject({ gap: 1440, contactPhoneField: 'Phone', variants: [], modifyField: [] });
    const email = { ...call, action: 'automatic-email' as const, gapValue: '2', gapUnit: 'week' as const };
    expect(stepInputOf(email)).toMatchObject({ gap: 20160, contactPhoneField: null, variants: [{ name: '', template: { replyType: 'newThread', subject: 's', body: 'b' } }] });
  });
  it('forces newThread on later email steps when the first email step is removed, and on the new first after a move', () => {
    const v = (replyType: 'newThread' | 'reply') => ({ key: 'v', id: null, letter: 'A', name: '', replyType, subject: '', body: '' });
    const steps = [{ ...newStep('email', 'E1'), variants: [v('newThread')] }, { ...newStep('call', 'C') }, { ...newStep('email', 'E2'), variants: [v('reply')] }];
    expect(removeStep(steps, 0)[1]?.variants[0]?.replyType).toBe('newThread');
    const moved = moveStep(steps, 2, -1);
    expect(moved.map((s) => s.name)).toEqual(['E1', 'E2', 'C']);
    expect(moveStep(moved, 1, -1)[0]?.variants[0]?.replyType).toBe('newThread');
  });
});

describe('draft of a saved list', () => {
  const list = {
    id: 8,
    name: 'Hot leads',
    owner: { id: 2, firstName: 'M', lastName: 'G' },
    priority: 0,
    sharing: 'READ_WRITE',
    sharedWith: [],
    assignees: [{ id: 3, firstName: 'R', lastName: 'E' }],
    tags: [{ id: 1, name: 'Q3' }],
    playOwnerContactsOnly: true,
    playOwnerAccountsOnly: false,
    complyEntryCriteriaAfterMove: false,
    allowContactsBackToList: true,
    defaultCallResult: null,
    defaultProjectName: null,
    salesforceReportId: null,
    salesforceReportForceExec: false,
    autoRefreshRate: 1_800_000,
    condFilter: { type: 'lead', filters: [{ field: 'createdAt', operator: 'after', value: '2026-03-05T05:00:00.000Z' }], logicType: 'all', logic: null, xfilters: [], limit: 200 },
  } as unknown as CallList;
  const playbook = {
    id: 4,
    name: 'PB',
    description: '',
    isTemplate: false,
    trackEmailOpens: true,
    trackEmailClicks: false,
    automaticEmailUser: { id: 2 },
    exitConditions: [{ condition: 'connectCall', value: null, success: true }],
    maxModifyFields: 10,
    listIds: [8],
    steps: [
      {
        id: 11,
        name: 'Mail',
        priority: 1,
        position: 1,
        action: 'automatic-email',
        gap: 1440,
        businessDays: false,
        calendarDays: true,
        schedule: null,
        contactPhoneField: null,
        leadPhoneField: null,
        defaultCallResult: null,
        modifyField: [],
        contactsCount: 0,
        dueCount: 0,
        variants: [{ id: 21, letter: 'A', name: '', template: { replyType: 'newThread', subject: 'Hi', body: 'B' }, contactsCount: 0, dueCount: 0 }],
      },
      {
        id: 10,
        name: 'Call',
        priority: 1,
        position: 0,
        action: 'call',
        gap: 0,
        businessDays: false,
        calendarDays: true,
        schedule: null,
        contactPhoneField: 'MobilePhone',
        leadPhoneField: 'Phone',
        defaultCallResult: null,
        modifyField: [],
        contactsCount: 0,
        dueCount: 0,
        variants: [],
      },
    ],
  } as unknown as Playbook;
  it('shows everything as saved: criteria, auto refresh minutes, steps by position with gaps in units', () => {
    const d = listDraftOf(list, playbook, metadata);
    expect(d.criteria).toMatchObject({ type: 'condition', recordType: 'lead', limitText: '200', autoRefresh: true, autoRefreshMinutes: '30' });
    expect(d.criteria.filters[0]?.valueText).toBe('3/5/2026');
    expect(d.playbook.steps.map((s) => [s.id, s.name, s.gapValue, s.gapUnit])).toEqual([
      [10, 'Call', '0', 'day'],
      [11, 'Mail', '1', 'day'],
    ]);
    expect(d.playbook.automaticEmailUserId).toBe(2);
  });
  it("saves as a new list with the 'copy of' name and no server ids", () => {
    const d = asNewListDraft(listDraftOf(list, playbook, metadata), 2);
    expect(d.name).toBe('Copy of Hot leads');
    expect(d.playbook.steps.every((s) => s.id === null && s.variants.every((v) => v.id === null) && s.confirmed)).toBe(true);
  });
});
