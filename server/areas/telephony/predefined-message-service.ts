import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPredefinedMessageBody } from '@/src/contract/entities/telephony';
import type { Db } from '../../db/database';
import { acdQueues, predefinedMessages, telephonyCalls, users } from '../../db/schema';
import { audioFileInUseText, audioFileKind } from '@/src/domain/settings/audio-file';
import { ApiError, notFound } from '../../http/api-error';
import { toMessageWav } from './media/audio-encoder';
import type { AuthContext } from '../session/session-store';
import type { CallMedia } from './media/call-media';
import type { MessageAudio } from './message-audio';
import type { RelayCalls } from './relay-calls';

type MessageType = (typeof predefinedMessages.$inferSelect)['type'];

/** A user sees the tenant's shared messages (no owner) and their own. */
const visibleTo = (auth: AuthContext) => and(eq(predefinedMessages.tenantId, auth.tenantId), or(isNull(predefinedMessages.userId), eq(predefinedMessages.userId, auth.userId)));

/** Playing a message into a live call on the media relay (absent without a relay). */
export interface MessagePlayer {
  calls: RelayCalls;
  media: CallMedia;
  audio: MessageAudio;
  sipUserOf(auth: AuthContext): Promise<string>;
}

const SETTINGS_ADMIN = 'settings.admin';
type Row = typeof predefinedMessages.$inferSelect;
const view = (r: Row) => ({ id: r.id, name: r.name, description: r.script, hasAudio: r.audioFile !== null, shared: r.userId === null });

/**
 * Predefined messages (spec 3): voice messages and callback notices, the tenant's shared ones and
 * each user's own; recorded audio is kept under `audioDir` as 8 kHz mono WAV (what the relay plays).
 */
export function createPredefinedMessageService(db: Db, player: MessagePlayer | null = null, audioDir: string | null = null) {
  /** A message the caller may change: their own, or a shared one when they administer the tenant. */
  async function ownMessage(auth: AuthContext, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(predefinedMessages)
      .where(and(eq(predefinedMessages.id, id), visibleTo(auth)));
    if (!row || (row.userId === null && !auth.capList.includes(SETTINGS_ADMIN))) throw notFound('Message');
    return row;
  }

  return {
    list: async (auth: AuthContext, type: MessageType) =>
      (
        await db
          .select()
          .from(predefinedMessages)
          .where(and(visibleTo(auth), eq(predefinedMessages.type, type)))
          .orderBy(predefinedMessages.name)
      ).map(view),

    async create(auth: AuthContext, body: z.infer<typeof createPredefinedMessageBody>) {
      if (body.shared && !auth.capList.includes(SETTINGS_ADMIN)) throw new ApiError(403, 'Only administrators add messages for everyone');
      const [row] = await db
        .insert(predefinedMessages)
        .values({ tenantId: auth.tenantId, userId: body.shared ? null : auth.userId, type: body.type, name: body.name, script: body.description })
        .returning();
      return { message: view(row!) };
    },

    /**
     * Spec 3 section 5: a file queues play (hold audio, closed message) is deleted only with `force`;
     * without it the answer is 409 naming the queues, and then those queues fall back to their defaults.
     */
    async remove(auth: AuthContext, id: number, force = false) {
      const row = await ownMessage(auth, id);
      const usedBy = or(eq(acdQueues.holdMediaId, row.id), eq(acdQueues.scheduleMediaId, row.id));
      const queues = await db
        .select({ name: acdQueues.name })
        .from(acdQueues)
        .where(and(eq(acdQueues.tenantId, auth.tenantId), usedBy))
        .orderBy(acdQueues.name);
      if (queues.length > 0 && !force)
        throw new ApiError(
          409,
          audioFileInUseText(
            row.name,
            queues.map((q) => q.name),
          ),
          { code: 'IN_USE' },
        );
      await db.transaction(async (tx) => {
        await tx
          .update(acdQueues)
          .set({ holdMediaId: null })
          .where(and(eq(acdQueues.tenantId, auth.tenantId), eq(acdQueues.holdMediaId, row.id)));
        await tx
          .update(acdQueues)
          .set({ scheduleMediaId: null })
          .where(and(eq(acdQueues.tenantId, auth.tenantId), eq(acdQueues.scheduleMediaId, row.id)));
        await tx.delete(predefinedMessages).where(eq(predefinedMessages.id, row.id));
      });
      if (row.audioFile) await rm(row.audioFile, { force: true });
      return { deleted: true as const };
    },

    /** Spec 3 "upload binary": the recording (WebM/Ogg/WAV) becomes the message's audio; audio ffmpeg cannot read is refused and nothing changes. */
    async attachAudio(auth: AuthContext, id: number, data: Buffer) {
      if (!audioDir) throw new ApiError(503, 'Message audio cannot be stored here');
      const row = await ownMessage(auth, id);
      if (!audioFileKind(data)) throw new ApiError(400, 'The audio file is corrupted');
      const wav = await toMessageWav(data).catch(() => {
        throw new ApiError(400, 'The audio file is corrupted');
      });
      await mkdir(audioDir, { recursive: true });
      // A new name each time: a call playing the old audio keeps its file until it is replaced.
      const file = path.join(audioDir, `${auth.tenantId}-${id}-${randomUUID().slice(0, 8)}.wav`);
      await writeFile(file, wav);
      await db.update(predefinedMessages).set({ audioFile: file }).where(eq(predefinedMessages.id, row.id));
      if (row.audioFile) await rm(row.audioFile, { force: true });
      return { message: view({ ...row, audioFile: file }) };
    },

    /**
     * Makes the messages' audio ready to play (a message spoken from its text is synthesised on first
     * use): a parallel dialer session does this as it starts, so its first callback notice is not late.
     */
    async prepareAudio(auth: AuthContext, ids: readonly (number | null)[]) {
      const wanted = ids.filter((id): id is number => id !== null);
      if (!player || wanted.length === 0) return;
      const rows = await db
        .select()
        .from(predefinedMessages)
        .where(and(visibleTo(auth), inArray(predefinedMessages.id, wanted)));
      for (const row of rows) await player.audio.fileFor(row);
    },

    /** The message's recorded audio (WAV), for listening in the settings. */
    async audioOf(auth: AuthContext, id: number): Promise<string> {
      const [row] = await db
        .select()
        .from(predefinedMessages)
        .where(and(eq(predefinedMessages.id, id), visibleTo(auth)));
      if (!row?.audioFile) throw notFound('Message audio');
      return row.audioFile;
    },

    /**
     * Leaves a voice message on the caller's own call (POST /telephony/calls/:callId/voice-message):
     * on a call through the media relay it is played to the far side (`playedMs`: its length, the
     * phone hangs up after it); a call that skips the relay only has the message written down.
     */
    async saveVoiceMessage(auth: AuthContext, callId: string, mediaId: number) {
      const [message] = await db
        .select({ id: predefinedMessages.id, tenantId: predefinedMessages.tenantId, name: predefinedMessages.name, script: predefinedMessages.script, audioFile: predefinedMessages.audioFile })
        .from(predefinedMessages)
        .where(and(eq(predefinedMessages.id, mediaId), visibleTo(auth)));
      if (!message) throw notFound('Message');
      // Someone else's call on the relay is refused before anything is written.
      const onRelay = player ? await player.calls.ownCall(callId, await player.sipUserOf(auth)) : null;
      const ofTenant = and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, callId));
      const [call] = await db.select({ userId: telephonyCalls.userId }).from(telephonyCalls).where(ofTenant);
      if (call && call.userId !== auth.userId) throw notFound('Call');
      if (call) {
        await db.update(telephonyCalls).set({ voiceMessageId: message.id }).where(ofTenant);
      } else {
        // A soft call is known to the server from its first saved fact: here, the message left.
        const [user] = await db.select({ connectionType: users.connectionType }).from(users).where(eq(users.id, auth.userId));
        await db
          .insert(telephonyCalls)
          .values({ id: callId, tenantId: auth.tenantId, userId: auth.userId, direction: 'out', connectionType: user?.connectionType ?? 'soft', voiceMessageId: message.id });
      }
      if (player && !onRelay) {
        // The phone hangs up once told nothing plays: say why, for the post-mortem of a notice that never came.
        const parties = await player.calls.partiesOf(callId).catch(() => null);
        console.warn(
          `[voice message] call ${callId}: not played, the relay has ${parties ? JSON.stringify(Object.values(parties).map((p) => ({ label: p.label, protocols: p.medias?.map((m) => m.protocol) }))) : 'no such call'}`,
        );
      }
      const playedMs = onRelay && player ? (await player.media.playToFarSide(callId, await player.audio.fileFor(message))).durationMs : null;
      return { callId, mediaId: message.id, name: message.name, playedMs };
    },
  };
}
