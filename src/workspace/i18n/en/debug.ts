/** English texts of the debug area. */
export const debugEn = {
  debug: {
    title: 'Debug',
    configuration: 'Configuration',
    session: 'Session',
    parts: 'Server parts',
    partsError: 'Could not load data from server',
    part: { database: 'Database', sip: 'SIP server', media: 'Media relay', mail: 'Mail' },
    state: { up: 'Running', down: 'Not running' },
  },
} as const;
