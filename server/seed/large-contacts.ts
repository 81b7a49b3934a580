import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contacts, tenants, users } from '../db/schema';
import { FICTIONAL_AREA_CODES } from './fictional-numbers';

// Data: a few names a line.
// prettier-ignore
const FIRST = [
  'Ava', 'Liam', 'Mia', 'Noah', 'Emma', 'Lucas', 'Olivia', 'Ethan', 'Sofia', 'Mason', 'Isla', 'Leo', 'Chloe', 'Owen', 'Zoe', 'Caleb', 'Nora', 'Eli',
  'Ruby', 'Jack', 'Hana', 'Omar', 'Priya', 'Mateo', 'Yuki', 'Ines', 'Kofi', 'Lena', 'Ravi', 'Tess'
];
// Data: a few names a line.
// prettier-ignore
const LAST = [
  'Anderson', 'Brooks', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Iverson', 'Jensen', 'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Ortiz',
  'Patel', 'Quinn', 'Reyes', 'Sato', 'Turner', 'Usman', 'Vasquez', 'Walsh', 'Xu', 'Young', 'Zimmer', 'Abbott', 'Bennett', 'Chen', 'Dunn', 'Ellis',
  'Fischer', 'Grant', 'Hale', 'Ibarra', 'Jordan', 'Khan', 'Lang', 'Meyer', 'Novak', 'Olsen', 'Price', 'Rossi', 'Shaw', 'Tran', 'Vega', 'Weber',
  'Yates', '4th Street Realty'
];
// Data: a few names a line.
// prettier-ignore
const COMPANIES = [
  'Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay Industries', 'Stark Labs', 'Wayne Logistics', 'Soylent', 'Tyrell Systems',
  'Cyberdyne', 'Wonka Foods', 'Pied Piper', 'Massive Dynamic', 'Oscorp', 'Gringotts'
];

const arr = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/**
 * Adds `count` contacts (with a phone and an email each) to a tenant, generated inside PostgreSQL in
 * batches: 75,000 take a few seconds. Numbers are valid ones in the fictional 555-01xx range; that
 * range holds 100 lines per area code, so past some tens of thousands of contacts numbers repeat
 * (Data quality then lists them as duplicates, which they are).
 */
export async function seedLargeContacts(db: Db, tenantId: number, count: number, onProgress: (done: number) => void = () => {}) {
  const owners = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
  const ownerIds = sql`${`{${owners.map((o) => o.id).join(',')}}`}::int[]`;
  const [start] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.tenantId, tenantId));
  const offset = start?.n ?? 0;
  const batch = 5000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const from = offset + done + 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with f as (select ${arr(FIRST)} a), l as (select ${arr(LAST)} a), co as (select ${arr(COMPANIES)} a), o as (select ${ownerIds} a),
        src as (
          select g,
            (select a[1 + (g * 7) % array_length(a, 1)] from f) as first_name,
            (select a[1 + (g * 13 + g / 31) % array_length(a, 1)] from l) as last_name,
            (select a[1 + (g * 3) % array_length(a, 1)] from co) as company,
            (select a[1 + g % array_length(a, 1)] from o) as owner
          from generate_series(${from}::int, ${from + n - 1}::int) g
        ), ins as (
          insert into contacts (tenant_id, owner_id, is_lead, first_name, last_name, company_name, title, mailing_city, timezone)
          select ${tenantId}, owner, g % 5 = 0, first_name, last_name, company, 'Buyer', 'Austin', 'America/Chicago' from src
          returning id, first_name, last_name, company_name
        ), ph as (
          insert into contact_phones (tenant_id, contact_id, number, type, is_primary)
          select ${tenantId}, id, '+1' || (${arr([...FICTIONAL_AREA_CODES])})[1 + (id / 100) % ${FICTIONAL_AREA_CODES.length}] || '55501' || lpad((id % 100)::text, 2, '0'), 'work', true from ins
        )
        insert into contact_emails (tenant_id, contact_id, address, is_primary)
        select ${tenantId}, id, lower(regexp_replace(first_name || '.' || last_name || id::text, '[^A-Za-z0-9.]', '', 'g')) || '@' ||
          lower(regexp_replace(company_name, '[^A-Za-z]', '', 'g')) || '.example', true from ins`);
    });
    onProgress(done + n);
  }
  // Fresh statistics and visibility map: the planner picks the indexes and counts read the index only.
  for (const table of ['contacts', 'contact_phones', 'contact_emails']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

export async function tenantIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.name, name)));
  if (!row) throw new Error(`tenant ${name} not found (start the server once to seed it)`);
  return row.id;
}
