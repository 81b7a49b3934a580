/** The locale figures and dates are written in: the browser's (the interface text itself is English). */
export const displayLocale = (): string => navigator.language;
