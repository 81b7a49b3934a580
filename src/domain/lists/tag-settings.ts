/** Spec 3 settings/tags/lists: tags sorted by count descending (then by name), names cut at 30. */
export const TAG_NAME_TRUNCATE = 30;
export const TAG_UPDATE_FAILED = 'Unable to update selected tag.';
export const TAG_DELETE_FAILED = 'Unable to delete selected tags.';

export function tagsByCount<T extends { name: string; count: number }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
