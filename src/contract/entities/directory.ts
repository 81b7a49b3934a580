import { z } from 'zod';

export const userSummary = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string(), teamId: z.number().int().nullable() });
export type UserSummary = z.infer<typeof userSummary>;

export const team = z.object({ id: z.number().int(), name: z.string() });
export type Team = z.infer<typeof team>;

export const health = z.object({ ok: z.literal(true), database: z.literal('up'), version: z.string() });
