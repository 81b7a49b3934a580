import { z } from 'zod';

/** Every reply carries a `status` (the HTTP status) and, on success, a `payload`. */
export const successEnvelope = <T extends z.ZodType>(payload: T) => z.object({ status: z.number().int(), payload, message: z.string().optional() });

/**
 * One thing wrong with a request: where (the field's path inside the body, query or params, as zod
 * names it: `['emails', 0, 'address']`; empty for the request as a whole) and what, in words a user reads.
 */
export const validationIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssue>;

/**
 * Failure replies carry the spec's message and, for 401s, the reason the session ended. A 400 the
 * contract's schemas refuse (code 'VALIDATION') also lists its issues, each with its field's path, so a
 * form marks the field; `message` still sums them up for callers that read only it.
 */
export const errorEnvelope = z.object({ status: z.number().int(), message: z.string(), code: z.string().optional(), reason: z.string().optional(), issues: z.array(validationIssue).optional() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
