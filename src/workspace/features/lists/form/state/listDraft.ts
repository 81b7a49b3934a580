import type { ExitCondition, ListFilterOperator, ListSharing, StepAction } from '@/src/contract';
import type { GapUnit } from '@/src/domain/lists/gap';
import type { CriteriaType } from '@/src/domain/lists/list-form-rules';
import type { ModifyFieldEntry } from '@/src/domain/lists/modify-field-rules';
import type { StepReplyType } from '@/src/domain/lists/reply-type';

/** What the list form edits, as typed (spec 2 sections 3 to 5). Keys are stable React keys, ids are the server's. */

export interface FilterDraft {
  key: string;
  field: string;
  operator: ListFilterOperator;
  valueText: string;
}

export interface XfilterDraft {
  key: string;
  operation: 'exists' | 'notExists';
  entity: 'activity' | 'task';
  subfilters: FilterDraft[];
}

export interface CriteriaDraft {
  type: CriteriaType;
  recordType: 'all' | 'contact' | 'lead';
  filters: FilterDraft[];
  logicType: 'all' | 'any' | 'advanced';
  logic: string;
  xfilters: XfilterDraft[];
  limitText: string;
  autoRefresh: boolean;
  autoRefreshMinutes: string;
  reportId: string;
  reportForceExec: boolean;
}

export interface VariantDraft {
  key: string;
  id: number | null;
  letter: string;
  name: string;
  replyType: StepReplyType;
  subject: string;
  body: string;
}

export interface StepDraft {
  key: string;
  id: number | null;
  /** False while a step added in the form has not been saved with its Done button. */
  confirmed: boolean;
  name: string;
  priority: 0 | 1 | 2;
  action: StepAction;
  gapValue: string;
  gapUnit: GapUnit;
  businessDays: boolean;
  contactPhoneField: 'Phone' | 'MobilePhone' | 'OtherPhone' | null;
  leadPhoneField: 'Phone' | 'MobilePhone' | 'OtherPhone' | null;
  defaultCallResult: string | null;
  modifyField: ModifyFieldEntry[];
  variants: VariantDraft[];
}

export interface PlaybookDraft {
  enabled: boolean;
  name: string;
  description: string;
  trackEmailOpens: boolean;
  trackEmailClicks: boolean;
  /** -1: automatic email steps do not send. */
  automaticEmailUserId: number;
  exitConditions: (ExitCondition & { key: string })[];
  steps: StepDraft[];
  maxModifyFields: number;
}

export interface ListDraft {
  name: string;
  ownerId: number | null;
  priority: 0 | 1 | 2;
  sharing: ListSharing;
  sharedWithIds: number[];
  assigneeIds: number[];
  tagIds: number[];
  playOwnerContactsOnly: boolean;
  playOwnerAccountsOnly: boolean;
  complyEntryCriteriaAfterMove: boolean;
  allowContactsBackToList: boolean;
  defaultCallResult: string | null;
  defaultProjectName: string;
  criteria: CriteriaDraft;
  playbook: PlaybookDraft;
}

let counter = 0;
/** A React key unique in this page's life. */
export const newKey = (prefix: string): string => `${prefix}${++counter}`;
