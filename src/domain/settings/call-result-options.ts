import { checkOrderingList } from '../fields/ordering-list';

/**
 * The tenant's call-result options as an ordering list (spec 1 section 5 ordering list; spec 3 sections
 * 3, 5, 8 and 9): unique names, the read-only labels kept, labels at most 100 characters, shown
 * truncated at 50, and the lists that use an option named when it cannot go.
 */
export const CALL_RESULT_LABEL_MAX = 100;
export const CALL_RESULT_DISPLAY_MAX = 50;
/** Spec 3 section 3: labels every tenant keeps; they cannot be renamed or removed. */
export const READ_ONLY_CALL_RESULT_LABELS = ['Call Failed', 'No Answer', 'Callback - HangUp'] as const;
/** Spec 3 section 8: an in-use option lists the first 3 lists, then "show more". */
export const IN_USE_SHOWN = 3;
export const CALL_RESULT_IN_USE = 'Call result option in use';
export const CALL_RESULTS_SAVED = 'Call results saved.';
export { SETTING_SAVE_FAILED as CALL_RESULTS_FAILED } from './settings-messages';
export const EMPTY_LABEL_MESSAGE = 'Enter a name for the call result.';
export const LABEL_TOO_LONG_MESSAGE = `A call result is at most ${CALL_RESULT_LABEL_MAX} characters.`;
export const READ_ONLY_MISSING_MESSAGE = `${READ_ONLY_CALL_RESULT_LABELS.join(', ')} cannot be renamed or removed.`;

export const isReadOnlyCallResult = (label: string) => (READ_ONLY_CALL_RESULT_LABELS as readonly string[]).includes(label);

/** What is wrong with the options as the admin ordered them, in the order a user would fix it; null when they may be saved. */
export function checkCallResultOptions(labels: readonly string[]): string | null {
  if (labels.some((label) => label.trim() === '')) return EMPTY_LABEL_MESSAGE;
  if (labels.some((label) => label.trim().length > CALL_RESULT_LABEL_MAX)) return LABEL_TOO_LONG_MESSAGE;
  const duplicate = checkOrderingList(labels, READ_ONLY_CALL_RESULT_LABELS.length);
  if (duplicate) return duplicate;
  const kept = new Set(labels.map((label) => label.trim()));
  return READ_ONLY_CALL_RESULT_LABELS.every((label) => kept.has(label)) ? null : READ_ONLY_MISSING_MESSAGE;
}

/** The stored value of a new option: its label in snake case ('Meeting Booked' -> 'meeting_booked'). */
export function callResultValueOf(label: string): string {
  const value = label
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return value || 'result';
}

/** A label as tables and the in-use message show it: at most 50 characters, with an ellipsis. */
export const displayCallResult = (label: string) => (label.length > CALL_RESULT_DISPLAY_MAX ? `${label.slice(0, CALL_RESULT_DISPLAY_MAX - 1)}…` : label);

/** Labels that were stored and are no longer among the options (removed or renamed): the ones to check for use. */
export function droppedLabels(before: readonly string[], after: readonly string[]): string[] {
  const keep = new Set(after.map((label) => label.trim().toLowerCase()));
  return before.filter((label) => !keep.has(label.trim().toLowerCase()));
}
