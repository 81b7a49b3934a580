import { useAtomValue } from 'jotai';
import { effectiveArchiveRights, type ArchiveRights } from '@/src/domain/recordings/monitor-tabs';
import { sessionState } from '@/src/workspace/session/state';
import { useTelephonySettings } from '../../phone/hooks/useTelephonySettings';

export const MONITOR_READ = 'monitor.read';

/** What the signed-in user may do in the monitor area (the server decides again on every call). */
export function useArchiveRights(): { rights: ArchiveRights; sharingEnabled: boolean; userId: number | null; ready: boolean } {
  const session = useAtomValue(sessionState);
  const settings = useTelephonySettings();
  const monitorRead = session?.capList.includes(MONITOR_READ) ?? false;
  const acl = settings.data?.acl.callArchive ?? { access: false, edit: false };
  const rights = effectiveArchiveRights({ role: session?.role ?? 'rep', monitorRead, access: acl.access, edit: acl.edit });
  return { rights, sharingEnabled: settings.data?.recording.sharingEnabled ?? false, userId: session?.userId ?? null, ready: settings.isSuccess };
}
