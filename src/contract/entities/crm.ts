import { z } from 'zod';

/** The tenant's CRM integration as /crm and the integrations settings show it. */
export const crmStatus = z.object({
  provider: z.literal('salesforce'),
  /** false: this server has no CRM org configured (no connected app, no Simulated Salesforce). */
  available: z.boolean(),
  /** The org is the Simulated Salesforce the server runs, not Salesforce. */
  simulated: z.boolean(),
  syncMode: z.enum(['adminSync', 'userSync']),
  state: z.enum(['notConnected', 'connected', 'reconnectNeeded']),
  orgId: z.string().nullable(),
  instanceUrl: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type CrmStatus = z.infer<typeof crmStatus>;

/** What the CRM's authorize page sends back to the callback (OAuth 2.0: a code, or an error), with the attempt's state. */
export const crmCallbackQuery = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
