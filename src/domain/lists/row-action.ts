/**
 * The per-row action button of a list contacts table (spec 2 section 4, contact list status values):
 * it reads CALL, EMAIL or RETRY by the contact's step action and list status, and is disabled unless
 * the contact can be worked now.
 */
export type RowActionLabel = 'CALL' | 'EMAIL' | 'RETRY';
export type StepAction = 'call' | 'email' | 'automatic-email' | 'modify-field';

/** Why the button is disabled, for its tooltip. */
export type RowActionBlock = 'status' | 'notDueYet' | 'notOwnerContact' | 'notOwnerAccount';

export const NOT_CONTACTED_STATUSES = ['not contacted', 'not contacted skipped', 'not contacted reserved', 'not contacted schedule skipped', 'not contacted dnc skipped'] as const;
/** Email states from which a send may be tried again. */
export const EMAIL_RETRY_STATUSES = ['email send error', 'email send retry', 'schedule skipped'] as const;

const workable = new Set<string>([...NOT_CONTACTED_STATUSES, ...EMAIL_RETRY_STATUSES]);
const retryable = new Set<string>(EMAIL_RETRY_STATUSES);

export interface RowActionContact {
  listStatus: string;
  /** The action of the contact's current step; null when the list has no playbook. */
  stepAction: StepAction | null;
  /** ISO time the contact becomes due on its step; null: due now. */
  playbookStepEnabledAt: string | null;
  ownerId: number | null;
  accountOwnerId: number | null;
  isLead: boolean;
}

export interface RowActionList {
  playOwnerContactsOnly: boolean;
  playOwnerAccountsOnly: boolean;
}

export interface RowAction {
  label: RowActionLabel;
  disabled: boolean;
  block: RowActionBlock | null;
}

const isEmailStep = (action: StepAction | null) => action === 'email' || action === 'automatic-email';

export function rowActionLabel(row: Pick<RowActionContact, 'listStatus' | 'stepAction'>): RowActionLabel {
  if (!isEmailStep(row.stepAction)) return 'CALL';
  return retryable.has(row.listStatus) ? 'RETRY' : 'EMAIL';
}

export function rowAction(row: RowActionContact, list: RowActionList, userId: number, now: Date): RowAction {
  const label = rowActionLabel(row);
  const block = blockOf(row, list, userId, now);
  return { label, disabled: block !== null, block };
}

function blockOf(row: RowActionContact, list: RowActionList, userId: number, now: Date): RowActionBlock | null {
  if (!workable.has(row.listStatus)) return 'status';
  if (row.playbookStepEnabledAt && new Date(row.playbookStepEnabledAt).getTime() > now.getTime()) return 'notDueYet';
  if (list.playOwnerContactsOnly && row.ownerId !== userId) return 'notOwnerContact';
  if (list.playOwnerAccountsOnly && !row.isLead && row.accountOwnerId !== userId) return 'notOwnerAccount';
  return null;
}
