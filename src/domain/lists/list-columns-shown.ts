/**
 * Which columns a list contacts table shows. Spec 2 lists the columns and says their visibility is saved per
 * list, but not which show by default. Our choice: the columns a rep works with while calling down a list
 * (who, at which account, where they stand in the list, how to reach them, when they were last called,
 * whose they are), plus the connect score pair when the tenant enables it. They fit a full tab (1400 px).
 * The others (timezone, opens and clicks, created and modified, source, custom CRM fields, ...) stay one
 * click away in the column menu.
 */
export const DEFAULT_SHOWN_COLUMNS: readonly string[] = ['name', 'title', 'account', 'listStatus', 'phones', 'email', 'lastCallDateTime', 'ownerName', 'connectScoreThirty', 'lastConnect'];

/**
 * The saved view holds one list of keys (the contract's hiddenColumns): a plain key hides a column shown by
 * default, a key behind SHOWN_MARK shows a column hidden by default. A view saved before the defaults
 * existed (plain keys only) keeps its meaning, and a field added to the CRM later starts hidden.
 */
export const SHOWN_MARK = '+';

const shownByDefault = (key: string) => DEFAULT_SHOWN_COLUMNS.includes(key);

/** True when the table shows the column under this saved list. The name column always shows. */
export function isColumnShown(key: string, saved: readonly string[]): boolean {
  if (key === 'name') return true;
  return shownByDefault(key) ? !saved.includes(key) : saved.includes(SHOWN_MARK + key);
}

/** The saved list after the user flips one column in the menu: only what differs from the default is kept. */
export function toggleColumnShown(key: string, saved: readonly string[]): string[] {
  const rest = saved.filter((k) => k !== key && k !== SHOWN_MARK + key);
  const showNow = !isColumnShown(key, saved);
  if (showNow === shownByDefault(key)) return rest;
  return [...rest, showNow ? SHOWN_MARK + key : key];
}
