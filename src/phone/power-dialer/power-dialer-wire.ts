import { z } from 'zod';
import { POWER_DIALER_ENGINE_STATES, POWER_DIALER_STATUSES, type PowerDialerNoticeCode, type PowerDialerState } from '../../domain/power-dialer/power-dialer-state';

/**
 * The power dialer's messages between UI contexts and the engine in the offscreen document,
 * validated by zod at each end like every extension message.
 */
const id = z.number().int().positive();

export const powerDialerStartSchema = z.object({
  listId: id,
  playbookStepId: id.nullable().optional(),
  contactId: id.nullable().optional(),
  contactIds: z.array(id).max(1000).optional(),
  taskIds: z.array(id.nullable()).max(1000).optional(),
});

/** The run's start as the state carries it: listId null for "Dial selected" (startContacts). */
const powerDialerRunStartSchema = powerDialerStartSchema.extend({ listId: id.nullable() });

/** "Dial selected" on the tasks page: these contacts in order, each with its task, without a list. */
export const powerDialerContactsSchema = z
  .array(z.object({ contactId: id, taskId: id.nullable().optional() }))
  .min(1, 'Select a contact to dial')
  .max(1000);

export const powerDialerCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('start'), start: powerDialerStartSchema }),
  z.object({ command: z.literal('startContacts'), contacts: powerDialerContactsSchema }),
  z.object({ command: z.literal('pause') }),
  z.object({ command: z.literal('resume') }),
  z.object({ command: z.literal('stop') }),
  z.object({ command: z.literal('skip') }),
  z.object({ command: z.literal('next') }),
  z.object({ command: z.literal('previous') }),
  z.object({
    command: z.literal('chooseResult'),
    result: z.string().trim().min(1).max(200),
    // The countdown panel's fields, saved on the call (saveCallInfo's limits).
    subject: z.string().max(255).optional(),
    description: z.string().max(10_000).optional(),
  }),
  /** What the rep types in the result panel before choosing (kept with the result, chosen or defaulted). */
  z.object({ command: z.literal('resultDraft'), subject: z.string().max(255), description: z.string().max(10_000) }),
  /** The panel was closed after an ended run: back to inactive. */
  z.object({ command: z.literal('dismiss') }),
]);
export type PowerDialerCommand = z.infer<typeof powerDialerCommand>;

const noticeCodes = [
  'DIALER_BUSY',
  'LIST_PAUSED',
  'COUNTDOWN_EXPIRED',
  'SAVE_FAILED',
  'REQUEST_FAILED',
  'DIAL_FAILED',
  'LIST_DONE',
  'RESULT_DEFAULTED',
  'OUTSIDE_CALLING_HOURS',
] as const satisfies readonly PowerDialerNoticeCode[];

/** The engine's answer to a command: refused ones say why (DIALER_BUSY, not allowed now, signed out). */
export const powerDialerReply = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), code: z.enum([...noticeCodes, 'NOT_ALLOWED', 'SIGNED_OUT']), reason: z.string() })]);
export type PowerDialerReply = z.infer<typeof powerDialerReply>;

const nullableId = z.number().int().nullable();
export const powerDialerStateSchema = z.object({
  status: z.enum(POWER_DIALER_STATUSES),
  engine: z.enum(POWER_DIALER_ENGINE_STATES),
  start: powerDialerRunStartSchema.nullable(),
  settings: z.object({ wrapUpMs: z.number(), autoResumeMs: z.number().nullable(), mandatory: z.object({ enabled: z.boolean(), seconds: z.number(), automaticMove: z.boolean() }) }).nullable(),
  queue: z.array(z.object({ contactId: z.number().int(), taskId: nullableId })),
  played: z.array(z.object({ contactId: z.number().int(), taskId: nullableId })),
  target: z
    .object({
      listId: nullableId,
      listName: z.string().nullable(),
      contactId: z.number().int(),
      contactName: z.string(),
      playbookId: nullableId,
      playbookName: z.string().nullable(),
      playbookStepId: nullableId,
      stepName: z.string().nullable(),
      projectName: z.string().nullable(),
      listCallResult: z.string().nullable(),
      stepCallResult: z.string().nullable(),
      number: z.string().nullable(),
      targetPhoneType: z.string().nullable(),
      phoneError: z.string().nullable(),
      taskId: nullableId,
    })
    .nullable(),
  call: z
    .object({
      phoneCallId: z.string().nullable(),
      phase: z.enum(['placing', 'live', 'ended']),
      startedAt: z.number(),
      endedAt: z.number().nullable(),
      defaultResult: z.string().nullable(),
      failed: z.boolean(),
    })
    .nullable(),
  resultSaved: z.boolean(),
  resultPanel: z.object({ seconds: z.number(), remaining: z.number(), startedAt: z.number() }).nullable(),
  wrapUpUntil: z.number().nullable(),
  resumeAt: z.number().nullable(),
  resultDraft: z.object({ subject: z.string(), description: z.string() }).nullable(),
  lastResult: z.object({ contactId: z.number().int(), result: z.string() }).nullable(),
  skipped: z.array(z.object({ contactId: z.number().int(), status: z.string() })),
  dialedCount: z.number().int(),
  notice: z.object({ code: z.enum(noticeCodes), text: z.string(), at: z.number() }).nullable(),
}) satisfies z.ZodType<PowerDialerState>;
