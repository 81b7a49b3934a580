import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { emailSendBody } from '@/src/contract/entities/email';
import type { playbookSendBody } from '@/src/contract/entities/playbooks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { callLists, contactEmails, emailMessages, listContacts, playbookSteps, playbookStepVariants } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { SendEmail } from './playbook-engine';
import { advanceContact } from './playbook-progress';
import type { AuthContext } from '../session/session-store';

export const PLAYBOOK_SEND_PAUSED = 'Cannot send e-mail to contacts on paused lists.';

/**
 * POST /emails/playbook-send (spec 1 section 7 playbookSend): one email per contact of the list with the
 * step's template (or the composer's edit of it), then each sent contact advances. cancelAutomaticJobs: an
 * automatic email of the step still waiting for its delivery retry is cancelled (the manual one replaces it).
 */
export function createPlaybookSendService(deps: { db: Db; clock: Clock; sendEmail: SendEmail; listChanged: (tenantId: number, listId: number) => void }) {
  const { db, clock } = deps;
  return {
    async send(auth: AuthContext, body: z.output<typeof playbookSendBody>) {
      const [list] = await db
        .select()
        .from(callLists)
        .where(and(eq(callLists.id, body.listId), eq(callLists.tenantId, auth.tenantId)));
      if (!list) throw notFound('List');
      if (list.paused) throw new ApiError(423, PLAYBOOK_SEND_PAUSED, { code: 'LIST_PAUSED' });
      if (list.playbookId !== body.playbookId) throw new ApiError(404, 'The list does not have this playbook', { code: 'LIST_PLAYBOOK_NOT_FOUND' });
      const [step] = await db
        .select()
        .from(playbookSteps)
        .where(and(eq(playbookSteps.id, body.stepId), eq(playbookSteps.playbookId, body.playbookId), eq(playbookSteps.tenantId, auth.tenantId)));
      if (!step) throw notFound('Step');
      if (step.action !== 'email' && step.action !== 'automatic-email') throw new ApiError(400, 'The step does not send email', { code: 'PLAYBOOK_STEP_NOT_EMAIL' });
      if (body.variantId != null) {
        const [variant] = await db
          .select({ id: playbookStepVariants.id })
          .from(playbookStepVariants)
          .where(and(eq(playbookStepVariants.id, body.variantId), eq(playbookStepVariants.stepId, step.id)));
        if (!variant) throw notFound('Variant');
      }
      const members = await db
        .select({ contactId: listContacts.contactId, stepId: listContacts.playbookStepId, pendingEmailId: listContacts.pendingEmailId, id: listContacts.id })
        .from(listContacts)
        .where(and(eq(listContacts.listId, list.id), eq(listContacts.tenantId, auth.tenantId), inArray(listContacts.contactId, body.contacts)));
      const byContact = new Map(members.map((m) => [m.contactId, m]));
      const missing = body.contacts.filter((id) => !byContact.has(id));
      if (missing.length) throw new ApiError(404, `Contacts not in the list: ${missing.join(', ')}`, { code: 'LIST_CONTACT_NOT_FOUND' });

      const addresses = await db
        .select({ contactId: contactEmails.contactId, address: contactEmails.address, isPrimary: contactEmails.isPrimary })
        .from(contactEmails)
        .where(and(eq(contactEmails.tenantId, auth.tenantId), inArray(contactEmails.contactId, body.contacts)));
      const sent: { contactId: number; messageId: number; activityId: number }[] = [];
      const failed: { contactId: number; message: string }[] = [];
      for (const contactId of body.contacts) {
        const member = byContact.get(contactId)!;
        const address = addresses.filter((a) => a.contactId === contactId).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))[0];
        if (!address) {
          failed.push({ contactId, message: 'The contact has no email address' });
          continue;
        }
        if (body.cancelAutomaticJobs && member.pendingEmailId != null) {
          await db
            .update(emailMessages)
            .set({ status: 'failed', lastError: 'Replaced by a playbook email sent by hand' })
            .where(and(eq(emailMessages.id, member.pendingEmailId), eq(emailMessages.status, 'retrying')));
          await db.update(listContacts).set({ pendingEmailId: null }).where(eq(listContacts.id, member.id));
        }
        try {
          const result = await deps.sendEmail(auth, emailSendBody.parse({ ...body, to: address.address, contact: { contactId, email: address.address }, attachments: body.attachments }), {
            listContext: { listId: list.id, playbookId: body.playbookId, stepId: step.id, variantId: body.variantId ?? null },
          });
          // activityId 0: the mail waits for a delivery retry (its activity is written when it leaves).
          sent.push({ contactId, messageId: result.messageId, activityId: result.activityId ?? 0 });
          // Only a contact on this step moves on (one on another step got an extra email).
          if (member.stepId === step.id) await advanceContact(db, { tenantId: auth.tenantId, listId: list.id, contactId, outcome: 'email-sent', now: clock.now() });
        } catch (error) {
          failed.push({ contactId, message: error instanceof Error ? error.message : 'Unable to send email' });
        }
      }
      deps.listChanged(auth.tenantId, list.id);
      return { sent, failed };
    },
  };
}
