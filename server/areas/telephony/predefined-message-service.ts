import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { predefinedMessages, telephonyCalls, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
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

export function createPredefinedMessageService(db: Db, player: MessagePlayer | null = null) {
  return {
    list: (auth: AuthContext, type: MessageType) =>
      db
        .select({ id: predefinedMessages.id, name: predefinedMessages.name })
        .from(predefinedMessages)
        .where(and(visibleTo(auth), eq(predefinedMessages.type, type)))
        .orderBy(predefinedMessages.name),

    /**
     * Leaves a voice message on the caller's own call (POST /telephony/calls/:callId/voice-message):
     * on a call through the media relay it is played to the far side (`playedMs`: its length, the
     * phone hangs up after it); a call that skips the relay only has the message written down.
     */
    async saveVoiceMessage(auth: AuthContext, callId: string, mediaId: number) {
      const [message] = await db
        .select({ id: predefinedMessages.id, tenantId: predefinedMessages.tenantId, name: predefinedMessages.name, script: predefinedMessages.script })
        .from(predefinedMessages)
        .where(and(eq(predefinedMessages.id, mediaId), visibleTo(auth)));
      if (!message) throw notFound('Message');
      // Someone else's call on the relay is refused before anything is written.
      const onRelay = player ? await player.calls.ownCall(callId, await player.sipUserOf(auth)) : null;
      const [call] = await db.select({ tenantId: telephonyCalls.tenantId, userId: telephonyCalls.userId }).from(telephonyCalls).where(eq(telephonyCalls.id, callId));
      if (call && (call.tenantId !== auth.tenantId || call.userId !== auth.userId)) throw notFound('Call');
      if (call) {
        await db.update(telephonyCalls).set({ voiceMessageId: message.id }).where(eq(telephonyCalls.id, callId));
      } else {
        // A soft call is known to the server from its first saved fact: here, the message left.
        const [user] = await db.select({ connectionType: users.connectionType }).from(users).where(eq(users.id, auth.userId));
        await db
          .insert(telephonyCalls)
          .values({ id: callId, tenantId: auth.tenantId, userId: auth.userId, direction: 'out', connectionType: user?.connectionType ?? 'soft', voiceMessageId: message.id });
      }
      const playedMs = onRelay && player ? (await player.media.playToFarSide(callId, await player.audio.fileFor(message))).durationMs : null;
      return { callId, mediaId: message.id, name: message.name, playedMs };
    },
  };
}
