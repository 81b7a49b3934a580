import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantIdColumn, userIdColumn } from '../../db/tenancy-tables';

/** Parallel dialer sessions (spec 2 section 3): one not ended per user. */
export const parallelDialerSessions = pgTable(
  'parallel_dialer_sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    listId: integer('list_id').notNull(),
    /** Started from a playbook step: its due contacts only (null: every call step of the list). */
    playbookStepId: integer('playbook_step_id'),
    callerNumber: text('caller_number').notNull(),
    voiceMessageId: integer('voice_message_id'),
    callbackNoticeId: integer('callback_notice_id'),
    assignedLines: integer('assigned_lines').notNull(),
    resultForVoiceMessage: text('result_for_voice_message'),
    resultForCallbackNotice: text('result_for_callback_notice'),
    staggeredDialMs: integer('staggered_dial_ms').notNull(),
    status: text('status', { enum: ['active', 'paused', 'ended'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parallel_dialer_sessions_one_open')
      .on(t.tenantId, t.userId)
      .where(sql`status <> 'ended'`),
    index('parallel_dialer_sessions_list_idx').on(t.tenantId, t.listId),
  ],
);
