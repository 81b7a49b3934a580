import { effectiveRingingLength } from '@/src/domain/phone/ringing-length';
import { and, eq } from 'drizzle-orm';
import type { CallResultOption, TelephonySettings, UserTelephonyAcl } from '@/src/contract';
import type { Db } from '../../db/database';
import { readUserSetting } from '../../db/user-settings';
import { presentedCallerId } from '@/src/domain/settings/caller-id';
import { readCallerIdSettings } from '../call-management/caller-id-service';
import { tenantTelephonySettings, users, userTelephonyAcl, type TenantTelephonySettings } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { userPhoneNumber } from './user-phone-numbers';
import { effectiveArchiveRights } from '@/src/domain/recordings/monitor-tabs';

/** The tenant's call-result options unless it configured its own (spec 1 section 5: Call Failed, No Answer, Callback - HangUp are among them). */
export const DEFAULT_CALL_RESULTS: CallResultOption[] = [
  { label: 'Connected', value: 'connected', connectScoreEnabled: true },
  { label: 'Left Voicemail', value: 'left_voicemail', connectScoreEnabled: false },
  { label: 'No Answer', value: 'no_answer', connectScoreEnabled: false },
  { label: 'Busy', value: 'busy', connectScoreEnabled: false },
  { label: 'Call Failed', value: 'call_failed', connectScoreEnabled: false },
  { label: 'Callback - HangUp', value: 'callback_hangup', connectScoreEnabled: false },
  { label: 'Wrong Number', value: 'wrong_number', connectScoreEnabled: false },
  { label: 'Not Interested', value: 'not_interested', connectScoreEnabled: false },
  { label: 'Meeting Booked', value: 'meeting_booked', connectScoreEnabled: true },
];

/** Spec 3: read-only call-result labels every tenant has (appended when its own list omits them). */
export const READ_ONLY_CALL_RESULTS: CallResultOption[] = [
  { label: 'Call Failed', value: 'call_failed', connectScoreEnabled: false },
  { label: 'No Answer', value: 'no_answer', connectScoreEnabled: false },
  { label: 'Callback - HangUp', value: 'callback_hangup', connectScoreEnabled: false },
];

/**
 * The results the phone logs by itself as a call ends (default-call-result.ts). They are always
 * accepted, even when a tenant's own list omits one, so every call reaches the activity log.
 */
export const AUTOMATIC_CALL_RESULTS: CallResultOption[] = [
  { label: 'Connected', value: 'connected', connectScoreEnabled: true },
  { label: 'Busy', value: 'busy', connectScoreEnabled: false },
  ...READ_ONLY_CALL_RESULTS.slice(0, 2),
];

/** The tenant's call-result options from its stored settings: its own list with the read-only ones it omits, else the defaults. */
export function callResultOptionsOf(settings: TenantTelephonySettings): CallResultOption[] {
  if (!settings.callResults?.length) return DEFAULT_CALL_RESULTS;
  const own = new Set(settings.callResults.map((r) => r.label));
  const saved = settings.callResults.map(({ label, value, connectScoreEnabled }) => ({ label, value, connectScoreEnabled: connectScoreEnabled === true }));
  return [...saved, ...READ_ONLY_CALL_RESULTS.filter((r) => !own.has(r.label))];
}

/** Spec 1 section 9 defaults. */
export const TELEPHONY_DEFAULTS = {
  dialingPlanCountry: 'US',
  simultaneousCallLimit: 2,
  outboundCallLimit: 2,
  preventMultipleContactCalls: { enabled: false, interval: 15 },
  mandatoryCallResult: { enabled: false, time: 30, automaticMove: false },
  recordingEnabled: true,
  recordingOutboundEnabled: false,
  recordingInboundEnabled: false,
  recordingSharingEnabled: false,
  maximumRingingLength: 30,
} as const;

type UserTelephonyAclRow = Omit<typeof userTelephonyAcl.$inferInsert, 'tenantId' | 'userId'>;

/** Stores a user's telephony ACL row (in the caller's transaction); taking PSTN away puts the user back on the softphone. */
export async function writeUserTelephonyAcl(tx: Pick<Db, 'insert' | 'update'>, tenantId: number, userId: number, row: UserTelephonyAclRow): Promise<void> {
  await tx
    .insert(userTelephonyAcl)
    .values({ tenantId, userId, ...row })
    .onConflictDoUpdate({ target: userTelephonyAcl.userId, set: row });
  if (!row.enablePstn)
    await tx
      .update(users)
      .set({ connectionType: 'soft' })
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

/** The user setting holding my profile's dialing plan (an ISO country code). */
export const DIALING_PLAN_SETTING = 'dialingPlan';

export function createTelephonySettingsService(db: Db) {
  async function tenantSettings(tenantId: number): Promise<TenantTelephonySettings> {
    const [row] = await db.select({ settings: tenantTelephonySettings.settings }).from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, tenantId));
    return row?.settings ?? {};
  }

  /** The user's ACL row (404 for a user outside the tenant); defaults when none is stored. */
  async function userAcl(tenantId: number, userId: number): Promise<UserTelephonyAcl> {
    const [row] = await db
      .select({
        id: users.id,
        role: users.role,
        mandatoryCallResult: userTelephonyAcl.mandatoryCallResult,
        enablePstn: userTelephonyAcl.enablePstn,
        enableSms: userTelephonyAcl.enableSms,
        onDemandCallRecording: userTelephonyAcl.onDemandCallRecording,
        callArchiveAccess: userTelephonyAcl.callArchiveAccess,
        callArchiveEdit: userTelephonyAcl.callArchiveEdit,
        parallelDialerEnabled: userTelephonyAcl.parallelDialerEnabled,
        parallelDialerLines: userTelephonyAcl.parallelDialerLines,
      })
      .from(users)
      .leftJoin(userTelephonyAcl, and(eq(userTelephonyAcl.userId, users.id), eq(userTelephonyAcl.tenantId, tenantId)))
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (!row) throw notFound('User');
    const archive = effectiveArchiveRights({ role: row.role, monitorRead: false, access: row.callArchiveAccess ?? false, edit: row.callArchiveEdit ?? false });
    return {
      userId,
      mandatoryCallResult: row.mandatoryCallResult ?? null,
      enablePstn: row.enablePstn ?? false,
      enableSms: row.enableSms ?? true,
      onDemandCallRecording: row.onDemandCallRecording ?? true,
      callArchive: { access: archive.archiveAccess, edit: archive.archiveEdit },
      parallelDialer: { enabled: row.parallelDialerEnabled ?? false, lines: row.parallelDialerLines ?? 0 },
    };
  }

  return {
    tenantSettings,

    /** Merges the given fields over the tenant's stored settings. */
    async updateTenant(tenantId: number, patch: TenantTelephonySettings): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, tenantId)).for('update');
        const settings = { ...(row?.settings ?? {}), ...patch };
        await tx.insert(tenantTelephonySettings).values({ tenantId, settings }).onConflictDoUpdate({ target: tenantTelephonySettings.tenantId, set: { settings } });
      });
    },

    async setConnectionType(tenantId: number, userId: number, connectionType: 'soft' | 'pstn'): Promise<void> {
      // The PSTN switch exists only for users whose acl.enablePstn is set (spec 3).
      if (connectionType === 'pstn' && !(await userAcl(tenantId, userId)).enablePstn) throw new ApiError(409, 'PSTN is not enabled for this user');
      const updated = await db
        .update(users)
        .set({ connectionType })
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
        .returning({ id: users.id });
      if (!updated.length) throw notFound('User');
    },

    callResults: async (tenantId: number): Promise<CallResultOption[]> => callResultOptionsOf(await tenantSettings(tenantId)),

    userAcl,

    async updateUserAcl(
      tenantId: number,
      userId: number,
      patch: {
        mandatoryCallResult?: UserTelephonyAcl['mandatoryCallResult'] | undefined;
        enablePstn?: boolean | undefined;
        enableSms?: boolean | undefined;
        onDemandCallRecording?: boolean | undefined;
        callArchive?: { access: boolean; edit: boolean } | undefined;
        parallelDialer?: { enabled: boolean; lines: number } | undefined;
      },
    ): Promise<UserTelephonyAcl> {
      const current = await userAcl(tenantId, userId);
      const next = {
        mandatoryCallResult: patch.mandatoryCallResult !== undefined ? patch.mandatoryCallResult : current.mandatoryCallResult,
        enablePstn: patch.enablePstn ?? current.enablePstn,
        enableSms: patch.enableSms ?? current.enableSms,
        onDemandCallRecording: patch.onDemandCallRecording ?? current.onDemandCallRecording,
        // Edit needs access (spec 3); admins and managers read both as on whatever is stored.
        callArchiveAccess: (patch.callArchive ?? current.callArchive).access,
        callArchiveEdit: (patch.callArchive ?? current.callArchive).access && (patch.callArchive ?? current.callArchive).edit,
        parallelDialerEnabled: (patch.parallelDialer ?? current.parallelDialer).enabled,
        parallelDialerLines: (patch.parallelDialer ?? current.parallelDialer).lines,
      };
      await db.transaction((tx) => writeUserTelephonyAcl(tx, tenantId, userId, next));
      return userAcl(tenantId, userId);
    },

    async forUser(auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<TelephonySettings> {
      const [user] = await db
        .select({ connectionType: users.connectionType })
        .from(users)
        .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
      if (!user) throw notFound('User');
      const [t, acl, ownPlan, ownNumber, callerId] = await Promise.all([
        tenantSettings(auth.tenantId),
        userAcl(auth.tenantId, auth.userId),
        readUserSetting(db, auth, DIALING_PLAN_SETTING),
        userPhoneNumber(db, auth.tenantId, auth.userId),
        readCallerIdSettings(db, auth),
      ]);
      const d = TELEPHONY_DEFAULTS;
      // The user's own mandatoryCallResult wins over the tenant's.
      const mandatory = acl.mandatoryCallResult ?? t.mandatoryCallResult;
      const time = mandatory?.time;
      return {
        connectionType: user.connectionType,
        // My profile's dialing plan wins over the tenant's (spec 3 user settings dialingPlan).
        dialingPlanCountry: (typeof ownPlan === 'string' ? ownPlan : null) ?? t.dialingPlanCountry ?? d.dialingPlanCountry,
        simultaneousCallLimit: t.simultaneousCallLimit ?? d.simultaneousCallLimit,
        outboundCallLimit: t.outboundCallLimit ?? d.outboundCallLimit,
        preventMultipleContactCalls: t.preventMultipleContactCalls ?? { ...d.preventMultipleContactCalls },
        acl: {
          mandatoryCallResult: {
            enabled: mandatory?.enabled ?? d.mandatoryCallResult.enabled,
            // The countdown falls back to 30 s when the setting is not a positive number.
            time: time && time > 0 ? time : d.mandatoryCallResult.time,
            automaticMove: mandatory?.automaticMove ?? d.mandatoryCallResult.automaticMove,
          },
          enablePstn: acl.enablePstn,
          enableSms: acl.enableSms,
          callArchive: acl.callArchive,
        },
        recording: {
          enabled: (t.recordingEnabled ?? d.recordingEnabled) && acl.onDemandCallRecording,
          // The user-side filters take this user out of automatic recording.
          outboundEnabled: (t.recordingOutboundEnabled ?? d.recordingOutboundEnabled) && !(t.recordingUserSideOutboundFilters ?? []).includes(auth.userId),
          inboundEnabled: (t.recordingInboundEnabled ?? d.recordingInboundEnabled) && !(t.recordingUserSideInboundFilters ?? []).includes(auth.userId),
          sharingEnabled: t.recordingSharingEnabled ?? d.recordingSharingEnabled,
          outboundFilters: t.recordingOutboundFilters ?? [],
          inboundFilters: t.recordingInboundFilters ?? [],
        },
        parallel: { maximumRingingLength: effectiveRingingLength(t.maximumRingingLength ?? d.maximumRingingLength) },
        userPhoneNumber: ownNumber,
        callerId: presentedCallerId(callerId, ownNumber),
        localPresence: t.localPresence ?? { enabled: false, numbers: [] },
      };
    },
  };
}

export type TelephonySettingsService = ReturnType<typeof createTelephonySettingsService>;
