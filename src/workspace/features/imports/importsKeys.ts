/** Query keys of the CSV import area. */
export const importsKeys = { all: ['imports'] as const, list: ['imports', 'list'] as const, detail: (importId: number) => ['imports', 'detail', importId] as const };
