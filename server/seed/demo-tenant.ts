import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, activities, contactEmails, contactPhones, contacts, tenants } from '../db/schema';
import { demoAreaSeeds } from './demo-areas';
import { seededRandom, type Random } from './random';
import { fictionalNumber } from './fictional-numbers';
import { plantDataProblems } from './data-problems';
import { createTeam, createTenant, createUser } from './tenant-factory';

export const DEMO_TENANT = 'Demo Co';
export const DEMO_PASSWORD = 'Demo@Sales1';
export const DEMO_LOGINS = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'manager@demo.test', role: 'manager' },
  { email: 'rep@demo.test', role: 'rep' },
  { email: 'rep2@demo.test', role: 'rep' },
] as const;

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Emma', 'Lucas', 'Olivia', 'Ethan', 'Sofia', 'Mason', 'Isla', 'Leo', 'Chloe', 'Owen', 'Zoe', 'Caleb', 'Nora', 'Eli', 'Ruby', 'Jack'];
// Data: a few names a line.
// prettier-ignore
const LAST = [
  'Anderson', 'Brooks', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Iverson', 'Jensen', 'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Ortiz',
  'Patel', 'Quinn', 'Reyes', 'Sato', 'Turner', 'Usman', 'Vasquez', 'Walsh', 'Young', 'Zimmer', '3M Liaison'
];
const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay Industries', 'Stark Labs', 'Wayne Logistics', 'Soylent', 'Tyrell Systems', 'Cyberdyne', 'Wonka Foods'];
const CITIES = ['Austin', 'Boston', 'Chicago', 'Denver', 'Miami', 'Seattle'];
const TITLES = ['VP Sales', 'Head of Operations', 'CTO', 'Office Manager', 'Procurement Lead', 'Founder'];

/** Creates "Demo Co": four users, two teams, a few hundred contacts and leads, 60 days of activity. */
export async function seedDemoTenant(db: Db, now: Date = new Date()) {
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEMO_TENANT));
  if (existing.length) return { created: false };
  const rnd = seededRandom(20261121);
  const tenant = await createTenant(db, DEMO_TENANT);
  const east = await createTeam(db, tenant.id, 'East Team');
  const west = await createTeam(db, tenant.id, 'West Team');
  const base = { password: DEMO_PASSWORD };
  const admin = await createUser(db, tenant.id, { ...base, email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
  const manager = await createUser(db, tenant.id, { ...base, email: 'manager@demo.test', firstName: 'Max', lastName: 'Manager', role: 'manager', teamId: east.id });
  const rep = await createUser(db, tenant.id, { ...base, email: 'rep@demo.test', firstName: 'Riley', lastName: 'Rep', role: 'rep', teamId: east.id });
  const rep2 = await createUser(db, tenant.id, { ...base, email: 'rep2@demo.test', firstName: 'Sam', lastName: 'Seller', role: 'rep', teamId: west.id });

  const accountRows = await db
    .insert(accounts)
    // Account owners in turn (lists: playOwnerAccountsOnly); not drawn from rnd, so the rest of the demo data stays as it was.
    .values(COMPANIES.map((name, i) => ({ tenantId: tenant.id, name, ownerId: [rep.id, rep2.id, manager.id][i % 3], city: rnd.pick(CITIES), country: 'US' })))
    .returning({ id: accounts.id, name: accounts.name });

  const owners = [rep.id, rep2.id, manager.id];
  const contactIds = await seedContacts(db, tenant.id, rnd, accountRows, owners, 320);
  await plantDataProblems(db, tenant.id, contactIds);
  await seedActivity(db, tenant.id, rnd, [rep.id, rep2.id, manager.id], contactIds, now);
  const userIds = { admin: admin.id, manager: manager.id, rep: rep.id, rep2: rep2.id };
  const ctx = { tenantId: tenant.id, userIds, teamIds: { east: east.id, west: west.id }, contactIds, accountIds: accountRows.map((a) => a.id), now };
  for (const seedArea of demoAreaSeeds) await seedArea(db, ctx);
  return { created: true, tenantId: tenant.id, userIds };
}

async function seedContacts(db: Db, tenantId: number, rnd: Random, accountRows: { id: number; name: string }[], owners: number[], count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const isLead = rnd.chance(0.4);
    const account = rnd.pick(accountRows);
    const firstName = rnd.pick(FIRST);
    const lastName = rnd.pick(LAST);
    const [row] = await db
      .insert(contacts)
      .values({
        tenantId,
        ownerId: rnd.pick(owners),
        accountId: isLead ? null : account.id,
        isLead,
        firstName,
        lastName,
        companyName: account.name,
        title: rnd.pick(TITLES),
        mailingCity: rnd.pick(CITIES),
        timezone: 'America/New_York',
      })
      .returning({ id: contacts.id });
    if (!row) continue;
    ids.push(row.id);
    // One draw per contact, as when it picked the area code, so the activity drawn after stays the same.
    rnd.next();
    const number = fictionalNumber(i);
    await db.insert(contactPhones).values({ tenantId, contactId: row.id, number, type: 'work', isPrimary: true });
    await db
      .insert(contactEmails)
      .values({ tenantId, contactId: row.id, address: `${firstName}.${lastName}${i}@${account.name.toLowerCase().replace(/[^a-z]/g, '')}.example`.toLowerCase().replace(/\s/g, ''), isPrimary: true });
  }
  return ids;
}

async function seedActivity(db: Db, tenantId: number, rnd: Random, userIds: number[], contactIds: number[], now: Date) {
  type Row = typeof activities.$inferInsert;
  const rows: Row[] = [];
  const dayMs = 86_400_000;
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let daysAgo = 60; daysAgo >= 0; daysAgo--) {
    const dayStart = todayStart - daysAgo * dayMs;
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const userId of userIds) {
      const pace = userId === userIds[2] ? 0.4 : 1; // the manager dials less
      const at = () => {
        const t = dayStart + rnd.int(13 * 3600, 22 * 3600) * 1000; // 8 am to 5 pm US Eastern
        return new Date(Math.min(t, now.getTime() - 60_000));
      };
      const push = (row: Omit<Row, 'tenantId' | 'userId'>) => {
        const occurredAt = row.occurredAt as Date;
        if (occurredAt.getTime() < dayStart) return;
        rows.push({ tenantId, userId, ...row });
      };
      for (let i = 0, n = Math.round(rnd.int(35, 70) * pace); i < n; i++) {
        const connected = rnd.chance(0.22);
        push({
          kind: 'call',
          direction: 'out',
          contactId: rnd.pick(contactIds),
          durationSeconds: connected ? rnd.int(120, 900) : rnd.int(0, 90),
          occurredAt: at(),
          data: { result: connected ? 'Connected' : rnd.pick(['No Answer', 'Left Voicemail', 'Busy']) },
        });
      }
      for (let i = 0, n = Math.round(rnd.int(3, 10) * pace); i < n; i++) {
        push({ kind: 'call', direction: 'in', contactId: rnd.pick(contactIds), durationSeconds: rnd.int(30, 600), occurredAt: at(), data: {} });
      }
      for (let i = 0, n = Math.round(rnd.int(12, 30) * pace); i < n; i++) {
        push({ kind: 'email', direction: 'out', contactId: rnd.pick(contactIds), occurredAt: at(), data: { subject: 'Following up' } });
      }
      for (let i = 0, n = rnd.int(0, 3); i < n; i++) {
        push({ kind: 'demo', contactId: rnd.pick(contactIds), occurredAt: at(), data: { subject: 'Product demo' } });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(activities).values(rows.slice(i, i + 1000));
}
