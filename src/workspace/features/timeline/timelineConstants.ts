/** Timeline page size (spec 1 section 9). */
export const TIMELINE_PAGE_SIZE = 20;
