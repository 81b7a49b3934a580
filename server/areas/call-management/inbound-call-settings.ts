import { and, eq } from 'drizzle-orm';
import { inboundCallSettings, type InboundCallSettingsForm } from '@/src/contract';
import { DEFAULT_INBOUND_CALL_SETTINGS } from '@/src/domain/settings/call-management';
import type { Db } from '../../db/database';
import { predefinedMessages } from '../../db/schema';
import { deleteUserSetting, readUserSetting, writeUserSetting } from '../../db/user-settings';
import { ApiError } from '../../http/api-error';

const SETTINGS_KEY = 'inboundCallSettings';
const GREETING_KEY = 'voicemailGreetingId';
type Owner = { tenantId: number; userId: number };

/** The user's inbound call settings (forwarding or voicemail after the ring time) and their active voicemail greeting. */
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
    async greeting(owner: Owner): Promise<number | null> {
      const id = await readUserSetting(db, owner, GREETING_KEY);
      if (typeof id !== 'number') return null;
      return (await ownGreeting(owner, id)) ? id : null;
    },
    async setGreeting(owner: Owner, mediaId: number | null): Promise<number | null> {
      if (mediaId !== null && !(await ownGreeting(owner, mediaId))) throw new ApiError(404, 'Voicemail greeting not found');
      if (mediaId === null) await deleteUserSetting(db, owner, GREETING_KEY);
      else await writeUserSetting(db, owner, GREETING_KEY, mediaId);
      return mediaId;
    },
  };

  async function ownGreeting(owner: Owner, id: number) {
    const [row] = await db
      .select({ id: predefinedMessages.id })
      .from(predefinedMessages)
      .where(and(eq(predefinedMessages.id, id), eq(predefinedMessages.tenantId, owner.tenantId), eq(predefinedMessages.userId, owner.userId), eq(predefinedMessages.type, 'VOICEMAIL_GREETING')));
    return Boolean(row);
  }
}

export type InboundCallSettingsStore = ReturnType<typeof createInboundCallSettings>;
