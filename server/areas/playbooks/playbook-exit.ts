import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { matchingExitCondition, mayMeetExitCondition } from '@/src/domain/lists/exit-condition';
import type { Clock } from '../../clock';
import { type activities, callLists, listContacts, playbooks } from '../../db/schema';
import type { Executor } from '../../activity/activity-log';
import { connectRuleOf } from '../../activity/connection-rule';

/**
 * Exit conditions (spec 2 section 3): when the activity log records an event that meets an exit condition
 * of the playbook of a list the contact is on, the contact leaves it: 'exited', exitedAt, exitReason = the
 * condition. Runs as an activity hook, in the writer's transaction (a savepoint of its own). Returns the
 * lists whose contacts changed.
 */
export async function exitOnActivity(db: Executor, row: typeof activities.$inferSelect, clock: Clock): Promise<number[]> {
  if (row.contactId == null || !mayMeetExitCondition(row)) return [];
  const candidates = await db
    .select({ id: listContacts.id, listId: listContacts.listId, conditions: playbooks.exitConditions })
    .from(listContacts)
    .innerJoin(callLists, eq(callLists.id, listContacts.listId))
    .innerJoin(playbooks, eq(playbooks.id, callLists.playbookId))
    .where(
      and(
        eq(listContacts.tenantId, row.tenantId),
        eq(listContacts.contactId, row.contactId),
        notInArray(listContacts.listStatus, ['completed', 'exited']),
        isNotNull(callLists.playbookId),
        sql`jsonb_array_length(${playbooks.exitConditions}) > 0`,
      ),
    );
  const changed: number[] = [];
  // "Connect call completed" is a connect by the tenant's one rule (read only when a playbook asks).
  const needsRule = candidates.some((c) => c.conditions.some((r) => r.condition === 'connectCall'));
  const connectRule = needsRule && row.kind === 'call' ? await connectRuleOf(db, row.tenantId) : undefined;
  for (const c of candidates) {
    const match = matchingExitCondition(c.conditions, { kind: row.kind, direction: row.direction, durationSeconds: row.durationSeconds, data: row.data }, connectRule);
    if (!match) continue;
    await db.transaction(async (sp) => {
      await sp
        .update(listContacts)
        .set({ listStatus: 'exited', exitedAt: clock.now(), exitReason: match.condition, pendingEmailId: null, reservedByUserId: null, reservedUntil: null })
        .where(eq(listContacts.id, c.id));
    });
    changed.push(c.listId);
  }
  return changed;
}
