import { sql } from 'drizzle-orm';
import type { CallResultOption, CallResultOptionsBody, CallResultUsage } from '@/src/contract';
import { CALL_RESULT_IN_USE, callResultValueOf, droppedLabels } from '@/src/domain/settings/call-result-options';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import type { TelephonySettingsService } from './telephony-settings-service';

const keyOf = (label: string) => label.trim().toLowerCase();

/**
 * The tenant's call-result options as administrators order them (spec 3). An option some list's
 * playbook ends on (a callResult exit condition, matched as the exit rule matches: ignoring case) is
 * in use and cannot be removed or renamed.
 */
export function createCallResultOptionsService(db: Db, settings: Pick<TelephonySettingsService, 'callResults' | 'updateTenant'>) {
  /** Each label some playbook's exit condition names, with the lists working that playbook. */
  async function usage(tenantId: number): Promise<Map<string, { id: number; name: string }[]>> {
    const { rows } = await db.execute<{ value: string; id: number; name: string }>(sql`
      select distinct c->>'value' as value, l.id, l.name
      from playbooks p
      cross join lateral jsonb_array_elements(p.exit_conditions) c
      join call_lists l on l.playbook_id = p.id and l.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} and c->>'condition' = 'callResult' and coalesce(c->>'value', '') <> ''
      order by l.name, l.id`);
    const byLabel = new Map<string, { id: number; name: string }[]>();
    for (const row of rows) {
      const lists = byLabel.get(keyOf(row.value)) ?? [];
      if (!lists.some((l) => l.id === row.id)) lists.push({ id: row.id, name: row.name });
      byLabel.set(keyOf(row.value), lists);
    }
    return byLabel;
  }

  return {
    async usage(auth: AuthContext): Promise<CallResultUsage[]> {
      const [options, used] = await Promise.all([settings.callResults(auth.tenantId), usage(auth.tenantId)]);
      return options.flatMap((option) => {
        const lists = used.get(keyOf(option.label));
        return lists ? [{ label: option.label, lists }] : [];
      });
    },

    async save(auth: AuthContext, body: CallResultOptionsBody): Promise<CallResultOption[]> {
      const current = await settings.callResults(auth.tenantId);
      const dropped = droppedLabels(
        current.map((o) => o.label),
        body.callResults.map((o) => o.label),
      );
      if (dropped.length) {
        const used = await usage(auth.tenantId);
        if (dropped.some((label) => used.has(keyOf(label)))) throw new ApiError(403, CALL_RESULT_IN_USE, { code: 'CALL_RESULT_IN_USE' });
      }
      // Values stay unique: a kept option keeps its value, a new one takes its label's, suffixed if taken.
      const taken = new Set<string>();
      // A result keeps its connect mark unless the body sets it.
      const marked = new Map(current.map((o) => [o.value, o.connectScoreEnabled]));
      const next = body.callResults.map(({ label, value, connectScoreEnabled }) => {
        const base = value ?? callResultValueOf(label);
        let unique = base;
        for (let n = 2; taken.has(unique); n += 1) unique = `${base}_${n}`;
        taken.add(unique);
        return { label, value: unique, connectScoreEnabled: connectScoreEnabled ?? (value !== undefined && marked.get(value) === true) };
      });
      await settings.updateTenant(auth.tenantId, { callResults: next });
      return settings.callResults(auth.tenantId);
    },
  };
}
