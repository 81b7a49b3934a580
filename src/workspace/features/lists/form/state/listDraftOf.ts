import type { CallList, ListMetadata, Playbook } from '@/src/contract';
import { autoRefreshMsToMinutes, DEFAULT_AUTO_REFRESH_MINUTES } from '@/src/domain/lists/auto-refresh';
import { DEFAULT_CONDITION_LIMIT } from '@/src/domain/lists/filter-limits';
import { gapFromMinutes } from '@/src/domain/lists/gap';
import { copyOfName } from '@/src/domain/lists/list-copy-name';
import { DEFAULT_MAX_MODIFY_FIELDS } from '@/src/domain/lists/modify-field-rules';
import { filterFieldType, subfilterFieldType } from './condFilterOf';
import { filterTextOf } from './filterValue';
import { newKey, type CriteriaDraft, type ListDraft, type PlaybookDraft, type StepDraft } from './listDraft';

export const emptyCriteria = (): CriteriaDraft => ({
  type: 'none',
  recordType: 'all',
  filters: [],
  logicType: 'all',
  logic: '',
  xfilters: [],
  limitText: String(DEFAULT_CONDITION_LIMIT),
  autoRefresh: true,
  autoRefreshMinutes: String(DEFAULT_AUTO_REFRESH_MINUTES),
  reportId: '',
  reportForceExec: false,
});

export const emptyPlaybook = (): PlaybookDraft => ({
  enabled: false,
  name: '',
  description: '',
  trackEmailOpens: true,
  trackEmailClicks: true,
  automaticEmailUserId: -1,
  exitConditions: [],
  steps: [],
  maxModifyFields: DEFAULT_MAX_MODIFY_FIELDS,
});

/** A new list: the caller owns it, medium priority, not shared, no criteria, no playbook. */
export const emptyListDraft = (ownerId: number | null): ListDraft => ({
  name: '',
  ownerId,
  priority: 1,
  sharing: 'NONE',
  sharedWithIds: [],
  assigneeIds: [],
  tagIds: [],
  playOwnerContactsOnly: false,
  playOwnerAccountsOnly: false,
  complyEntryCriteriaAfterMove: false,
  allowContactsBackToList: false,
  defaultCallResult: null,
  defaultProjectName: '',
  criteria: emptyCriteria(),
  playbook: emptyPlaybook(),
});

/** A new step of `action`: saved with Done before the list can be saved. */
export const newStep = (action: StepDraft['action'], name: string): StepDraft => ({
  key: newKey('step'),
  id: null,
  confirmed: false,
  name,
  priority: 1,
  action,
  gapValue: '0',
  gapUnit: 'day',
  businessDays: false,
  contactPhoneField: action === 'call' ? 'Phone' : null,
  leadPhoneField: action === 'call' ? 'Phone' : null,
  defaultCallResult: null,
  modifyField: [],
  variants: [],
});

function criteriaOf(list: CallList, metadata: Pick<ListMetadata, 'fields' | 'xfilterFields' | 'timeZone'>): CriteriaDraft {
  const base = emptyCriteria();
  const cf = list.condFilter;
  if (list.salesforceReportId) return { ...base, type: 'report', reportId: list.salesforceReportId, reportForceExec: list.salesforceReportForceExec };
  if (!cf) return base;
  const tz = metadata.timeZone;
  return {
    ...base,
    type: 'condition',
    recordType: cf.type,
    filters: cf.filters.map((f) => ({ key: newKey('f'), field: f.field, operator: f.operator, valueText: filterTextOf(filterFieldType(f.field, metadata) ?? 'string', f.value, tz) })),
    logicType: cf.logicType,
    logic: cf.logic ?? '',
    xfilters: cf.xfilters.map((x) => ({
      key: newKey('x'),
      operation: x.operation,
      entity: x.entity,
      subfilters: x.subfilters.map((s) => ({
        key: newKey('s'),
        field: s.field,
        operator: s.operator,
        valueText: filterTextOf(subfilterFieldType(x.entity, s.field, metadata) ?? 'string', s.value, tz),
      })),
    })),
    limitText: String(cf.limit),
    autoRefresh: list.autoRefreshRate !== null,
    autoRefreshMinutes: String(autoRefreshMsToMinutes(list.autoRefreshRate)),
  };
}

function playbookOf(p: Playbook | null): PlaybookDraft {
  if (!p) return emptyPlaybook();
  return {
    enabled: true,
    name: p.name,
    description: p.description,
    trackEmailOpens: p.trackEmailOpens,
    trackEmailClicks: p.trackEmailClicks,
    automaticEmailUserId: p.automaticEmailUser.id,
    exitConditions: p.exitConditions.map((e) => ({ ...e, key: newKey('e') })),
    maxModifyFields: p.maxModifyFields,
    steps: [...p.steps]
      .sort((a, b) => a.position - b.position)
      .map((s) => {
        const gap = gapFromMinutes(s.gap);
        return {
          key: newKey('step'),
          id: s.id,
          confirmed: true,
          name: s.name,
          priority: s.priority,
          action: s.action,
          gapValue: String(gap.value),
          gapUnit: gap.unit,
          businessDays: s.businessDays,
          contactPhoneField: s.contactPhoneField,
          leadPhoneField: s.leadPhoneField,
          defaultCallResult: s.defaultCallResult,
          modifyField: s.modifyField.map((m) => ({ ...m })),
          variants: s.variants.map((v) => ({ key: newKey('v'), id: v.id, letter: v.letter, name: v.name, replyType: v.template.replyType, subject: v.template.subject, body: v.template.body })),
        };
      }),
  };
}

/** The form for an existing list and its playbook (edit). */
export function listDraftOf(list: CallList, playbook: Playbook | null, metadata: Pick<ListMetadata, 'fields' | 'xfilterFields' | 'timeZone'>): ListDraft {
  return {
    name: list.name,
    ownerId: list.owner.id,
    priority: list.priority,
    sharing: list.sharing,
    sharedWithIds: list.sharedWith.map((u) => u.id),
    assigneeIds: list.assignees.map((u) => u.id),
    tagIds: list.tags.map((t) => t.id),
    playOwnerContactsOnly: list.playOwnerContactsOnly,
    playOwnerAccountsOnly: list.playOwnerAccountsOnly,
    complyEntryCriteriaAfterMove: list.complyEntryCriteriaAfterMove,
    allowContactsBackToList: list.allowContactsBackToList,
    defaultCallResult: list.defaultCallResult,
    defaultProjectName: list.defaultProjectName ?? '',
    criteria: criteriaOf(list, metadata),
    playbook: playbookOf(playbook),
  };
}

/**
 * A form that saves as a new list (clone, or "make a new list" from an edit): the copy-of name, the
 * caller as owner, and a playbook made anew (no step or variant keeps a server id).
 */
export function asNewListDraft(d: ListDraft, ownerId: number | null): ListDraft {
  return {
    ...d,
    name: copyOfName(d.name),
    ownerId: ownerId ?? d.ownerId,
    playbook: {
      ...d.playbook,
      name: d.playbook.name ? copyOfName(d.playbook.name) : '',
      steps: d.playbook.steps.map((s) => ({ ...s, id: null, confirmed: true, variants: s.variants.map((v) => ({ ...v, id: null })) })),
    },
  };
}
