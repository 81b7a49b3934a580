import type { DataIqCheck } from '@/src/domain/data-iq/data-quality';

/** Query keys of the data quality page. */
export const dataIqKeys = { all: ['dataIq'] as const, summary: ['dataIq', 'summary'] as const, records: (check: DataIqCheck, page: number) => ['dataIq', 'records', check, page] as const };
