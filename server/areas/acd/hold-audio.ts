import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { predefinedMessages } from '../../db/schema';
import type { MessageAudio } from '../telephony/message-audio';
import { speak, concat, silence } from '../telephony/media/speech';
import { readWav, tone } from '../telephony/media/wav';
import { resample } from '../telephony/media/ffmpeg';

const RATE = 8000;
const CLOSED_TEXT = 'Thank you for calling. We are closed now. Please call again during our business hours.';

/** The built-in hold tune: a few soft notes and a rest, played over and over. */
function builtInHoldTune(): Int16Array {
  const notes = [523, 659, 784, 659, 587, 698, 880, 698];
  return concat([...notes.flatMap((f) => [tone(f, 350, RATE, 5000), silence(50)]), silence(800)]);
}

/**
 * The audio a queue plays: its hold audio (a predefined message of the tenant, spoken from its script
 * or its recording) to waiting callers, and its schedule message outside the schedule. Without one,
 * a built-in tune and a spoken closing notice.
 */
/** A predefined message of the tenant as 8 kHz samples (spoken from its script or its recording); null when it is gone. */
export async function predefinedMessageSamples(deps: { db: Db; messageAudio: MessageAudio }, tenantId: number, mediaId: number): Promise<Int16Array | null> {
  const [message] = await deps.db
    .select()
    .from(predefinedMessages)
    .where(and(eq(predefinedMessages.id, mediaId), eq(predefinedMessages.tenantId, tenantId)));
  if (!message) return null;
  const wav = readWav(await readFile(await deps.messageAudio.fileFor(message)));
  return resample(wav.samples, wav.sampleRate, RATE);
}

export function createHoldAudio(deps: { db: Db; messageAudio: MessageAudio }) {
  let tune: Int16Array | undefined;
  let closed: Promise<Int16Array> | undefined;
  const messageSamples = (tenantId: number, mediaId: number) => predefinedMessageSamples(deps, tenantId, mediaId);

  return {
    async hold(queue: { tenantId: number; holdMediaId: number | null }): Promise<Int16Array> {
      const own = queue.holdMediaId === null ? null : await messageSamples(queue.tenantId, queue.holdMediaId).catch(() => null);
      return own ?? (tune ??= builtInHoldTune());
    },
    async closed(queue: { tenantId: number; scheduleMediaId: number | null }): Promise<Int16Array> {
      const own = queue.scheduleMediaId === null ? null : await messageSamples(queue.tenantId, queue.scheduleMediaId).catch(() => null);
      return own ?? (await (closed ??= speak(CLOSED_TEXT, 'en-us+f3', 165)));
    },
  };
}

export type HoldAudio = ReturnType<typeof createHoldAudio>;
