import { z } from 'zod';
import { listContactStatus } from './lists';
import { phoneField } from './playbooks';

/**
 * Power dialer (spec 1 sections 3, 4, 7, 8, 9; spec 2 play routes; spec 3 power dialer wait time).
 * Routes in ../routes/power-dialer.ts; decisions in ../routes/POWER-DIALER-NOTES.md.
 */

/** How long a play/next reservation holds a contact; renewed by next and the status routes while playing. */
export const PLAY_RESERVATION_MS = 5 * 60_000;
/** Spec 3: power dialer wait options (seconds); 0 means no wait. */
export const POWER_DIALER_WAIT_OPTIONS = [10, 20, 30, 60, 120, 180, 300, 600] as const;
/** Spec 1 section 9: wrap-up fallback when the server gives none. */
export const POWER_DIALER_WRAP_UP_FALLBACK_MS = 10_000;
/** Calling hours in the contact's own time zone: from 8 am (inclusive) to 9 pm (exclusive). */
export const CALLING_HOURS = { startHour: 8, endHour: 21 } as const;

export const POWER_DIALER_TEXTS = {
  paused: 'Cannot perform actions on paused lists.',
  busy: 'Cannot execute call because phone service is busy.',
  reservedByOther: 'The contact is reserved by another user.',
  notInList: 'The contact is not in this list',
  playbookMismatch: "The playbook is not the list's playbook",
  stepNotInPlaybook: "The step is not in the list's playbook",
  noPermission: 'You do not have permission to play this list',
  waitTime: 'Power dialer wait time must be 0 or one of 10, 20, 30, 60, 120, 180, 300, 600 seconds',
} as const;

/** Spec 1 section 8: power-dialer result errors (the phone of the action could not be used). */
export const POWER_DIALER_PHONE_ERRORS = ['invalid phone number', 'not available', 'no phone number', 'could not determine phone type'] as const;
export const powerDialerPhoneError = z.enum(POWER_DIALER_PHONE_ERRORS);
export type PowerDialerPhoneError = z.infer<typeof powerDialerPhoneError>;

/**
 * The result the engine sends for an action whose phone had an error (spec 2: "marked not played"): the
 * contact stays on its step ('not contacted skipped') and next-contact selection passes it by for an hour.
 */
export const NOT_PLAYED_RESULT = 'not played';
export const NOT_PLAYED_RETRY_MS = 60 * 60_000;

/** Why next-contact selection passed a contact by (list_contacts.skipReason; shown in the list contacts table). */
/** schedule: outside calling hours; dnc: opted out of calls; user: skipped by the rep; phone: no usable phone ('not played'). */
export const PLAY_SKIP_REASONS = ['schedule', 'dnc', 'user', 'phone'] as const;
export const playSkipReason = z.enum(PLAY_SKIP_REASONS);
export type PlaySkipReason = z.infer<typeof playSkipReason>;

export const powerDialerPhone = z.object({
  /** The number to dial (E.164 when it parses), or null when there is none to dial. */
  number: z.string().nullable(),
  /** The phone field the number stands for ('Phone', 'MobilePhone', 'OtherPhone'); null when unknown. */
  targetPhoneType: phoneField.nullable(),
  error: powerDialerPhoneError.nullable(),
});
export type PowerDialerPhone = z.infer<typeof powerDialerPhone>;

export const powerDialerContact = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  title: z.string().nullable(),
  isLead: z.boolean(),
  ownerId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  /** The contact's IANA zone field (null: unset). */
  timezone: z.string().nullable(),
  isCallOptOut: z.boolean(),
  phones: z.array(z.object({ number: z.string(), type: z.string(), isPrimary: z.boolean() })),
});
export type PowerDialerContact = z.infer<typeof powerDialerContact>;

export const powerDialerListContact = z.object({
  id: z.number().int(),
  listStatus: listContactStatus,
  playbookStepId: z.number().int().nullable(),
  playbookStepEnabledAt: z.string(),
  reservedByUserId: z.number().int().nullable(),
  reservedUntil: z.string().nullable(),
  lastCallResult: z.string().nullable(),
  skipReason: z.string().nullable(),
});
export type PowerDialerListContact = z.infer<typeof powerDialerListContact>;

export const powerDialerStepInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  leadPhoneField: phoneField.nullable(),
  contactPhoneField: phoneField.nullable(),
  defaultCallResult: z.string().nullable(),
});

/** Spec 1 section 3 "Power-dialer action" jobInfo. */
export const powerDialerJobInfo = z.object({
  list: z.object({
    id: z.number().int(),
    name: z.string(),
    defaultProjectName: z.string().nullable(),
    defaultCallResult: z.string().nullable(),
    playbook: z.object({ id: z.number().int(), name: z.string(), steps: z.array(powerDialerStepInfo) }).nullable(),
  }),
});
export type PowerDialerJobInfo = z.infer<typeof powerDialerJobInfo>;

/** One contact handed to the dialer, reserved for the caller until callListContact.reservedUntil. */
export const powerDialerAction = z.object({
  listId: z.number().int(),
  contactId: z.number().int(),
  playbookId: z.number().int().nullable(),
  playbookStepId: z.number().int().nullable(),
  contact: powerDialerContact,
  callListContact: powerDialerListContact,
  jobInfo: powerDialerJobInfo,
  phone: powerDialerPhone,
});
export type PowerDialerAction = z.infer<typeof powerDialerAction>;

/** A contact next-contact selection passed by on this call, with the status it now has. */
export const powerDialerSkipped = z.object({ contactId: z.number().int(), status: listContactStatus, reason: playSkipReason });

/**
 * Why play/next handed out no contact: the list's contacts (on the call steps asked for) that selection
 * cannot give the caller now, counted by reason, so the dialer can say why it stopped.
 */
export const playNextIdle = z.object({
  /** The list is not active (nothing is handed out at all). */
  listInactive: z.boolean(),
  /** Due contacts waiting for their calling hours (8 am in their own zone); the guard is on. */
  outsideHours: z.number().int(),
  /** When the first of them may be called (ISO), or null. */
  outsideHoursUntil: z.string().nullable(),
  /** Due contacts another user holds (their dialer has them now). */
  heldByOthers: z.number().int(),
  /** Contacts passed by for an hour after their phone could not be used ('not played'). */
  noPhone: z.number().int(),
  /** Contacts waiting for their step's gap to pass (due later). */
  notYetDue: z.number().int(),
  /** Contacts opted out of calls (never dialled). */
  optedOut: z.number().int(),
});
export type PlayNextIdle = z.infer<typeof playNextIdle>;

export const playNextReply = z.object({
  /** null: nothing left to dial on the list (or step). */
  action: powerDialerAction.nullable(),
  skipped: z.array(powerDialerSkipped),
  /** With no action (and no contact asked for by hand): why, in numbers; null otherwise. */
  idle: playNextIdle.nullable(),
});
export type PlayNextReply = z.infer<typeof playNextReply>;

export const playResultBody = z.object({
  listId: z.number().int().positive(),
  contactId: z.number().int().positive(),
  playbookId: z.number().int().positive().nullable().default(null),
  /** A call-result label of the tenant (or an automatic one), or 'not played' when the phone had an error. */
  result: z.string().trim().min(1, 'Call result is required').max(100),
  /** The telephony callId the phone saved the call under (saveCallInfo); links the call activity to the list and step. */
  callId: z.string().trim().min(1).max(200).optional(),
});
export type PlayResultBody = z.input<typeof playResultBody>;

export const playResultReply = z.object({
  /** Where the contact went: its next step ('not contacted', due later) or 'completed'. */
  listStatus: listContactStatus,
  playbookStepId: z.number().int().nullable(),
  playbookStepEnabledAt: z.string().nullable(),
  lastCallResult: z.string(),
});

export const playContactStatusReply = z.object({ couldPlay: z.object({ playable: z.boolean(), reservedByOther: z.boolean(), listStatus: listContactStatus }) });

export const playListStatusReply = z.object({
  active: z.boolean(),
  paused: z.boolean(),
  /** Contacts due on call steps (or on no step) that the caller could get now. */
  dueCount: z.number().int(),
  /** The contact the caller holds on this list (its reservation renewed by this call), or null. */
  reservedByMe: z.number().int().nullable(),
  /** The caller's power dialer wait time in seconds (null: unset; the client then uses the 10 s fallback). */
  wrapUpSeconds: z.number().int().nullable(),
});
export type PlayListStatusReply = z.infer<typeof playListStatusReply>;

/** 0 or one of the wait options. */
export const powerDialerTime = z
  .number()
  .int()
  .refine((s) => s === 0 || (POWER_DIALER_WAIT_OPTIONS as readonly number[]).includes(s), POWER_DIALER_TEXTS.waitTime);

export const powerDialerSettings = z.object({
  /** The caller's wait time (seconds); null when never set. */
  powerDialerTime: z.number().int().nullable(),
  waitOptions: z.array(z.number().int()),
  /** Tenant flag (spec 3, default true): the power dialer settings are shown. */
  powerDialerSettingsEnabled: z.boolean(),
  /** Tenant setting (default true): next-contact selection keeps to 8 am - 9 pm in the contact's zone. */
  callingHoursGuard: z.boolean(),
});
export type PowerDialerSettings = z.infer<typeof powerDialerSettings>;

export const tenantPowerDialerSettingsBody = z
  .object({ callingHoursGuard: z.boolean(), powerDialerSettingsEnabled: z.boolean() })
  .partial()
  .refine((b) => b.callingHoursGuard !== undefined || b.powerDialerSettingsEnabled !== undefined, 'Nothing to change');
