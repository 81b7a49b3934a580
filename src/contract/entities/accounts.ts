import { z } from 'zod';
import { id, isoTimestamp, optText } from './refs';
import { otherFields, otherFieldsInput } from './layouts';

/** Accounts (spec 1 section 3). */
export const account = z.object({
  id,
  name: z.string(),
  shippingStreet: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingState: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  /** Stored as JSON text; null when it cannot be parsed. */
  otherFields: otherFields.nullable(),
  contactCount: z.number().int(),
  createdAt: isoTimestamp,
});
export type Account = z.infer<typeof account>;

const accountFields = {
  name: z.string().trim().min(1, 'Account name is required').max(255),
  shippingStreet: optText(255),
  shippingCity: optText(80),
  shippingState: optText(80),
  shippingPostalCode: optText(20),
  shippingCountry: optText(80),
  otherFields: otherFieldsInput.optional(),
};
export const accountCreateBody = z.object(accountFields);
export type AccountCreateBody = z.input<typeof accountCreateBody>;
export const accountUpdateBody = z
  .object(accountFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;
