import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { callLists, contacts, listContacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';

/** The demo tenant's contact ids, in id order. */
export async function demoContactIds(db: Db): Promise<number[]> {
  const tenantId = await demoTenantId(db);
  const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, tenantId)).orderBy(contacts.id);
  return rows.map((r) => r.id);
}

export async function listIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: callLists.id }).from(callLists).where(eq(callLists.name, name));
  if (!row) throw new Error(`no list ${name}`);
  return row.id;
}

export async function memberIds(db: Db, listId: number): Promise<number[]> {
  const rows = await db.select({ id: listContacts.contactId }).from(listContacts).where(eq(listContacts.listId, listId)).orderBy(listContacts.contactId);
  return rows.map((r) => r.id);
}

export const listRowCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(callLists))[0]?.n ?? 0;
export const memberCount = async (db: Db, listId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(listContacts)
      .where(and(eq(listContacts.listId, listId)))
  )[0]?.n ?? 0;

/** Creates a static list through the API and answers its id. */
export async function createStaticList(server: TestServer, token: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('POST', '/lists', { token, body: { name: `List ${Math.random().toString(36).slice(2, 8)}`, ...body } });
  if (res.status !== 200) throw new Error(`create list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload.list.id as number;
}

export const PAUSED = { status: 423, message: 'Cannot perform actions on paused lists.' };
