import { z } from 'zod';
import { callContext } from '../contract/entities/telephony';

/** Commands a UI context (or the background, for click-to-call and notifications) sends the engine. */
export const phoneCommand = z.discriminatedUnion('command', [
  // context: the power dialer's call context (spec 2), saved with the call.
  z.object({ command: z.literal('dial'), number: z.string().max(200), contactId: z.number().int().positive().nullable().optional(), context: callContext.optional() }),
  z.object({ command: z.literal('answer'), callId: z.string() }),
  z.object({ command: z.literal('decline'), callId: z.string() }),
  z.object({ command: z.literal('hangup'), callId: z.string().optional() }),
  z.object({ command: z.literal('hold'), on: z.boolean() }),
  z.object({ command: z.literal('mute'), on: z.boolean() }),
  z.object({ command: z.literal('dtmf'), digits: z.string().regex(/^[\d*#]{1,32}$/) }),
  z.object({ command: z.literal('addCall') }),
  z.object({ command: z.literal('continueWaiting') }),
  z.object({ command: z.literal('join') }),
  z.object({ command: z.literal('record'), on: z.boolean() }),
  z.object({ command: z.literal('leaveMessage'), mediaId: z.number().int().positive() }),
  // Blind transfer of the active call to a colleague (SIP user) or a number.
  z.object({ command: z.literal('transfer'), target: z.string().trim().min(1).max(200) }),
  // Attended transfer: the waiting call's party is put through to the active call's.
  z.object({ command: z.literal('completeTransfer') }),
  z.object({ command: z.literal('dismissEnded'), callId: z.string() }),
  z.object({ command: z.literal('reregister') }),
  // My profile's dialing plan changed: numbers typed from now on are read with this country.
  z.object({ command: z.literal('dialingPlan'), country: z.string().regex(/^[A-Z]{2}$/) }),
  // The caller id changed (call management): calls placed from now on present it.
  z.object({
    command: z.literal('callerId'),
    number: z
      .string()
      .regex(/^\+\d{1,15}$/)
      .nullable(),
  }),
]);
export type PhoneCommand = z.infer<typeof phoneCommand>;
