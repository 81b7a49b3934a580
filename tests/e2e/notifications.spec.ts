import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { activities, contacts } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { expect, signIn, test } from './support/fixtures';

/** A rep of a tenant of their own with an SMS that came in and a missed call, both from one contact. */
async function notifiedRep() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Notify Co ${tag}`);
    const rep = await createUser(database.db, tenant.id, { email: `nt-rep-${tag}@notify.test`, password: 'Demo@Sales1', firstName: 'Nora', lastName: 'Rep', role: 'rep' });
    const [contact] = await database.db.insert(contacts).values({ tenantId: tenant.id, firstName: 'Carla', lastName: 'Client' }).returning();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await database.db.insert(activities).values([
      { tenantId: tenant.id, userId: rep.id, contactId: contact!.id, kind: 'sms', direction: 'in', occurredAt: at(20), data: { body: 'Call me back please' } },
      { tenantId: tenant.id, userId: rep.id, contactId: contact!.id, kind: 'call', direction: 'in', occurredAt: at(10), data: { phoneNumber: '+12025550111', result: 'No Answer' } },
    ]);
    return { email: rep.email, contactId: contact!.id };
  } finally {
    await database.close();
  }
}

test('the notification list: unread count on the bar, newest first, mark all read, and an entry opens its contact', async ({ workspace }) => {
  const { email, contactId } = await notifiedRep();
  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  const button = workspace.getByTestId('notifications');
  await expect(button).toHaveAttribute('data-unread', '2');
  await expect(workspace.getByTestId('notifications-unread')).toHaveText('2');
  // The count is drawn whole: no ancestor that clips its overflow cuts the badge.
  const clipped = await workspace.getByTestId('notifications-unread').evaluate((label) => {
    const badge = (label.parentElement ?? label).getBoundingClientRect();
    const cuts: string[] = [];
    for (let el = label.parentElement?.parentElement ?? null; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = el.getBoundingClientRect();
      if (badge.top < box.top || badge.left < box.left || badge.bottom > box.bottom || badge.right > box.right) cuts.push(el.className || el.tagName);
    }
    return cuts;
  });
  expect(clipped).toEqual([]);
  await button.click();
  const entries = workspace.getByTestId('notification');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Missed call from Carla Client');
  await expect(entries.nth(1)).toContainText('SMS from Carla Client');
  await expect(entries.nth(1)).toContainText('Call me back please');
  await expect(entries.first()).toHaveAttribute('data-read', 'false');

  await workspace.getByTestId('notifications-read-all').click();
  await expect(button).toHaveAttribute('data-unread', '0');
  await expect(workspace.getByTestId('notifications-unread')).toHaveCount(0);
  await expect(entries.first()).toHaveAttribute('data-read', 'true');

  await entries.first().click();
  await expect(workspace).toHaveURL(new RegExp(`#!/contacts/${contactId}`));
  // Read stays read after a reload.
  await workspace.reload();
  await expect(workspace.getByTestId('notifications')).toHaveAttribute('data-unread', '0');
});
