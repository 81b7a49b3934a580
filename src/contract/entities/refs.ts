import { z } from 'zod';

/** Record ids as the CRM routes carry them. */
export const id = z.number().int();
/** ISO 8601 with offset, e.g. 2026-11-21T10:00:00.000Z. */
export const isoTimestamp = z.string();
/** A user or an account named on a record. */
export const userRef = z.object({ id, firstName: z.string(), lastName: z.string() });
export const accountRef = z.object({ id, name: z.string() });
export const optText = (max: number) => z.string().trim().max(max).nullable().optional();
