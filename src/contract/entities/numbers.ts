import { z } from 'zod';

/** Spec 3 phone number assignee: a user or an ACD queue. */
export const phoneNumberAssignee = z.object({ id: z.number().int(), name: z.string(), type: z.enum(['User', 'ACD Queue']) });

/** Spec 3 phone number: one of the tenant's numbers on the carrier, and who holds it. */
export const tenantPhoneNumber = z.object({
  id: z.number().int(),
  phoneNumber: z.string(),
  /** ISO 3166 alpha-2, when known. */
  country: z.string().nullable(),
  countryCode: z.string(),
  state: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  queueId: z.number().int().nullable(),
  queueName: z.string().nullable(),
  assignee: phoneNumberAssignee.nullable(),
  /** Its holder was deleted since ('Deleted user. Reassign.' / 'Deleted queue. Reassign.'); it can be assigned again. */
  assigneeDeleted: z.enum(['User', 'ACD Queue']).nullable(),
  /** It is its user's caller id (their own number). */
  isCallerId: z.boolean(),
});
export type TenantPhoneNumber = z.infer<typeof tenantPhoneNumber>;

export const assignNumberToUserBody = z.object({ userId: z.number().int().positive() });
export const assignNumberToQueueBody = z.object({ queueId: z.number().int().positive() });

/** A user's numbers and which of them is their caller id (null: they have none). */
export const userNumbersReply = z.object({ userId: z.number().int(), numbers: z.array(z.string()), callerId: z.string().nullable() });
export const userCallerIdBody = z.object({ phoneNumber: z.string().trim().min(1).max(20) });
