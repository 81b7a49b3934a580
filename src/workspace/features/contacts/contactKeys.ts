/** TanStack Query keys of contacts and leads; everything under ['contacts'] reloads after a create or delete. */
export const contactKeys = {
  all: ['contacts'] as const,
  detail: (contactId: number) => ['contacts', 'detail', contactId] as const,
  lists: ['contacts', 'list'] as const,
  list: (prefix: string, search: string) => ['contacts', 'list', prefix, search] as const,
  prefixes: ['contacts', 'prefixes'] as const,
  search: (query: string) => ['contacts', 'search', query] as const,
  /** The accounts, opportunities and other records related to a contact. */
  related: (contactId: number) => ['related', contactId] as const,
  /** The tenant's field layout of an entity (contact, lead, account, ...). */
  layout: (entity: string) => ['layouts', entity] as const,
};
