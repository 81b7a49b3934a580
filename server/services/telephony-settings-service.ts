import { and, eq } from 'drizzle-orm';
import type { CallResultOption, TelephonySettings } from '../../src/contract';
import type { Db } from '../db/database';
import { tenantTelephonySettings, users, type TenantTelephonySettings } from '../db/schema';
import { notFound } from '../http/api-error';
import type { AuthContext } from './session-store';
import { userPhoneNumber } from './user-phone-numbers';

/** The tenant's call-result options unless it configured its own (spec 1 section 5: Call Failed, No Answer, Callback - HangUp are among them). */
export const DEFAULT_CALL_RESULTS: CallResultOption[] = [
  { label: 'Connected', value: 'connected' },
  { label: 'Left Voicemail', value: 'left_voicemail' },
  { label: 'No Answer', value: 'no_answer' },
  { label: 'Busy', value: 'busy' },
  { label: 'Call Failed', value: 'call_failed' },
  { label: 'Callback - HangUp', value: 'callback_hangup' },
  { label: 'Wrong Number', value: 'wrong_number' },
  { label: 'Not Interested', value: 'not_interested' },
  { label: 'Meeting Booked', value: 'meeting_booked' },
];

/** Spec 1 section 9 defaults. */
export const TELEPHONY_DEFAULTS = {
  dialingPlanCountry: 'US',
  simultaneousCallLimit: 2,
  outboundCallLimit: 2,
  preventMultipleContactCalls: { enabled: false, interval: 15 },
  mandatoryCallResult: { enabled: false, time: 30, automaticMove: false },
  recordingEnabled: true,
  maximumRingingLength: 30,
} as const;

export function createTelephonySettingsService(db: Db) {
  async function tenantSettings(tenantId: number): Promise<TenantTelephonySettings> {
    const [row] = await db.select({ settings: tenantTelephonySettings.settings }).from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, tenantId));
    return row?.settings ?? {};
  }

  return {
    tenantSettings,

    /** Merges the given fields over the tenant's stored settings. */
    async updateTenant(tenantId: number, patch: TenantTelephonySettings): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, tenantId)).for('update');
        const settings = { ...(row?.settings ?? {}), ...patch };
        await tx
          .insert(tenantTelephonySettings)
          .values({ tenantId, settings })
          .onConflictDoUpdate({ target: tenantTelephonySettings.tenantId, set: { settings } });
      });
    },

    async setConnectionType(tenantId: number, userId: number, connectionType: 'soft' | 'pstn'): Promise<void> {
      const updated = await db
        .update(users)
        .set({ connectionType })
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
        .returning({ id: users.id });
      if (!updated.length) throw notFound('User');
    },

    async callResults(tenantId: number): Promise<CallResultOption[]> {
      const settings = await tenantSettings(tenantId);
      return settings.callResults?.length ? settings.callResults : DEFAULT_CALL_RESULTS;
    },

    async forUser(auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<TelephonySettings> {
      const [user] = await db
        .select({ connectionType: users.connectionType })
        .from(users)
        .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      if (!user) throw notFound('User');
      const t = await tenantSettings(auth.tenantId);
      const d = TELEPHONY_DEFAULTS;
      const time = t.mandatoryCallResult?.time;
      return {
        connectionType: user.connectionType,
        dialingPlanCountry: t.dialingPlanCountry ?? d.dialingPlanCountry,
        simultaneousCallLimit: t.simultaneousCallLimit ?? d.simultaneousCallLimit,
        outboundCallLimit: t.outboundCallLimit ?? d.outboundCallLimit,
        preventMultipleContactCalls: t.preventMultipleContactCalls ?? { ...d.preventMultipleContactCalls },
        acl: {
          mandatoryCallResult: {
            enabled: t.mandatoryCallResult?.enabled ?? d.mandatoryCallResult.enabled,
            // The countdown falls back to 30 s when the setting is not a positive number.
            time: time && time > 0 ? time : d.mandatoryCallResult.time,
            automaticMove: t.mandatoryCallResult?.automaticMove ?? d.mandatoryCallResult.automaticMove,
          },
        },
        recording: { enabled: t.recordingEnabled ?? d.recordingEnabled },
        parallel: { maximumRingingLength: t.maximumRingingLength ?? d.maximumRingingLength },
        userPhoneNumber: await userPhoneNumber(db, auth.tenantId, auth.userId),
      };
    },
  };
}

export type TelephonySettingsService = ReturnType<typeof createTelephonySettingsService>;
