import { z } from 'zod';

/**
 * The parallel dialer's messages between UI contexts and its engine in the offscreen document,
 * validated by zod at each end like every extension message.
 */
const id = z.number().int().positive();
const resultLabel = z.string().trim().min(1).max(100);

export const parallelDialerStart = z.object({
  listId: id,
  /** From a playbook step's modal: that step's due contacts only. */
  playbookStepId: id.nullable().optional(),
  lines: z.number().int().min(2).max(5),
  callerNumber: z.string().trim().min(1).max(40),
  voiceMessageId: id.nullable(),
  callbackNoticeId: id.nullable(),
  resultForVoiceMessage: resultLabel,
  resultForCallbackNotice: resultLabel,
});
export type ParallelDialerStart = z.infer<typeof parallelDialerStart>;

export const parallelDialerCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('start'), start: parallelDialerStart }),
  z.object({ command: z.literal('pause') }),
  z.object({ command: z.literal('resume') }),
  z.object({ command: z.literal('end') }),
  /** The panel was closed after an ended session: back to idle. */
  z.object({ command: z.literal('dismiss') }),
]);
export type ParallelDialerCommand = z.infer<typeof parallelDialerCommand>;

export const parallelDialerReply = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), reason: z.string() })]);
export type ParallelDialerReply = z.infer<typeof parallelDialerReply>;

const lineStatus = z.enum(['on_deck', 'dialing', 'ringing', 'detecting', 'connected', 'leaving_voicemail', 'callback_notice', 'queued', 'failed', 'hangup', 'enabled']);
const viewContact = z.object({ contactId: z.number().int(), name: z.string(), phone: z.string() });

/** What the panel shows: the session, each line (status since when, its contact), the queue and the guard's figures. */
export const MAX_DETECTIONS_KEPT = 200;
export const parallelDialerView = z.object({
  phase: z.enum(['idle', 'starting', 'running', 'ended']),
  session: z.object({ id: z.number().int(), listId: z.number().int(), listName: z.string(), assignedLines: z.number().int() }).nullable(),
  paused: z.boolean(),
  incomingCall: z.boolean(),
  lines: z.array(z.object({ lineNumber: z.number().int(), status: lineStatus, since: z.number(), contact: viewContact.nullable(), lastResult: z.string().nullable() })),
  queue: z.array(viewContact),
  singleCall: viewContact.nullable(),
  allowedLines: z.number().int(),
  dialed: z.number().int(),
  tally: z.object({ personAnswers: z.number().int(), abandoned: z.number().int() }),
  abandonment: z.object({ personAnswers: z.number().int(), abandoned: z.number().int(), ratePercent: z.number(), limitPercent: z.number() }).nullable(),
  /** Diagnostics: the session's detector decisions, newest last (ms from each line's answer). */
  detections: z.array(z.object({ contactId: z.number().int(), verdict: z.enum(['human', 'machine', 'notSure']), cause: z.string(), atMs: z.number(), greetingEndMs: z.number().nullable() })),
  error: z.string().nullable(),
});
export type ParallelDialerView = z.infer<typeof parallelDialerView>;

export const idleParallelDialerView = (): ParallelDialerView => ({
  phase: 'idle',
  session: null,
  paused: false,
  incomingCall: false,
  lines: [],
  queue: [],
  singleCall: null,
  allowedLines: 0,
  dialed: 0,
  tally: { personAnswers: 0, abandoned: 0 },
  abandonment: null,
  detections: [],
  error: null,
});
