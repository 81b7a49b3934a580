import { sql, type SQL } from 'drizzle-orm';
import { PHONE_KEY_DIGITS } from '@/src/domain/imports/import-row';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Numbers match when one's digits end with the other's (at least 7 of them), so +1 2015550101 and 2015550101 are one number. */
const MIN_SUFFIX_DIGITS = 7;

/** The condition that a stored phone number column is the same number as `number` (digits compared). */
export function phoneNumberMatches(column: PgColumn, number: string): SQL {
  const key = number.replace(/\D/g, '');
  const digits = sql`regexp_replace(${column}, '\\D', '', 'g')`;
  return sql`(${digits} = ${key} or (length(${key}) >= ${MIN_SUFFIX_DIGITS} and right(${digits}, length(${key})) = ${key}) or (length(${digits}) >= ${MIN_SUFFIX_DIGITS} and right(${key}, length(${digits})) = ${digits}))`;
}

/** A stored number's key as `phoneKey` makes it: its last 10 digits (imports dedupe by it, data quality groups by it). */
export const phoneKeySql = (column: PgColumn | SQL): SQL<string> => sql<string>`right(regexp_replace(${column}, '\\D', '', 'g'), ${sql.raw(String(PHONE_KEY_DIGITS))})`;
