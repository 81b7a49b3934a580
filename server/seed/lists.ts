import type { Db } from '../db/database';
import { callLists, listContacts, listTagLinks, listTags } from '../db/schema';
import { createListRefreshService } from '../areas/lists/list-refresh-service';
import type { DemoTenantContext } from './demo-areas';

/**
 * Demo call lists (no playbooks: those are the playbook engine's seed; a list without one shows NOT SET):
 * a static list of the manager's shared READ_WRITE with the reps, a dynamic list filled by its
 * condition, and a paused list; three tags. The seeded contacts themselves are left untouched.
 */
export async function seedLists(db: Db, ctx: DemoTenantContext): Promise<void> {
  const { tenantId, userIds, contactIds, now } = ctx;
  const tags = await db
    .insert(listTags)
    .values(['Enterprise', 'Renewals', 'Q4'].map((name) => ({ tenantId, name, createdAt: now })))
    .returning({ id: listTags.id, name: listTags.name });
  const tag = (name: string) => tags.find((t) => t.name === name)?.id ?? 0;

  const [push, dynamic, paused] = await db
    .insert(callLists)
    .values([
      { tenantId, name: 'Q4 Enterprise Push', type: 'static', ownerId: userIds.manager, priority: 0, sharing: 'READ_WRITE', assigneeIds: [userIds.rep], createdAt: now, modifiedAt: now },
      {
        tenantId,
        name: 'Austin and Boston VPs',
        type: 'dynamic',
        ownerId: userIds.manager,
        priority: 1,
        sharing: 'READ_ONLY',
        condFilter: {
          type: 'all',
          filters: [
            { field: 'title', operator: 'equals', value: 'VP Sales' },
            { field: 'mailingCity', operator: 'equals', value: 'Austin' },
            { field: 'mailingCity', operator: 'equals', value: 'Boston' },
          ],
          logicType: 'advanced',
          logic: '1 AND (2 OR 3)',
          xfilters: [],
          limit: 1000,
        },
        autoRefreshRate: 60 * 60_000,
        createdAt: now,
        modifiedAt: now,
      },
      { tenantId, name: 'Renewals on hold', type: 'static', ownerId: userIds.rep2, priority: 2, sharing: 'READ_WRITE', paused: true, createdAt: now, modifiedAt: now },
    ])
    .returning({ id: callLists.id });
  if (!push || !dynamic || !paused) throw new Error('demo lists not created');

  const member = (listId: number, contactId: number) => ({ tenantId, listId, contactId, listStatus: 'not contacted', playbookStepEnabledAt: now, addedManually: true, addedAt: now });
  await db.insert(listContacts).values([...contactIds.slice(0, 40).map((id) => member(push.id, id)), ...contactIds.slice(100, 120).map((id) => member(paused.id, id))]);
  await db.insert(listTagLinks).values([
    { tenantId, tagId: tag('Enterprise'), listId: push.id },
    { tenantId, tagId: tag('Q4'), listId: push.id },
    { tenantId, tagId: tag('Enterprise'), listId: dynamic.id },
    { tenantId, tagId: tag('Renewals'), listId: paused.id },
  ]);
  // Fill the dynamic list by its condition, as a refresh would (nobody listens yet).
  await createListRefreshService({ db, clock: { now: () => now }, realtime: { toTenant: () => {} } }).run(tenantId, dynamic.id);
}
