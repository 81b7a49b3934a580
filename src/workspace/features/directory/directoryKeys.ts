/** TanStack Query keys of the directory (the tenant's users and teams), shared by every picker. */
export const directoryKeys = { users: ['directory', 'users'] as const, teams: ['directory', 'teams'] as const };
