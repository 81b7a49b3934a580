import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../activity/activity-log';
import { callLists, listContacts } from '../../db/schema';
import { advanceContact } from '../playbooks/playbook-progress';

/** The dialers record their calls on the list themselves (their play and line routes); a second record would move the contact twice. */
const DIALER_SOURCES = new Set(['PowerDialer', 'ParallelDialer']);

/**
 * A call saved from a list (its context names the list, e.g. the list page's Dial or Dial selected)
 * works the contact's step as the power dialer does: the list row shows the call and its result, and
 * the contact moves on to its next step (or completes). Without this, the row still said "not
 * contacted" after a connected call.
 */
export async function recordListCall(
  tx: Executor,
  args: { tenantId: number; userId: number; contactId: number | null | undefined; context: { listId?: number | undefined; source?: string | undefined }; result: string; now: Date },
): Promise<void> {
  const listId = args.context.listId;
  if (!listId || !args.contactId || (args.context.source && DIALER_SOURCES.has(args.context.source))) return;
  const [row] = await tx
    .select({ id: listContacts.id, listStatus: listContacts.listStatus })
    .from(listContacts)
    .where(and(eq(listContacts.tenantId, args.tenantId), eq(listContacts.listId, listId), eq(listContacts.contactId, args.contactId)));
  if (!row) return;
  const workable = row.listStatus.startsWith('not contacted') || row.listStatus === 'contacted';
  await tx
    .update(listContacts)
    .set({ lastCallResult: args.result, lastCallAt: args.now, ...(workable ? { skipReason: null } : {}) })
    .where(eq(listContacts.id, row.id));
  await tx
    .update(callLists)
    .set({ lastActivityAt: args.now, lastActivityType: 'call', lastActivityUserId: args.userId })
    .where(and(eq(callLists.id, listId), eq(callLists.tenantId, args.tenantId)));
  // A contact an exit condition took out, or one already completed, stays where it is.
  if (workable) await advanceContact(tx, { tenantId: args.tenantId, listId, contactId: args.contactId, outcome: 'called', now: args.now });
}
