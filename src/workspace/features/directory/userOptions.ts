import type { UserSummary } from '@/src/contract';

/** Select options for a user picker: the id as value, first and last name as label. */
export const userOptions = (users: readonly Pick<UserSummary, 'id' | 'firstName' | 'lastName'>[] | undefined) =>
  (users ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }));
