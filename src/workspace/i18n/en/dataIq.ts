/** English texts of the data quality page (main.dataiq; the spec gives none). */
export const dataIqEn = {
  dataIq: {
    nav: 'Data quality',
    title: 'Data quality',
    refresh: 'Refresh',
    total: '{{count}} contacts and leads; numbers without a country code are read as {{country}} numbers.',
    loadFailed: 'Could not load the data quality figures.',
    none: 'No record has this problem.',
    name: 'Name',
    found: 'Found',
    checks: { missingPhone: 'No phone number', missingEmail: 'No email', invalidPhone: 'Invalid phone number', duplicateEmail: 'Shared email', duplicatePhone: 'Shared phone number' },
  },
} as const;
