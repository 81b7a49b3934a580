import { eq } from 'drizzle-orm';
import { connectionSettingsOf, type ConnectRule } from '@/src/domain/reports/connect-rule';
import { tenants, type TenantSettings } from '../db/tenancy-tables';
import { tenantTelephonySettings } from '../areas/telephony/telephony-tables';
import { callResultOptionsOf } from '../areas/telephony/telephony-settings-service';
import type { Executor } from './activity-log';

/**
 * The tenant's connect rule (spec 3 connection service): its connection settings, and the labels of
 * the call results an administrator marked as a connect. Read once per figure computed.
 */
export async function connectRuleOf(db: Executor, tenantId: number, known?: { settings: TenantSettings }): Promise<ConnectRule> {
  const [[tenant], [telephony]] = await Promise.all([
    // A caller that read the tenant's row already passes it.
    known ? [known] : db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId)),
    db.select({ settings: tenantTelephonySettings.settings }).from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, tenantId)),
  ]);
  const settings = connectionSettingsOf(tenant?.settings.connection, tenant?.settings.connectTimeSeconds);
  const connectResults = callResultOptionsOf(telephony?.settings ?? {})
    .filter((r) => r.connectScoreEnabled === true)
    .map((r) => r.label);
  return { ...settings, connectResults };
}
