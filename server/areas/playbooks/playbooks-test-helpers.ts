import { callLists, listContacts } from '../../db/schema';
import type { Db } from '../../db/database';

/** A list written straight to the table (the lists routes are another area's), with the given members. */
export async function makeList(db: Db, tenantId: number, ownerId: number, contactIds: number[] = [], patch: Partial<typeof callLists.$inferInsert> = {}) {
  const [list] = await db
    .insert(callLists)
    .values({ tenantId, ownerId, name: `List ${Math.random().toString(36).slice(2, 8)}`, ...patch })
    .returning();
  if (contactIds.length) await db.insert(listContacts).values(contactIds.map((contactId) => ({ tenantId, listId: list!.id, contactId })));
  return list!;
}

export const step = (action: 'call' | 'email' | 'automatic-email' | 'modify-field', patch: Record<string, unknown> = {}) => ({ name: `${action} step`, action, ...patch });
export const variant = (subject: string, replyType: 'newThread' | 'reply' = 'newThread') => ({ name: subject, template: { replyType, subject, body: `<p>${subject} for {{contact.firstName}}</p>` } });
