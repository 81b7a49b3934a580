/**
 * How a list is displayed (spec 2 sections 3, 4 and 9): its status label, name truncation and the
 * priority order.
 */

/** READY and COMPLETED are shown blank; RESETING (the wire value) is shown as RESETTING. */
export function listStatusLabel(status: string | null | undefined): string {
  if (!status || status === 'READY' || status === 'COMPLETED') return '';
  if (status === 'RESETING') return 'RESETTING';
  return status;
}

export const LIST_NAME_MAX = 50;
/** List names in titles and dialogs. */
export const LIST_NAME_TITLE_MAX = 41;
export const CONTACT_NAME_MAX = 30;

/** Cuts a name to `max` characters, the cut marked with an ellipsis within the limit. */
export function truncateName(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max - 1).join('')}…`;
}

export const listNameInTable = (name: string) => truncateName(name, LIST_NAME_MAX);
export const listNameInTitle = (name: string) => truncateName(name, LIST_NAME_TITLE_MAX);
export const contactNameInList = (name: string) => truncateName(name, CONTACT_NAME_MAX);

/** Priority values: 0 High, 1 Medium, 2 Low. */
export const PRIORITIES = [0, 1, 2] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABEL_KEYS: Record<Priority, 'lists.priorityHigh' | 'lists.priorityMedium' | 'lists.priorityLow'> = {
  0: 'lists.priorityHigh',
  1: 'lists.priorityMedium',
  2: 'lists.priorityLow',
};

/** Sort order by priority: high, then medium, then low. */
export const comparePriority = (a: Priority, b: Priority) => a - b;
