/** TanStack Query keys of accounts and opportunities. */
export const accountKeys = {
  detail: (accountId: number) => ['accounts', 'detail', accountId] as const,
  pickers: ['accounts', 'picker'] as const,
  picker: (search: string) => ['accounts', 'picker', search] as const,
  opportunityStatuses: ['opportunities', 'statuses'] as const,
  opportunitiesOf: (accountId: number) => ['opportunities', 'account', accountId] as const,
};
