import { and, eq, isNull, or } from 'drizzle-orm';
import { inboundCallSettings, type InboundCallSettingsForm } from '@/src/contract';
import { DEFAULT_INBOUND_CALL_SETTINGS } from '@/src/domain/settings/call-management';
import type { Db } from '../../db/database';
import { predefinedMessages } from '../../db/schema';
import { deleteUserSetting, readUserSetting, writeUserSetting } from '../../db/user-settings';
import { ApiError } from '../../http/api-error';

const SETTINGS_KEY = 'inboundCallSettings';
type ChoosableType = 'VOICEMAIL_GREETING' | 'CALLBACK_NOTICE';
/** Where each chosen message is kept, and what a missing one is called. */
const CHOICE: Record<ChoosableType, { key: string; missing: string }> = {
  VOICEMAIL_GREETING: { key: 'voicemailGreetingId', missing: 'Voicemail greeting not found' },
  CALLBACK_NOTICE: { key: 'callbackNoticeId', missing: 'Callback notice not found' },
};
type Owner = { tenantId: number; userId: number };

/** The user's inbound call settings (forwarding or voicemail after the ring time), their active voicemail greeting and selected callback notice. */
export function createInboundCallSettings(db: Db) {
  return {
    async get(owner: Owner): Promise<InboundCallSettingsForm> {
      // Anything stored that no longer passes the rule reads as the defaults (nothing half-applied).
      return inboundCallSettings.safeParse(await readUserSetting(db, owner, SETTINGS_KEY)).data ?? DEFAULT_INBOUND_CALL_SETTINGS;
    },
    async set(owner: Owner, settings: InboundCallSettingsForm): Promise<InboundCallSettingsForm> {
      await writeUserSetting(db, owner, SETTINGS_KEY, settings);
      return settings;
    },
    /** The active greeting's id, when it still exists and is the user's. */
    greeting: (owner: Owner) => chosen(owner, 'VOICEMAIL_GREETING'),
    setGreeting: (owner: Owner, mediaId: number | null) => choose(owner, 'VOICEMAIL_GREETING', mediaId),
    /** Spec 3 callback notice: the one selected (the user's own or one of the tenant's), or none. */
    callbackNotice: (owner: Owner) => chosen(owner, 'CALLBACK_NOTICE'),
    setCallbackNotice: (owner: Owner, mediaId: number | null) => choose(owner, 'CALLBACK_NOTICE', mediaId),
  };

  async function chosen(owner: Owner, type: ChoosableType): Promise<number | null> {
    const id = await readUserSetting(db, owner, CHOICE[type].key);
    if (typeof id !== 'number') return null;
    return (await choosable(owner, type, id)) ? id : null;
  }

  async function choose(owner: Owner, type: ChoosableType, mediaId: number | null): Promise<number | null> {
    if (mediaId !== null && !(await choosable(owner, type, mediaId))) throw new ApiError(404, CHOICE[type].missing);
    if (mediaId === null) await deleteUserSetting(db, owner, CHOICE[type].key);
    else await writeUserSetting(db, owner, CHOICE[type].key, mediaId);
    return mediaId;
  }

  /** A greeting must be the user's own; a callback notice may also be one the tenant shares. */
  async function choosable(owner: Owner, type: ChoosableType, id: number) {
    const [row] = await db
      .select({ id: predefinedMessages.id })
      .from(predefinedMessages)
      .where(
        and(
          eq(predefinedMessages.id, id),
          eq(predefinedMessages.tenantId, owner.tenantId),
          eq(predefinedMessages.type, type),
          type === 'VOICEMAIL_GREETING' ? eq(predefinedMessages.userId, owner.userId) : or(eq(predefinedMessages.userId, owner.userId), isNull(predefinedMessages.userId)),
        ),
      );
    return Boolean(row);
  }
}

export type InboundCallSettingsStore = ReturnType<typeof createInboundCallSettings>;
