/** English texts of the debug area. */
export const debugEn = { debug: { title: 'Debug', configuration: 'Configuration', session: 'Session' } } as const;
