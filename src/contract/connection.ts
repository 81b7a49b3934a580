import { z } from 'zod';

/** The signed-in instance as the extension's contexts pass it around: its rest URL and the session's bearer token. */
export const connection = z.object({ instance: z.string().url(), token: z.string().min(1) });
export type Connection = z.infer<typeof connection>;
