import { z } from 'zod';

/**
 * Call lists, list contacts and list tags (spec 2 sections 3, 4, 5 and 9). The condition filter
 * vocabulary (fields, operators, xfilters) is ours: the server compiles it to SQL through a whitelist.
 * See src/contract/routes/LISTS-NOTES.md for paging, sorting, live events and error texts.
 */

export const LIST_PAGE_SIZE = 100;
export const LIST_CONTACTS_PAGE_SIZE = 50;
export const LIST_CONTACTS_SEARCH_LIMIT = 50;
export const LIST_MAX_SECONDARY_SORTS = 4;
export const LIST_DEFAULT_MAX_CONTACTS = 75_000;
export const LIST_DEFAULT_CONDITION_LIMIT = 1000;
export const LIST_NAME_MAX = 500;
/** Limits of the condition builder, answered by GET /lists/metadata. */
export const LIST_FILTER_LIMITS = { maxFilters: 10, maxXfilters: 3, maxSubxfilters: 5 } as const;

export const listUserRef = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type ListUserRef = z.infer<typeof listUserRef>;

/** 0 high, 1 medium, 2 low (sort order high, medium, low). */
export const listPriority = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const listSharing = z.enum(['NONE', 'READ_ONLY', 'READ_WRITE']);
export type ListSharing = z.infer<typeof listSharing>;
/** READY and COMPLETED are shown blank; RESETING is shown as RESETTING (spec 2 section 4). */
export const listStatus = z.enum(['READY', 'COMPLETED', 'REQUESTED', 'REFRESHING', 'RESETING']);
export type ListStatus = z.infer<typeof listStatus>;
export const listType = z.enum(['static', 'dynamic']);

/**
 * A contact's status in a list: the spec's values, plus 'contacted' (worked on its step, waiting for
 * the next), 'completed' (past the last step) and 'exited' (an exit condition took it out).
 */
export const LIST_CONTACT_STATUSES = [
  'not contacted',
  'not contacted skipped',
  'not contacted reserved',
  'not contacted schedule skipped',
  'not contacted dnc skipped',
  'email send error',
  'email send retry',
  'schedule skipped',
  'contacted',
  'completed',
  'exited',
] as const;
export const listContactStatus = z.enum(LIST_CONTACT_STATUSES);
export type ListContactStatus = z.infer<typeof listContactStatus>;
/**
 * Statuses that count as due (with playbookStepEnabledAt <= now and no other user's live reservation).
 * 'not contacted reserved' is due once its reservation lapses (the power dialer's hold ends by timeout).
 */
export const LIST_DUE_STATUSES = ['not contacted', 'not contacted skipped', 'not contacted reserved', 'not contacted schedule skipped', 'email send retry'] as const;

// ---------------------------------------------------------------- condition filter

/** Contact / lead fields a condition may test (the server maps each to a column; nothing else passes). */
export const LIST_FILTER_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'title',
  'mailingCity',
  'timezone',
  'leadSource',
  'leadStatusId',
  'ownerId',
  'isLead',
  'isCallOptOut',
  'isEmailOptOut',
  'createdAt',
  'hasPhone',
  'hasEmail',
] as const;
export type ListFilterFieldName = (typeof LIST_FILTER_FIELDS)[number];

export const listFilterOperator = z.enum(['equals', 'notEquals', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty', 'lessThan', 'greaterThan', 'before', 'after', 'in']);
export type ListFilterOperator = z.infer<typeof listFilterOperator>;

/** string: text; number: integers (ids); boolean: flags; date: M/D/YYYY or M/D/YYYY H:m in the tenant zone (or ISO 8601). */
export const listFilterFieldType = z.enum(['string', 'number', 'boolean', 'date', 'reference']);
export type ListFilterFieldType = z.infer<typeof listFilterFieldType>;

/** Operators allowed per field type; anything else is a 400. */
export const LIST_OPERATORS_BY_TYPE: Record<ListFilterFieldType, readonly ListFilterOperator[]> = {
  string: ['equals', 'notEquals', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty', 'in'],
  number: ['equals', 'notEquals', 'lessThan', 'greaterThan', 'isEmpty', 'isNotEmpty', 'in'],
  reference: ['equals', 'notEquals', 'isEmpty', 'isNotEmpty', 'in'],
  boolean: ['equals', 'notEquals'],
  date: ['before', 'after', 'equals', 'isEmpty', 'isNotEmpty'],
};

const filterScalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);
/** null for isEmpty / isNotEmpty (and empty values); an array (at most 100) for `in`. */
export const listFilterValue = z.union([filterScalar, z.array(z.union([z.string().max(500), z.number().finite()])).max(100), z.null()]);

/**
 * One condition. `field` is a name of LIST_FILTER_FIELDS or `otherFields.<name>` (a custom field,
 * compared as text; name [A-Za-z0-9_]{1,64}).
 */
export const listFilter = z.object({ field: z.string().trim().min(1).max(80), operator: listFilterOperator, value: listFilterValue.default(null) });
export type ListFilter = z.infer<typeof listFilter>;

/** Related-record conditions: exists / notExists an activity (or task) of the contact matching every subfilter. */
export const listXfilterEntity = z.enum(['activity', 'task']);
export const LIST_XFILTER_FIELDS = {
  activity: { kind: 'string', direction: 'string', occurredAt: 'date', durationSeconds: 'number', userId: 'reference', result: 'string' },
  task: { taskType: 'string', isDone: 'boolean', activityDate: 'date', ownerId: 'reference' },
} as const satisfies Record<z.infer<typeof listXfilterEntity>, Record<string, ListFilterFieldType>>;

export const listSubfilter = z.object({ field: z.string().trim().min(1).max(80), operator: listFilterOperator, value: listFilterValue.default(null) });
export const listXfilter = z.object({ operation: z.enum(['exists', 'notExists']), entity: listXfilterEntity, subfilters: z.array(listSubfilter).max(50).default([]) });
export type ListXfilter = z.infer<typeof listXfilter>;

export const listLogicType = z.enum(['all', 'any', 'advanced']);
export const condFilter = z.object({
  /** Which records the condition selects: contacts, leads, or both. */
  type: z.enum(['all', 'contact', 'lead']).default('all'),
  filters: z.array(listFilter).max(50).default([]),
  logicType: listLogicType.default('all'),
  /** The advanced expression ("1 AND (2 OR 3)"); ignored unless logicType is advanced. */
  logic: z.string().max(2000).nullable().default(null),
  /** xfilters are always ANDed with the filters. */
  xfilters: z.array(listXfilter).max(20).default([]),
  /** How many contacts the condition adds at most (default 1000). */
  limit: z.number().int().min(1).max(LIST_DEFAULT_MAX_CONTACTS).default(LIST_DEFAULT_CONDITION_LIMIT),
});
export type CondFilter = z.infer<typeof condFilter>;
export type CondFilterInput = z.input<typeof condFilter>;

// ---------------------------------------------------------------- list

export const listPlaybookVariantSummary = z.object({ id: z.number().int(), letter: z.string(), name: z.string(), contactsCount: z.number().int(), dueCount: z.number().int() });
export const listPlaybookStepSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  action: z.enum(['call', 'email', 'automatic-email', 'modify-field']),
  priority: listPriority,
  position: z.number().int(),
  contactsCount: z.number().int(),
  dueCount: z.number().int(),
  variants: z.array(listPlaybookVariantSummary),
});
export type ListPlaybookStepSummary = z.infer<typeof listPlaybookStepSummary>;
/** The list's playbook for the tables; null shows NOT SET. */
export const listPlaybookSummary = z.object({ id: z.number().int(), name: z.string(), steps: z.array(listPlaybookStepSummary) });

export const listTagRef = z.object({ id: z.number().int(), name: z.string() });

export const callList = z.object({
  id: z.number().int(),
  name: z.string(),
  type: listType,
  /** true when type is dynamic (the spec's dynamic flag). */
  dynamic: z.boolean(),
  owner: listUserRef,
  priority: listPriority,
  active: z.boolean(),
  sharing: listSharing,
  tags: z.array(listTagRef),
  assignees: z.array(listUserRef),
  sharedWith: z.array(listUserRef),
  playOwnerContactsOnly: z.boolean(),
  playOwnerAccountsOnly: z.boolean(),
  defaultCallResult: z.string().nullable(),
  defaultProjectName: z.string().nullable(),
  salesforceReportId: z.string().nullable(),
  salesforceReportForceExec: z.boolean(),
  condFilter: condFilter.nullable(),
  /** Milliseconds; null: no automatic refresh. */
  autoRefreshRate: z.number().int().nullable(),
  complyEntryCriteriaAfterMove: z.boolean(),
  allowContactsBackToList: z.boolean(),
  afterDays: z.number().int().nullable(),
  status: listStatus,
  paused: z.boolean(),
  legacy: z.boolean(),
  maxContacts: z.number().int(),
  contactsCount: z.number().int(),
  dueCount: z.number().int(),
  playbook: listPlaybookSummary.nullable(),
  lastRefreshedAt: z.string().nullable(),
  lastActivityTimestamp: z.string().nullable(),
  lastActivityType: z.string().nullable(),
  lastActivityUser: listUserRef.nullable(),
  createdAt: z.string(),
});
export type CallList = z.infer<typeof callList>;

const listName = z.string().trim().min(1, 'Name is required').max(LIST_NAME_MAX);
const userIds = z.array(z.number().int().positive()).max(500);

/** Create body (POST /lists) and edit body (PUT /lists/:listId/definition): the whole definition. */
export const listBody = z.object({
  name: listName,
  type: listType.default('static'),
  /** Defaults to the caller. */
  ownerId: z.number().int().positive().optional(),
  priority: listPriority.default(1),
  active: z.boolean().default(true),
  sharing: listSharing.default('NONE'),
  assigneeIds: userIds.default([]),
  sharedWithIds: userIds.default([]),
  tagIds: z.array(z.number().int().positive()).max(100).default([]),
  playOwnerContactsOnly: z.boolean().default(false),
  playOwnerAccountsOnly: z.boolean().default(false),
  defaultCallResult: z.string().trim().max(255).nullable().default(null),
  defaultProjectName: z.string().trim().max(255).nullable().default(null),
  salesforceReportId: z.string().trim().max(255).nullable().default(null),
  salesforceReportForceExec: z.boolean().default(false),
  /** Required (with at least one filter or xfilter) for a dynamic list; null for a static one. */
  condFilter: condFilter.nullable().default(null),
  /** Milliseconds, at least one minute; null: no automatic refresh. */
  autoRefreshRate: z
    .number()
    .int()
    .min(60_000)
    .max(30 * 86_400_000)
    .nullable()
    .default(null),
  complyEntryCriteriaAfterMove: z.boolean().default(false),
  allowContactsBackToList: z.boolean().default(false),
  afterDays: z.number().int().min(0).max(3650).nullable().default(null),
  /** Clone: copy the static members of this list (POST /lists only). */
  cloneListId: z.number().int().positive().optional(),
});
export type ListBody = z.input<typeof listBody>;

export const listTableOrderColumn = z.enum(['name', 'priority', 'owner', 'status', 'contactsCount', 'dueCount', 'createdAt', 'lastActivityTimestamp']);
export const listSortDirection = z.enum(['asc', 'desc']);

/** Body of POST /lists/{my|all|paused|shared}/list and .../count. */
export const listTableQuery = z.object({
  start: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  order: z.object({ column: listTableOrderColumn, direction: listSortDirection }).default({ column: 'name', direction: 'asc' }),
  search: z.string().trim().max(200).default(''),
  /** Lists owned by or assigned to this user. */
  ownerOrAssignee: z.number().int().positive().nullable().default(null),
  /** Lists carrying any of these tags. */
  tagIds: z.array(z.number().int().positive()).max(100).default([]),
  /** Lists with at least one due contact. */
  showOnlyContactsDue: z.boolean().default(false),
});
export type ListTableQuery = z.input<typeof listTableQuery>;

export const listNameItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: listType,
  paused: z.boolean(),
  /** The caller may add, remove and move contacts (owner, assignee, admin, or READ_WRITE sharing). */
  writable: z.boolean(),
  steps: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.number().int(), action: z.string() })),
});

// ---------------------------------------------------------------- list contacts

export const LIST_CONTACT_SORT_COLUMNS = [
  'name',
  'title',
  'account',
  'ownerName',
  'leadStatus',
  'listStatus',
  'timezone',
  'email',
  'lastCallDateTime',
  'createdDate',
  'leadSource',
  'mailingCity',
  'addedManually',
  'playbookStepEnabledAt',
  'isLead',
] as const;
export const listContactSortColumn = z.enum(LIST_CONTACT_SORT_COLUMNS);
export const listContactSort = z.object({ column: listContactSortColumn, direction: listSortDirection });
export type ListContactSort = z.infer<typeof listContactSort>;

export const listContactRow = z.object({
  /** The contact's id. */
  id: z.number().int(),
  /** The membership row's id. */
  listContactId: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ownerName: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  /** Accounts carry no owner in this product yet: always null (playOwnerAccountsOnly then disables no row). */
  accountOwnerId: z.number().int().nullable(),
  leadStatus: z.string().nullable(),
  listStatus: listContactStatus,
  playbookStepId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  playbookStepEnabledAt: z.string(),
  timezone: z.string().nullable(),
  phones: z.array(z.object({ number: z.string(), type: z.string(), isPrimary: z.boolean() })),
  email: z.string().nullable(),
  opensCount: z.number().int(),
  lastOpen: z.string().nullable(),
  clicksCount: z.number().int(),
  lastClick: z.string().nullable(),
  lastCallDateTime: z.string().nullable(),
  lastCallResult: z.string().nullable(),
  createdDate: z.string(),
  createdBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
  lastModifiedBy: z.string().nullable(),
  leadSource: z.string().nullable(),
  mailingCity: z.string().nullable(),
  addedManually: z.boolean(),
  isLead: z.boolean(),
  otherFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  hasEmail: z.boolean(),
  hasPhoneNumber: z.boolean(),
  isCallOptOut: z.boolean(),
  /** 336 half-hour slots of the week ('1' available); null: unknown. */
  /** 336 characters, one per half-hour of the week from Monday 00:00 UTC: '1' where the contact answered (a connect); null when never. */
  availableBitstring: z.string().nullable(),
  /** Connects (outbound calls of 120 s or more) in the last 30 days. */
  connectScoreThirty: z.number().nullable(),
  /** Last outbound call of 120 s or more. */
  lastConnect: z.string().nullable(),
  reservedByUserId: z.number().int().nullable(),
  reservedUntil: z.string().nullable(),
  skipReason: z.string().nullable(),
  selected: z.boolean(),
});
export type ListContactRow = z.infer<typeof listContactRow>;

/** Saved sort and hidden columns of a list contacts table (stepId 0: the list's own table). */
export const listContactsView = z.object({
  stepId: z.number().int(),
  sort: z.array(listContactSort).max(1 + LIST_MAX_SECONDARY_SORTS),
  hiddenColumns: z.array(z.string().max(100)).max(200),
  /** true when the view shown is the owner's choice for everyone (the caller has none of their own). */
  forAll: z.boolean(),
});
export type ListContactsView = z.infer<typeof listContactsView>;

export const listContactsMoveBody = z.object({
  targetListId: z.number().int().positive(),
  targetStepId: z.number().int().positive().nullable().default(null),
  /** The contacts to move, each from its list. Empty with sourceListId: every contact of the source (by step, due only). */
  contacts: z
    .array(z.object({ contactId: z.number().int().positive(), listId: z.number().int().positive() }))
    .max(LIST_DEFAULT_MAX_CONTACTS)
    .default([]),
  sourceListId: z.number().int().positive().nullable().default(null),
  sourceStepId: z.number().int().positive().nullable().default(null),
  /** Admins may move between any lists of the tenant. */
  admin: z.boolean().default(false),
  dueOnly: z.boolean().default(false),
});
export type ListContactsMoveBody = z.input<typeof listContactsMoveBody>;

// ---------------------------------------------------------------- tags, metadata, permissions

export const listTag = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type ListTag = z.infer<typeof listTag>;
export const listTagName = z.string().trim().min(1, 'Tag name is required').max(100);

/** The caller's list permissions (spec 2 section 6); derived from the role unless a user setting overrides. */
export const listPermissions = z.object({ canResetLists: z.boolean(), canRefreshLists: z.boolean(), canCreateTag: z.boolean(), canManageTags: z.boolean(), canEmail: z.boolean() });
export type ListPermissions = z.infer<typeof listPermissions>;

export const listMetadata = z.object({
  maxFilters: z.number().int(),
  maxXfilters: z.number().int(),
  maxSubxfilters: z.number().int(),
  conditionLimit: z.number().int(),
  maxContacts: z.number().int(),
  maxSecondarySorts: z.number().int(),
  /** The tenant's time zone, in which filter dates are read. */
  timeZone: z.string(),
  fields: z.array(z.object({ name: z.string(), label: z.string(), type: listFilterFieldType, entity: z.enum(['contact', 'lead', 'both']) })),
  operators: z.record(listFilterFieldType, z.array(listFilterOperator)),
  xfilterFields: z.record(listXfilterEntity, z.array(z.object({ name: z.string(), type: listFilterFieldType }))),
  sortColumns: z.array(listContactSortColumn),
  permissions: listPermissions,
  /** Tenant setting connectScore.enabled: the Connect Score (30 days) and Last Connect columns are offered. */
  connectScoreEnabled: z.boolean(),
});
export type ListMetadata = z.infer<typeof listMetadata>;

// ---------------------------------------------------------------- live events (/updates, room tenant/{id})

export const LIST_UPDATED_EVENT = 'lists.updated';
export const listUpdatedEvent = z.object({
  listId: z.number().int(),
  status: listStatus,
  paused: z.boolean(),
  active: z.boolean(),
  contactsCount: z.number().int(),
  dueCount: z.number().int(),
  steps: z.array(
    z.object({
      id: z.number().int(),
      contactsCount: z.number().int(),
      dueCount: z.number().int(),
      variants: z.array(z.object({ id: z.number().int(), contactsCount: z.number().int(), dueCount: z.number().int() })),
    }),
  ),
});
export type ListUpdatedEvent = z.infer<typeof listUpdatedEvent>;

export const LIST_DELETED_EVENT = 'lists.deleted';
export const listDeletedEvent = z.object({ listId: z.number().int() });

/** Saved page states of the lists screens: tag ids of the tag filters. */
export const listTagsFilterState = z.array(z.number().int().positive()).max(100);

/** main.lists.list.contact (spec 2 section 2): a contact inside a list, its step and the calls made to it on this list. */
export const listContactDetail = z.object({
  list: z.object({ id: z.number().int(), name: z.string(), playbookName: z.string().nullable() }),
  contact: listContactRow,
  step: z.object({ id: z.number().int(), name: z.string(), action: z.string() }).nullable(),
  /** Calls to the contact written with this list in their context, newest first (at most 50). */
  calls: z.array(
    z.object({ id: z.number().int(), occurredAt: z.string(), result: z.string().nullable(), durationSeconds: z.number().int(), userName: z.string().nullable(), stepName: z.string().nullable() }),
  ),
});
export type ListContactDetail = z.infer<typeof listContactDetail>;
