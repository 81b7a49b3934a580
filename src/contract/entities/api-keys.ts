import { z } from 'zod';
import { API_KEY_RIGHTS } from '../../domain/api-keys/api-key-rules';

export const apiKeyRights = z.enum(API_KEY_RIGHTS);

/** Spec 3 "API key: key, description": an API key as the list shows it; the key itself is shown only once, at creation. */
export const apiKey = z.object({
  id: z.number().int(),
  description: z.string(),
  rights: apiKeyRights,
  /** The first characters of the key (its prefix and 4 more), so a person can tell keys apart. */
  hint: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyBody = z.object({ description: z.string().trim().min(1, 'A description is required').max(200, 'At most 200 characters'), rights: apiKeyRights });
export type ApiKeyBody = z.infer<typeof apiKeyBody>;

/** The answer to a creation: the only time the key is ever sent. */
export const createdApiKey = z.object({ apiKey, key: z.string() });
