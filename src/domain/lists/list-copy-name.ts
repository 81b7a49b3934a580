/** Longest list name the form accepts for a copy (spec 2 section 4). */
export const COPY_NAME_MAX = 500;

/**
 * The name of a clone, or of the new list made from an edit of entry criteria: 'Copy of ' before
 * the original name, cut to 500 characters (spec 2 section 4).
 */
export function copyOfName(name: string): string {
  return `Copy of ${name}`.slice(0, COPY_NAME_MAX);
}
