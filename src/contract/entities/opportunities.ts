import { z } from 'zod';
import { accountRef, id, isoTimestamp, optText } from './refs';
import { otherFields, otherFieldsInput } from './layouts';

export const opportunityStage = z.object({ id, name: z.string(), isClosed: z.boolean(), isWon: z.boolean(), order: z.number().int() });
export type OpportunityStage = z.infer<typeof opportunityStage>;

/** An edited opportunity stage: with its id it is kept, without one it is new; the list order is the order. */
export const opportunityStageInput = z.object({
  id: id.positive().optional(),
  name: z.string().trim().min(1, 'A stage name is required').max(80),
  isClosed: z.boolean().default(false),
  isWon: z.boolean().default(false),
});
export type OpportunityStageInput = z.input<typeof opportunityStageInput>;

export const opportunity = z.object({
  id,
  externalId: z.string().nullable(),
  name: z.string(),
  closeDate: z.string().nullable(), // YYYY-MM-DD
  amount: z.number().nullable(),
  opportunityStage: z.object({ id, name: z.string() }).nullable(),
  account: accountRef.nullable(),
  contactId: id.nullable(),
  /** Stored as JSON text; null when it cannot be parsed. */
  otherFields: otherFields.nullable(),
  createdAt: isoTimestamp,
});
export type Opportunity = z.infer<typeof opportunity>;

/** POST and PUT body. An unset stage is sent as { id: -1 } (spec 1 section 5, entity window). */
export const opportunityBody = z.object({
  name: z.string().trim().min(1, 'Opportunity name is required').max(255),
  closeDate: z.iso.date().nullable().optional(),
  amount: z.number().finite().min(0, 'The amount cannot be negative').nullable().optional(),
  opportunityStage: z.object({ id }).optional(),
  accountId: id.positive().nullable().optional(),
  contactId: id.positive().nullable().optional(),
  externalId: optText(100),
  otherFields: otherFieldsInput.optional(),
});
export type OpportunityBody = z.input<typeof opportunityBody>;
