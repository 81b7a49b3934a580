import type { PartName, PartStatus } from '@/src/contract/entities/directory';
import { withoutServerPaths } from '@/src/domain/health/without-server-paths';

/**
 * The state of each real part the server runs beside it (the database, the SIP server, the media
 * relay, mail, the CRM org), as
 * /api/health reports it: a part that is down says why and what to do, so the workspace can tell
 * the user instead of waiting for ever. /api/health answers anyone: file paths in what a part says
 * are cut to their last name on the way in.
 */
export interface PartRegistry {
  set(name: PartName, status: { state: 'up' | 'down'; reason?: string | null; detail?: string | null }): void;
  get(name: PartName): PartStatus;
  list(): PartStatus[];
}

const ORDER: PartName[] = ['database', 'sip', 'media', 'mail', 'crm'];

export function createPartRegistry(initial: Partial<Record<PartName, { state: 'up' | 'down'; reason?: string | null; detail?: string | null }>> = {}): PartRegistry {
  const parts = new Map<PartName, PartStatus>();
  const registry: PartRegistry = {
    set(name, status) {
      const shown = (text: string | null | undefined) => (text == null ? null : withoutServerPaths(text));
      parts.set(name, { name, state: status.state, reason: status.state === 'down' ? (shown(status.reason) ?? 'not running') : null, detail: shown(status.detail) });
    },
    get: (name) => parts.get(name) ?? { name, state: 'down', reason: 'not started', detail: null },
    list: () => ORDER.filter((name) => parts.has(name)).map((name) => registry.get(name)),
  };
  for (const [name, status] of Object.entries(initial) as [PartName, { state: 'up' | 'down'; reason?: string | null; detail?: string | null }][]) registry.set(name, status);
  return registry;
}
