import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Account, accountCreateBody, accountUpdateBody } from '@/src/contract/entities/accounts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { otherFieldsObject, otherFieldsText, parseOtherFields } from '../../db/json-text';
import { checkOtherFields, checkStandardFields, createLayoutService } from '../layouts/layout-service';
import type { AuthContext } from '../session/session-store';

type CreateBody = z.output<typeof accountCreateBody>;
type UpdateBody = z.output<typeof accountUpdateBody>;

// Written out with table names: inside a subquery drizzle would leave the outer columns unqualified.
const contactCount = sql<number>`(select count(*)::int from contacts cc where cc.account_id = "accounts"."id" and cc.tenant_id = "accounts"."tenant_id")`;
const columns = {
  id: accounts.id,
  name: accounts.name,
  shippingStreet: accounts.shippingStreet,
  shippingCity: accounts.city,
  shippingState: accounts.shippingState,
  shippingPostalCode: accounts.shippingPostalCode,
  shippingCountry: accounts.country,
  otherFields: accounts.otherFields,
  contactCount,
  createdAt: accounts.createdAt,
};
interface AccountRow {
  id: number;
  name: string;
  shippingStreet: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingPostalCode: string | null;
  shippingCountry: string | null;
  otherFields: string | null;
  contactCount: number;
  createdAt: Date;
}

const toAccount = (row: AccountRow): Account => ({ ...row, contactCount: Number(row.contactCount), otherFields: parseOtherFields(row.otherFields), createdAt: row.createdAt.toISOString() });

export async function loadAccount(db: Executor, tenantId: number, accountId: number): Promise<Account> {
  const [row] = await db
    .select(columns)
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)));
  if (!row) throw notFound('Account');
  return toAccount(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Accounts: paged list with search, get, create, partial update; otherFields kept as JSON text. */
export function createAccountService(db: Db, clock: Clock) {
  const layouts = createLayoutService(db);
  return {
    async list(auth: AuthContext, q: { offset: number; limit: number; search?: string | undefined }) {
      const where = and(eq(accounts.tenantId, auth.tenantId), q.search ? sql`lower(${accounts.name}) like ${`%${escapeLike(q.search.toLowerCase())}%`}` : undefined);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(accounts)
          .where(where)
          .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(accounts)
          .where(where),
      ]);
      return { accounts: rows.map(toAccount), total: count?.n ?? 0 };
    },

    get: (auth: AuthContext, accountId: number) => loadAccount(db, auth.tenantId, accountId),

    async create(auth: AuthContext, body: CreateBody): Promise<Account> {
      const fields = await layouts.layout(auth.tenantId, 'account');
      const other = otherFieldsObject(body.otherFields);
      checkStandardFields(fields, { ...body }, 'create');
      checkOtherFields(fields, other, Object.keys(other), 'create');
      const [row] = await db
        .insert(accounts)
        .values({
          tenantId: auth.tenantId,
          name: body.name,
          shippingStreet: body.shippingStreet ?? null,
          city: body.shippingCity ?? null,
          shippingState: body.shippingState ?? null,
          shippingPostalCode: body.shippingPostalCode ?? null,
          country: body.shippingCountry ?? null,
          otherFields: body.otherFields === undefined ? null : otherFieldsText(body.otherFields),
          createdAt: clock.now(),
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error('account not created');
      return loadAccount(db, auth.tenantId, row.id);
    },

    async update(auth: AuthContext, accountId: number, body: UpdateBody): Promise<Account> {
      const [current] = await db
        .select({ otherFields: accounts.otherFields })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, auth.tenantId)));
      if (!current) throw notFound('Account');
      const fields = await layouts.layout(auth.tenantId, 'account');
      const { otherFields: sent, ...standard } = body;
      checkStandardFields(fields, standard, 'update');
      let otherText: string | undefined;
      if (sent !== undefined) {
        const patch = otherFieldsObject(sent);
        // An unparseable stored value is replaced, not merged.
        const merged = { ...(parseOtherFields(current.otherFields) ?? {}) };
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) delete merged[k];
          else merged[k] = v;
        }
        checkOtherFields(fields, merged, Object.keys(patch), 'update');
        otherText = JSON.stringify(merged);
      }
      await db
        .update(accounts)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.shippingStreet !== undefined ? { shippingStreet: body.shippingStreet } : {}),
          ...(body.shippingCity !== undefined ? { city: body.shippingCity } : {}),
          ...(body.shippingState !== undefined ? { shippingState: body.shippingState } : {}),
          ...(body.shippingPostalCode !== undefined ? { shippingPostalCode: body.shippingPostalCode } : {}),
          ...(body.shippingCountry !== undefined ? { country: body.shippingCountry } : {}),
          ...(otherText !== undefined ? { otherFields: otherText } : {}),
        })
        .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, auth.tenantId)));
      return loadAccount(db, auth.tenantId, accountId);
    },
  };
}
