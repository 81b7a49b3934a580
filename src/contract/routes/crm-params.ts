import { z } from 'zod';

/** Shared pieces of the CRM route groups. */
export const recordId = z.coerce.number().int().positive();

/** A query flag: the client sends `true` / `false` as text. */
export const queryFlag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

export const deletedReply = z.object({ deleted: z.literal(true) });
