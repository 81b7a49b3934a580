/** Spec 1 section 9: top-search debounce, dropdown blur clear and the UI render limit. */
export const TOP_SEARCH_DEBOUNCE_MS = 350;
export const DROPDOWN_BLUR_CLEAR_MS = 500;
export const UI_RENDER_LIMIT = 200;
