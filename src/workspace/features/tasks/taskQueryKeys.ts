/** TanStack Query keys of the tasks area; everything under ['tasks'] reloads together. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (kind: 'days' | 'overdue' | 'noDueDate' | 'contact' | 'callbacks', args: Record<string, unknown>) => ['tasks', 'list', kind, args] as const,
  blockState: ['tasks', 'blockState'] as const,
  filterContact: (contactId: number) => ['tasks', 'filterContact', contactId] as const,
  pageState: ['tasks', 'pageState'] as const,
  // Settings sit outside ['tasks'] so a list reload does not refetch them.
  settings: ['taskSettings', 'tenant'] as const,
  notificationSettings: ['taskSettings', 'notifications'] as const,
};
