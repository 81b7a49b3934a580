import { z } from 'zod';
import { callContext } from '../contract/entities/telephony';
import { initialDialerDisplay, type DialerDisplay } from '../domain/phone/dialer-display';

/**
 * What the phone engine broadcasts to every UI context (side panel, tab, background for the
 * notification). Validated by zod at each receiving end like every extension message.
 */
const control = z.object({ active: z.boolean(), disabled: z.boolean() });
const displayCall = z.object({ id: z.string(), number: z.string(), onMute: z.boolean(), onHold: z.boolean(), conference: z.boolean() });

export const dialerDisplaySchema = z.object({
  call: z.object({ active: displayCall.nullable(), waiting: displayCall.nullable() }),
  hangUp: z.object({ disabled: z.boolean() }),
  dial: z.object({ type: z.enum(['idle', 'confirming', 'trying', 'ringing', 'talking']), label: z.string() }),
  mute: control,
  hold: control,
  record: control.extend({ enabled: z.boolean() }),
  addCall: control,
  joinCall: control,
  leaveMsg: control,
}) satisfies z.ZodType<DialerDisplay>;

export const callStateName = z.enum(['idle', 'trying', 'ringing', 'talking', 'holdOnly', 'holdAndCall', 'terminated', 'error']);

export const phoneCallView = z.object({
  /** The engine's id of the call (commands and the display name calls by it). */
  id: z.string(),
  /** The SIP Call-ID of the INVITE (soft) or the quick call id (pstn) once known; saveCallInfo uses it. */
  callId: z.string().nullable(),
  direction: z.enum(['incoming', 'outgoing']),
  number: z.string(),
  displayName: z.string().nullable(),
  contactId: z.number().int().nullable(),
  state: callStateName,
  message: z.string(),
  callType: z.enum(['active', 'waiting', 'incoming']),
  onHold: z.boolean(),
  isMute: z.boolean(),
  recording: z.boolean(),
  conference: z.boolean(),
  startedAt: z.number(),
  answeredAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  failureStatus: z.number().int().nullable(),
  /** The call context it was placed with (power dialer), saved with the call. */
  context: callContext.optional(),
  /** An inbound call put through by an ACD queue (the INVITE's X-Acd-Queue). */
  queueId: z.number().int().positive().nullable().optional(),
});
export type PhoneCallView = z.infer<typeof phoneCallView>;

export const registrationStatus = z.enum(['signedOut', 'connecting', 'registered', 'unregistered', 'failed']);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

export const phoneState = z.object({
  connectionType: z.enum(['soft', 'pstn']).nullable(),
  registration: registrationStatus,
  registrationError: z.string().nullable(),
  /** The carrier numbers go through ("Simulated carrier"). */
  carrier: z.string().nullable(),
  calls: z.array(phoneCallView),
  /** Ended calls whose result is still to be saved, newest first. */
  ended: z.array(phoneCallView),
  display: dialerDisplaySchema,
  /** A message for the rep about the last command (limits, join rules, errors). */
  notice: z.object({ text: z.string(), at: z.number() }).nullable(),
  /** When the emergency warning stops being shown (epoch ms), or null. */
  emergencyUntil: z.number().nullable(),
});
export type PhoneState = z.infer<typeof phoneState>;

/** The phone before a sign-in, and after a sign-out. */
export const signedOutPhoneState = (): PhoneState => ({
  connectionType: null,
  registration: 'signedOut',
  registrationError: null,
  carrier: null,
  calls: [],
  ended: [],
  display: initialDialerDisplay(),
  notice: null,
  emergencyUntil: null,
});
