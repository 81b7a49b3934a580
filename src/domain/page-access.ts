/**
 * Which pages a user may open: a page whose work needs a capability (its server calls answer 403 'Insufficient scope'
 * without it) is not offered to a user whose capList lacks it, and its address says so instead of a form that cannot
 * be saved. Pages without a capability are everyone's.
 */
export const mayOpenPage = (page: { cap?: string | undefined }, capList: readonly string[]): boolean => !page.cap || capList.includes(page.cap);
