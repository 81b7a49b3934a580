/**
 * Badge styles for a badge in a table cell: Mantine's label hides its overflow, which lets a squeezed
 * column cut "Everyone" to "E…". With the label's overflow visible the badge's text sets the column's
 * minimum width.
 */
export const UNCUT_BADGE = { label: { overflow: 'visible' } } as const;

/** In a narrow table a long status ("Working Offline") wraps inside its badge instead of widening the page. */
export const WRAPPING_BADGE = { root: { height: 'auto', paddingBlock: 2 }, label: { overflow: 'visible', whiteSpace: 'normal' } } as const;
