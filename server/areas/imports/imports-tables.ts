import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/**
 * CSV imports. `processedRows` moves in the same transaction as the contacts a batch writes, so a
 * job stopped anywhere resumes after the last whole batch: nothing half-written, nothing twice.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    entity: text('entity', { enum: ['contact', 'lead'] }).notNull(),
    status: text('status', { enum: ['uploaded', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('uploaded'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** Field name -> column index. */
    mapping: jsonb('mapping').$type<Record<string, number>>(),
    /** Field name -> the value every row takes, for fields no column fills. */
    defaults: jsonb('defaults').$type<Record<string, string>>().notNull().default({}),
    dedupeBy: text('dedupe_by', { enum: ['email', 'phone', 'none'] })
      .notNull()
      .default('email'),
    listId: integer('list_id'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('csv_imports_user_idx').on(t.tenantId, t.userId, t.id)],
);

/** The rows an import left out, with the reason (written with their batch). */
export const csvImportRejects = pgTable(
  'csv_import_rejects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    importId: integer('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    reason: text('reason').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [index('csv_import_rejects_import_idx').on(t.importId, t.rowNumber)],
);
