import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { emailSendBody } from '@/src/contract/entities/email';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { callLists, contactEmails, emailMessages, listContacts, playbooks, playbookSteps, playbookStepVariants, users } from '../../db/schema';
import { applyModifyFields } from './playbook-modify-fields';
import { advanceContact, takeVariants } from './playbook-progress';
import type { EmailSendOptions } from '../email/email-tables';
import type { AuthContext } from '../session/session-store';

/** The email service's send, as the engine uses it (server/areas/email/email-send-service.ts). */
export type SendEmail = (auth: AuthContext, body: ReturnType<typeof emailSendBody.parse>, options?: EmailSendOptions) => Promise<{ messageId: number; activityId?: number | null; status: string }>;

export interface PlaybookEngineDeps {
  db: Db;
  clock: Clock;
  sendEmail: SendEmail;
  listChanged: (tenantId: number, listId: number) => void;
  /** Contacts handled per tick (the next tick takes the rest). */
  batchSize?: number;
}

export interface TickResult {
  sent: number;
  failed: number;
  retrying: number;
  modified: number;
  settled: number;
}

/**
 * The playbook tick: contacts due on an automatic-email step (gap passed, list active and not paused,
 * automaticEmailUser != -1) are emailed by themselves through the email service, as the automatic email
 * user, tracked per the playbook's flags; contacts due on a modify-field step get their fields set. Both
 * then advance. Order of processing: playbookStepEnabledAt, then contact id; each contact's variant was
 * given A, B, A, B... on arrival on the step (playbook-progress takeVariants), so the sends alternate.
 */
export function createPlaybookEngine(deps: PlaybookEngineDeps) {
  const { db, clock } = deps;
  const batchSize = deps.batchSize ?? 200;
  let running: Promise<TickResult> | null = null;

  /** Automatic emails whose delivery the email service retried: advance when sent, 'email send error' when failed for good. */
  async function settlePending(touched: Set<string>): Promise<number> {
    const rows = await db
      .select({ id: listContacts.id, tenantId: listContacts.tenantId, listId: listContacts.listId, contactId: listContacts.contactId, status: emailMessages.status })
      .from(listContacts)
      .innerJoin(emailMessages, eq(emailMessages.id, listContacts.pendingEmailId))
      .where(and(eq(listContacts.listStatus, 'email send retry'), isNotNull(listContacts.pendingEmailId), inArray(emailMessages.status, ['sent', 'failed'])))
      .limit(batchSize);
    for (const r of rows) {
      await db.transaction(async (tx) => {
        await tx
          .update(listContacts)
          .set({ pendingEmailId: null, ...(r.status === 'failed' ? { listStatus: 'email send error' } : {}) })
          .where(eq(listContacts.id, r.id));
        if (r.status === 'sent') await advanceContact(tx, { tenantId: r.tenantId, listId: r.listId, contactId: r.contactId, outcome: 'email-sent', now: clock.now() });
      });
      touched.add(`${r.tenantId}:${r.listId}`);
    }
    return rows.length;
  }

  async function dueRows(now: Date) {
    return db
      .select({
        id: listContacts.id,
        tenantId: listContacts.tenantId,
        listId: listContacts.listId,
        contactId: listContacts.contactId,
        variantId: listContacts.variantId,
        stepId: playbookSteps.id,
        playbookId: playbooks.id,
        action: playbookSteps.action,
        modifyFields: playbookSteps.modifyFields,
        userId: playbooks.automaticEmailUserId,
        trackOpens: playbooks.trackEmailOpens,
        trackClicks: playbooks.trackEmailClicks,
      })
      .from(listContacts)
      .innerJoin(callLists, eq(callLists.id, listContacts.listId))
      .innerJoin(playbooks, eq(playbooks.id, callLists.playbookId))
      .innerJoin(playbookSteps, and(eq(playbookSteps.id, listContacts.playbookStepId), eq(playbookSteps.playbookId, playbooks.id)))
      .where(
        and(
          or(eq(listContacts.listStatus, 'not contacted'), and(eq(listContacts.listStatus, 'email send retry'), isNull(listContacts.pendingEmailId))),
          lte(listContacts.playbookStepEnabledAt, now),
          eq(callLists.active, true),
          eq(callLists.paused, false),
          or(eq(playbookSteps.action, 'modify-field'), and(eq(playbookSteps.action, 'automatic-email'), ne(playbooks.automaticEmailUserId, -1))),
        ),
      )
      .orderBy(asc(listContacts.playbookStepEnabledAt), asc(listContacts.contactId))
      .limit(batchSize);
  }

  type Due = Awaited<ReturnType<typeof dueRows>>[number];

  async function sendAutomatic(row: Due): Promise<'sent' | 'retrying' | 'failed'> {
    const [variant] = row.variantId
      ? await db
          .select()
          .from(playbookStepVariants)
          .where(and(eq(playbookStepVariants.id, row.variantId), eq(playbookStepVariants.stepId, row.stepId)))
      : [];
    const chosen = variant ?? (await pickVariant(row));
    const [sender] = await db
      .select({ id: users.id, capList: users.capList, active: users.active })
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.tenantId, row.tenantId)));
    const [address] = await db
      .select({ address: contactEmails.address })
      .from(contactEmails)
      .where(and(eq(contactEmails.contactId, row.contactId), eq(contactEmails.tenantId, row.tenantId)))
      .orderBy(sql`${contactEmails.isPrimary} desc`, asc(contactEmails.id))
      .limit(1);
    if (!chosen || !sender || !sender.active || !address) return markFailed(row, 'email send error');
    const auth: AuthContext = { sessionId: 0, tenantId: row.tenantId, userId: sender.id, capList: sender.capList, token: '' };
    try {
      const body = emailSendBody.parse({
        to: address.address,
        contact: { contactId: row.contactId, email: address.address },
        template: { replyType: chosen.replyType, subject: chosen.subject, body: chosen.body },
        trackOpens: row.trackOpens,
        trackClicks: row.trackClicks,
      });
      const result = await deps.sendEmail(auth, body, { origin: 'playbook', listContext: { listId: row.listId, playbookId: row.playbookId, stepId: row.stepId, variantId: chosen.id } });
      if (result.status === 'sent') {
        await advanceContact(db, { tenantId: row.tenantId, listId: row.listId, contactId: row.contactId, outcome: 'email-sent', now: clock.now() });
        return 'sent';
      }
      // The email service retries the delivery itself; settlePending follows it.
      await db.update(listContacts).set({ listStatus: 'email send retry', pendingEmailId: result.messageId, variantId: chosen.id }).where(eq(listContacts.id, row.id));
      return 'retrying';
    } catch {
      return markFailed(row, 'email send error');
    }
  }

  async function pickVariant(row: Due) {
    const [variantId] = await takeVariants(db, row.tenantId, row.stepId, 1);
    if (variantId == null) return undefined;
    const [variant] = await db.select().from(playbookStepVariants).where(eq(playbookStepVariants.id, variantId));
    if (variant) await db.update(listContacts).set({ variantId }).where(eq(listContacts.id, row.id));
    return variant;
  }

  async function markFailed(row: Due, status: 'email send error'): Promise<'failed'> {
    await db.update(listContacts).set({ listStatus: status, pendingEmailId: null }).where(eq(listContacts.id, row.id));
    return 'failed';
  }

  async function run(): Promise<TickResult> {
    const result: TickResult = { sent: 0, failed: 0, retrying: 0, modified: 0, settled: 0 };
    const touched = new Set<string>();
    result.settled = await settlePending(touched);
    const rows = await dueRows(clock.now());
    for (const row of rows) {
      touched.add(`${row.tenantId}:${row.listId}`);
      if (row.action === 'modify-field') {
        await db.transaction(async (tx) => {
          await applyModifyFields(tx, row.tenantId, row.contactId, row.modifyFields, clock.now());
          await advanceContact(tx, { tenantId: row.tenantId, listId: row.listId, contactId: row.contactId, outcome: 'fields-modified', now: clock.now() });
        });
        result.modified++;
        continue;
      }
      const outcome = await sendAutomatic(row);
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'retrying') result.retrying++;
      else result.failed++;
    }
    for (const key of touched) {
      const [tenantId, listId] = key.split(':').map(Number);
      deps.listChanged(tenantId!, listId!);
    }
    return result;
  }

  return {
    /** One pass over the due contacts; a call while a pass runs waits for that pass. */
    tick(): Promise<TickResult> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type PlaybookEngine = ReturnType<typeof createPlaybookEngine>;
