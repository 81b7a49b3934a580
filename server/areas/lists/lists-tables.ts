import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { contacts } from '../contacts/contacts-tables';
import { tenantIdColumn, userIdColumn, users } from '../../db/tenancy-tables';

/**
 * Call lists, playbooks and tags (spec 2 sections 3 and 4). One data model shared by the list
 * screens, the playbook engine and the dialers; the calls, emails and step outcomes themselves go
 * to the one activity log (`activities`), not here.
 */

/** Exit condition of a playbook (spec 2 section 3): condition kind, its value, counted as success or not. */
export interface PlaybookExitCondition {
  condition: 'leadStatus' | 'callResult' | 'inboundCall' | 'connectCall' | 'emailReceived' | 'smsReceived';
  value: string | null;
  success: boolean;
}

/** A modify-field entry of a modify-field step. */
export interface PlaybookModifyField {
  entity: 'contact' | 'lead';
  name: string;
  value: string | null;
}

export const playbooks = pgTable(
  'playbooks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isTemplate: boolean('is_template').notNull().default(false),
    trackEmailOpens: boolean('track_email_opens').notNull().default(true),
    trackEmailClicks: boolean('track_email_clicks').notNull().default(true),
    /** Who automatic email steps send as; -1 means do not send. */
    automaticEmailUserId: integer('automatic_email_user_id').notNull().default(-1),
    exitConditions: jsonb('exit_conditions')
      .$type<PlaybookExitCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    maxModifyFields: integer('max_modify_fields').notNull().default(10),
    createdAt: createdAt(),
  },
  (t) => [index('playbooks_tenant_idx').on(t.tenantId)],
);

export const playbookSteps = pgTable(
  'playbook_steps',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    playbookId: integer('playbook_id')
      .notNull()
      .references(() => playbooks.id, { onDelete: 'cascade' }),
    /** Order of the step in its playbook, 0 first. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** 0 high, 1 medium, 2 low. */
    priority: smallint('priority').notNull().default(1),
    action: text('action', { enum: ['call', 'email', 'automatic-email', 'modify-field'] }).notNull(),
    /** Wait before the step becomes due, in minutes (hour 60, day 1440, week 10080, month 43830). */
    gapMinutes: integer('gap_minutes').notNull().default(0),
    businessDays: boolean('business_days').notNull().default(false),
    calendarDays: boolean('calendar_days').notNull().default(true),
    /** Name of a tenant schedule (days 1-7 with intervals) the step may run in; null: any time. */
    schedule: text('schedule'),
    contactPhoneField: text('contact_phone_field'),
    leadPhoneField: text('lead_phone_field'),
    defaultCallResult: text('default_call_result'),
    modifyFields: jsonb('modify_fields')
      .$type<PlaybookModifyField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Index of the variant given last on this step: contacts get variants A, B, A, B... in order of arrival. */
    variantCursor: integer('variant_cursor').notNull().default(-1),
    createdAt: createdAt(),
  },
  (t) => [index('playbook_steps_playbook_idx').on(t.playbookId, t.position)],
);

export const playbookStepVariants = pgTable(
  'playbook_step_variants',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    stepId: integer('step_id')
      .notNull()
      .references(() => playbookSteps.id, { onDelete: 'cascade' }),
    /** A, B, ... Z, AA, AB ... in order of creation. */
    letter: text('letter').notNull(),
    name: text('name').notNull().default(''),
    replyType: text('reply_type', { enum: ['newThread', 'reply'] })
      .notNull()
      .default('newThread'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [uniqueIndex('playbook_step_variants_letter_idx').on(t.stepId, t.letter)],
);

/** List condition filter as sent by the list form (spec 2 section 3 condFilter); compiled to SQL by the server. */
export type ListCondFilterJson = Record<string, unknown>;

export const callLists = pgTable(
  'call_lists',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    type: text('type', { enum: ['static', 'dynamic'] })
      .notNull()
      .default('static'),
    ownerId: userIdColumn('owner_id'),
    /** 0 high, 1 medium, 2 low (sort order high, medium, low). */
    priority: smallint('priority').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sharing: text('sharing', { enum: ['NONE', 'READ_ONLY', 'READ_WRITE'] })
      .notNull()
      .default('NONE'),
    assigneeIds: integer('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sharedWithIds: integer('shared_with_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    playOwnerContactsOnly: boolean('play_owner_contacts_only').notNull().default(false),
    playOwnerAccountsOnly: boolean('play_owner_accounts_only').notNull().default(false),
    defaultCallResult: text('default_call_result'),
    defaultProjectName: text('default_project_name'),
    salesforceReportId: text('salesforce_report_id'),
    salesforceReportForceExec: boolean('salesforce_report_force_exec').notNull().default(false),
    condFilter: jsonb('cond_filter').$type<ListCondFilterJson>(),
    /** Milliseconds (entered in minutes, default 60); null: no automatic refresh. */
    autoRefreshRate: integer('auto_refresh_rate'),
    complyEntryCriteriaAfterMove: boolean('comply_entry_criteria_after_move').notNull().default(false),
    allowContactsBackToList: boolean('allow_contacts_back_to_list').notNull().default(false),
    afterDays: integer('after_days'),
    /** READY, COMPLETED, REQUESTED, REFRESHING, RESETING (sic, as the spec's wire value). */
    status: text('status').notNull().default('READY'),
    /** A paused list answers list operations with 423. */
    paused: boolean('paused').notNull().default(false),
    /** Legacy lists (old conditions) can be neither edited nor viewed. */
    legacy: boolean('legacy').notNull().default(false),
    maxContacts: integer('max_contacts').notNull().default(75_000),
    /** Rows in list_contacts (exited and completed included), kept by database triggers: the contacts page total. */
    memberCount: integer('member_count').notNull().default(0),
    playbookId: integer('playbook_id').references(() => playbooks.id, { onDelete: 'set null' }),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    lastActivityType: text('last_activity_type'),
    lastActivityUserId: integer('last_activity_user_id').references(() => users.id),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_lists_tenant_name_idx').on(t.tenantId, t.name), index('call_lists_owner_idx').on(t.tenantId, t.ownerId)],
);

/**
 * A contact's membership of a list and its progress through the list's playbook. listStatus holds the
 * spec's values ('not contacted', 'not contacted reserved', 'email send error', ...) plus
 * 'contacted', 'completed' (past the last step) and 'exited' (an exit condition took it out).
 */
export const listContacts = pgTable(
  'list_contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    listId: integer('list_id')
      .notNull()
      .references(() => callLists.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    listStatus: text('list_status').notNull().default('not contacted'),
    playbookStepId: integer('playbook_step_id').references(() => playbookSteps.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => playbookStepVariants.id, { onDelete: 'set null' }),
    /** When the contact becomes due on its current step (its gap has passed). */
    playbookStepEnabledAt: timestamp('playbook_step_enabled_at', { withTimezone: true }).notNull().defaultNow(),
    addedManually: boolean('added_manually').notNull().default(false),
    /** A dialer's hold on the contact: who, and until when (released on result, skip or timeout). */
    reservedByUserId: integer('reserved_by_user_id').references(() => users.id),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    lastCallResult: text('last_call_result'),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    /** Why the dialer skipped the contact last ('schedule', 'dnc'), shown in the contacts table. */
    skipReason: text('skip_reason'),
    /** Power dialer: who played the contact last on this list and when (play/next `previous`). */
    lastPlayedByUserId: integer('last_played_by_user_id').references(() => users.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    /** Power dialer: next-contact selection passes the contact by until then (outside its calling hours). */
    playRetryAt: timestamp('play_retry_at', { withTimezone: true }),
    /** The automatic email of the current step while its delivery is retried ('email send retry'). */
    pendingEmailId: integer('pending_email_id'),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
    exitReason: text('exit_reason'),
    addedAt: createdAt(),
    /**
     * The contact's sort_name, copied here so a page by name is an index walk. Kept in step by database
     * triggers (filled on insert, followed on contact name edits; migration 0012): writers never set it.
     */
    sortName: text('sort_name'),
  },
  (t) => [
    uniqueIndex('list_contacts_list_contact_idx').on(t.listId, t.contactId),
    // List contacts pages sorted by these columns walk an index and stop at the page (list-contact-page.ts).
    index('list_contacts_page_name_idx').on(t.tenantId, t.listId, sql`${t.sortName} collate "C"`, t.contactId),
    index('list_contacts_page_status_idx').on(t.tenantId, t.listId, t.listStatus, t.contactId),
    index('list_contacts_page_enabled_idx').on(t.tenantId, t.listId, t.playbookStepEnabledAt, t.contactId),
    index('list_contacts_due_idx').on(t.tenantId, t.listId, t.playbookStepId, t.playbookStepEnabledAt),
    index('list_contacts_contact_idx').on(t.tenantId, t.contactId),
    index('list_contacts_last_played_idx').on(t.tenantId, t.listId, t.lastPlayedByUserId, t.lastPlayedAt),
    // The power dialer's holds of one user (a handful of rows): found without walking a 75,000-contact list.
    // play/next takes the first due contact of a step by (due time, contact id): an index walk that stops at once.
    index('list_contacts_play_idx').on(t.tenantId, t.listId, t.playbookStepId, t.playbookStepEnabledAt, t.contactId),
    index('list_contacts_reserved_idx')
      .on(t.tenantId, t.reservedByUserId)
      .where(sql`${t.reservedByUserId} is not null`),
  ],
);

export const listTags = pgTable('list_tags', { id: serial('id').primaryKey(), tenantId: tenantIdColumn(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  uniqueIndex('list_tags_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
]);

export const listTagLinks = pgTable(
  'list_tag_links',
  {
    tenantId: tenantIdColumn(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => listTags.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => callLists.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('list_tag_links_idx').on(t.tagId, t.listId), index('list_tag_links_list_idx').on(t.listId)],
);

/**
 * Saved column sort and visibility of a list contacts table: userId null is the owner's choice for
 * everyone; a row with a userId is that user's own (spec 2 section 2, list contacts tables).
 */
export const listContactViews = pgTable(
  'list_contact_views',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    listId: integer('list_id')
      .notNull()
      .references(() => callLists.id, { onDelete: 'cascade' }),
    /** 0 for the list's contacts table, else the step's table. */
    stepId: integer('step_id').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    /** [{column, direction}], the first the main sort, up to 4 secondary after it. */
    sort: jsonb('sort').$type<{ column: string; direction: 'asc' | 'desc' }[]>(),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('list_contact_views_idx').on(t.listId, t.stepId, sql`coalesce(${t.userId}, 0)`)],
);
