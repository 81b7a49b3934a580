import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Numbers match when one's digits end with the other's (at least 7 of them), so +1 2015550101 and 2015550101 are one number. */
const MIN_SUFFIX_DIGITS = 7;

/** The condition that a stored phone number column is the same number as `number` (digits compared). */
export function phoneNumberMatches(column: PgColumn, number: string): SQL {
  const key = number.replace(/\D/g, '');
  const digits = sql`regexp_replace(${column}, '\\D', '', 'g')`;
  return sql`(${digits} = ${key} or (length(${key}) >= ${MIN_SUFFIX_DIGITS} and right(${digits}, length(${key})) = ${key}) or (length(${digits}) >= ${MIN_SUFFIX_DIGITS} and right(${key}, length(${digits})) = ${digits}))`;
}
