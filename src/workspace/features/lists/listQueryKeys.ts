import type { ListTableQuery } from '@/src/contract';

export type ListTableKind = 'my' | 'all' | 'shared' | 'paused';

/** Query keys of the lists area; everything under ['lists'] reloads after a 423. */
export const listKeys = {
  all: ['lists'] as const,
  tables: ['lists', 'table'] as const,
  table: (kind: ListTableKind, query: ListTableQuery) => ['lists', 'table', kind, query] as const,
  detail: (listId: number) => ['lists', 'detail', listId] as const,
  metadata: ['lists', 'metadata'] as const,
  tags: ['lists', 'tags'] as const,
  names: (search: string) => ['lists', 'names', search] as const,
  /** Lists to add or move contacts to (admin: every list; else the writable ones). */
  targets: (admin: boolean) => ['lists', 'names', '', admin] as const,
  resume: (contactId: number) => ['lists', 'resume', contactId] as const,
  form: (listId: number | null) => ['lists', 'form', listId] as const,
  formLayouts: ['lists', 'form', 'layouts'] as const,
  formLeadStatuses: ['lists', 'form', 'leadStatuses'] as const,
  formTags: ['lists', 'tags', 'form'] as const,
  contacts: (listId: number) => ['lists', 'contacts', listId] as const,
  contactsPage: (listId: number, params: object) => ['lists', 'contacts', listId, params] as const,
  contactDetail: (listId: number, contactId: number) => ['lists', 'contacts', listId, 'detail', contactId] as const,
  view: (listId: number, stepId: number) => ['lists', 'view', listId, stepId] as const,
  /** Outside ['lists']: reloading the page data must not read back a filter whose save is still on its way. */
  pageState: (key: string) => ['listsPageState', key] as const,
};
