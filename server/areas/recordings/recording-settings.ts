import type { RecordingSettings } from '@/src/contract';
import { TELEPHONY_DEFAULTS, type TelephonySettingsService } from '../telephony/telephony-settings-service';

/** The tenant's recording settings (spec 3), kept with its telephony settings: one place the phone and the archive read. */
export function createRecordingSettings(telephony: TelephonySettingsService) {
  async function read(tenantId: number): Promise<RecordingSettings> {
    const t = await telephony.tenantSettings(tenantId);
    const d = TELEPHONY_DEFAULTS;
    return {
      onDemandEnabled: t.recordingEnabled ?? d.recordingEnabled,
      outboundEnabled: t.recordingOutboundEnabled ?? d.recordingOutboundEnabled,
      inboundEnabled: t.recordingInboundEnabled ?? d.recordingInboundEnabled,
      sharingEnabled: t.recordingSharingEnabled ?? d.recordingSharingEnabled,
      outboundFilters: t.recordingOutboundFilters ?? [],
      inboundFilters: t.recordingInboundFilters ?? [],
      userSideOutboundFilters: t.recordingUserSideOutboundFilters ?? [],
      userSideInboundFilters: t.recordingUserSideInboundFilters ?? [],
    };
  }
  return {
    read,
    async update(tenantId: number, patch: Partial<RecordingSettings>): Promise<RecordingSettings> {
      await telephony.updateTenant(tenantId, {
        ...(patch.onDemandEnabled !== undefined ? { recordingEnabled: patch.onDemandEnabled } : {}),
        ...(patch.outboundEnabled !== undefined ? { recordingOutboundEnabled: patch.outboundEnabled } : {}),
        ...(patch.inboundEnabled !== undefined ? { recordingInboundEnabled: patch.inboundEnabled } : {}),
        ...(patch.sharingEnabled !== undefined ? { recordingSharingEnabled: patch.sharingEnabled } : {}),
        ...(patch.outboundFilters !== undefined ? { recordingOutboundFilters: [...new Set(patch.outboundFilters)] } : {}),
        ...(patch.inboundFilters !== undefined ? { recordingInboundFilters: [...new Set(patch.inboundFilters)] } : {}),
        ...(patch.userSideOutboundFilters !== undefined ? { recordingUserSideOutboundFilters: [...new Set(patch.userSideOutboundFilters)] } : {}),
        ...(patch.userSideInboundFilters !== undefined ? { recordingUserSideInboundFilters: [...new Set(patch.userSideInboundFilters)] } : {}),
      });
      return read(tenantId);
    },
  };
}
