import { z } from 'zod';
import { FORWARD_TIME_OPTIONS, isUsUkSgNumber, PHONE_NUMBER_USA_UK_SG_ONLY } from '../../domain/settings/call-management';

/** Spec 3 "Inbound call settings: isForwardingEnabled, forwardingNumber, incomingCallTimeout, isMailboxEnabled, voicemailEmail". */
export const inboundCallSettings = z
  .object({
    isForwardingEnabled: z.boolean(),
    forwardingNumber: z.string().trim().max(32).refine(isUsUkSgNumber, PHONE_NUMBER_USA_UK_SG_ONLY),
    incomingCallTimeout: z
      .number()
      .int()
      .refine((s) => (FORWARD_TIME_OPTIONS as readonly number[]).includes(s), `The ring time is one of ${FORWARD_TIME_OPTIONS.join(', ')} seconds`),
    isMailboxEnabled: z.boolean(),
    voicemailEmail: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'))]),
  })
  .refine((s) => !(s.isForwardingEnabled && s.isMailboxEnabled), { message: 'Choose forwarding or voicemail, not both', path: ['isMailboxEnabled'] })
  .refine((s) => !s.isForwardingEnabled || s.forwardingNumber !== '', { message: 'Enter the number to forward calls to', path: ['forwardingNumber'] });
export type InboundCallSettingsForm = z.infer<typeof inboundCallSettings>;

/** A chosen message: the active voicemail greeting (none: a spoken default) or the selected callback notice. */
export const voicemailGreetingChoice = z.object({ mediaId: z.number().int().positive().nullable() });

/** Spec 3 caller id: the user's choice, the number it presents, and a verification under way. */
export const callerIdState = z.object({
  type: z.enum(['assigned', 'other']),
  otherCallerId: z.string(),
  isVerified: z.boolean(),
  /** The user's own number on the carrier. */
  assignedNumber: z.string().nullable(),
  /** What outbound calls present now. */
  presented: z.string().nullable(),
  /** A code was sent to this number; a new one may go in this many ms. */
  verification: z.object({ number: z.string(), resendInMs: z.number().int() }).nullable(),
});
export type CallerIdState = z.infer<typeof callerIdState>;
const callerNumber = z.string().trim().max(32).refine(isUsUkSgNumber, PHONE_NUMBER_USA_UK_SG_ONLY);
export const callerIdBody = z.object({ type: z.enum(['assigned', 'other']), otherCallerId: callerNumber });
export const verifyNumberBody = z.object({ number: callerNumber.refine((n) => n !== '', 'Enter the number to verify') });
export const confirmCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
