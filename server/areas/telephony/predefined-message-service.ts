import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { predefinedMessages, telephonyCalls, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

type MessageType = (typeof predefinedMessages.$inferSelect)['type'];

/** A user sees the tenant's shared messages (no owner) and their own. */
const visibleTo = (auth: AuthContext) => and(eq(predefinedMessages.tenantId, auth.tenantId), or(isNull(predefinedMessages.userId), eq(predefinedMessages.userId, auth.userId)));

export function createPredefinedMessageService(db: Db) {
  return {
    list: (auth: AuthContext, type: MessageType) =>
      db
        .select({ id: predefinedMessages.id, name: predefinedMessages.name })
        .from(predefinedMessages)
        .where(and(visibleTo(auth), eq(predefinedMessages.type, type)))
        .orderBy(predefinedMessages.name),

    /** Records that a voice message was left on the caller's own call (POST /telephony/calls/:callId/voice-message). */
    async saveVoiceMessage(auth: AuthContext, callId: string, mediaId: number) {
      const [message] = await db
        .select({ id: predefinedMessages.id, name: predefinedMessages.name })
        .from(predefinedMessages)
        .where(and(eq(predefinedMessages.id, mediaId), visibleTo(auth)));
      if (!message) throw notFound('Message');
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
      return { callId, mediaId: message.id, name: message.name };
    },
  };
}
