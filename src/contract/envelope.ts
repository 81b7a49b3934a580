import { z } from 'zod';

/** Every reply carries a `status` (the HTTP status) and, on success, a `payload`. */
export const successEnvelope = <T extends z.ZodType>(payload: T) => z.object({ status: z.number().int(), payload, message: z.string().optional() });

/** Failure replies carry the spec's message and, for 401s, the reason the session ended. */
export const errorEnvelope = z.object({ status: z.number().int(), message: z.string(), code: z.string().optional(), reason: z.string().optional() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
