/** Entry criteria of a list: none (static), conditions (dynamic) or a CRM report (spec 2 section 4). */
export type CriteriaType = 'none' | 'condition' | 'report';

export type ListFormMode = 'create' | 'edit' | 'clone';

/** What the save rules look at in the list form. */
export interface ListFormForSave {
  ownerId: number | null;
  criteriaType: CriteriaType;
  /** The advanced-logic validator's message for each filter group, null where valid. */
  logicErrors: readonly (string | null)[];
  reportId: string;
  /** The playbook's steps, when the list has a playbook. */
  steps: readonly { confirmed: boolean; action: string; variantCount: number }[];
}

export type ListSaveBlock = 'noOwner' | 'invalidLogic' | 'noReport' | 'unsavedStep' | 'automaticEmailWithoutVariants';

/**
 * Why save is disabled (spec 2 section 5, List form): no owner, invalid advanced logic, report
 * criteria without a report, a new step not yet saved, an automatic-email step without variants.
 * Empty when save is allowed.
 */
export function listSaveBlocks(f: ListFormForSave): ListSaveBlock[] {
  const blocks: ListSaveBlock[] = [];
  if (f.ownerId === null) blocks.push('noOwner');
  if (f.criteriaType === 'condition' && f.logicErrors.some((e) => e !== null)) blocks.push('invalidLogic');
  if (f.criteriaType === 'report' && f.reportId.trim() === '') blocks.push('noReport');
  if (f.steps.some((s) => !s.confirmed)) blocks.push('unsavedStep');
  if (f.steps.some((s) => s.action === 'automatic-email' && s.variantCount === 0)) blocks.push('automaticEmailWithoutVariants');
  return blocks;
}

export const isListSaveDisabled = (f: ListFormForSave): boolean => listSaveBlocks(f).length > 0;

/** The entry criteria as compared for the edit-criteria choice. */
export interface CriteriaSnapshot {
  criteriaType: CriteriaType;
  condFilter: unknown;
  reportId: string;
}

/**
 * Saving an existing list whose entry criteria changed asks first: save the edit, make a new list,
 * or cancel (spec 2 section 4). Create and clone never ask.
 */
export function needsCriteriaChoice(mode: ListFormMode, initial: CriteriaSnapshot | null, current: CriteriaSnapshot): boolean {
  if (mode !== 'edit' || initial === null) return false;
  return canonical(initial) !== canonical(current);
}

/** JSON with object keys sorted, so key order never counts as a change. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return v;
  });
}
