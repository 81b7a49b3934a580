import { z } from 'zod';

/**
 * The supervisor's monitoring as UI contexts see it (messages to and from the offscreen document's
 * listener): the monitoring state of spec 1 section 4, the call and the rep it follows.
 */
export const monitorCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('listen'), callId: z.string().min(1).max(200), userId: z.number().int() }),
  z.object({ type: z.literal('stop') }),
  /** Spec 1 section 4: whisper (2) or join (3), each toggling back; listen (0) returns to listening. */
  z.object({ type: z.literal('mode'), mode: z.enum(['whisper', 'join', 'listen']) }),
]);
export type MonitorCommand = z.infer<typeof monitorCommand>;

export const monitorView = z.object({
  state: z.enum(['IDLE', 'TRYING', 'MONITORING', 'WHISPERING', 'CONVERSATION']),
  callId: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** Why the last start failed (the spec's start-failure message), until the next command. */
  error: z.string().nullable(),
});
export type MonitorView = z.infer<typeof monitorView>;

export const monitorReply = z.object({ ok: z.boolean(), reason: z.string().optional() });
export type MonitorReply = z.infer<typeof monitorReply>;

export const IDLE_MONITOR: MonitorView = { state: 'IDLE', callId: null, userId: null, error: null };
