/*
 * Ordering list (spec 1 section 5): names are unique (compared trimmed, ignoring case) and the list
 * keeps at least its minimum (default 0). Returns the spec's message, or null when the list is valid.
 */
export const DUPLICATE_ITEM_MESSAGE = 'There is already an item with this name. Please use another name.';
export const minimumItemsMessage = (min: number) => `Minimum amount of list items is ${min}.`;

export function checkOrderingList(names: readonly string[], min = 0): string | null {
  if (names.length < min) return minimumItemsMessage(min);
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return DUPLICATE_ITEM_MESSAGE;
    seen.add(key);
  }
  return null;
}
