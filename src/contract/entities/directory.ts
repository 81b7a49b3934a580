import { z } from 'zod';

export const userSummary = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string(), teamId: z.number().int().nullable() });
export type UserSummary = z.infer<typeof userSummary>;
/** Spec 3 section 6: without this capability a user's pickers (GET /users) hold only themself. */
export const USER_LIST = 'user.list';

export const team = z.object({ id: z.number().int(), name: z.string() });
export type Team = z.infer<typeof team>;

export const partNames = ['database', 'sip', 'media', 'mail', 'crm'] as const;
export type PartName = (typeof partNames)[number];
/** A real part the server runs beside it; a part that is down says why and what to do. */
export const partStatus = z.object({ name: z.enum(partNames), state: z.enum(['up', 'down']), reason: z.string().nullable(), detail: z.string().nullable() });
export type PartStatus = z.infer<typeof partStatus>;
export const health = z.object({ ok: z.literal(true), database: z.literal('up'), version: z.string(), parts: z.array(partStatus) });
