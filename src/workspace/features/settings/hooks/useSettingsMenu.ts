import { useAtomValue } from 'jotai';
import { settingsMenu } from '@/src/domain/settings/settings-menu';
import { sessionState } from '@/src/workspace/session/state';
import { useParallelDialerSettingsQuery } from '../../parallel-dialer/hooks/useParallelLaunch';

/** The settings menu of the signed-in user (spec 3 section 2: from the ACL and the tenant's flags). */
export function useSettingsMenu() {
  const session = useAtomValue(sessionState);
  const parallel = useParallelDialerSettingsQuery();
  return settingsMenu({ capList: session?.capList ?? [], parallelDialerEnabled: parallel.data?.tenant.enabled ?? false });
}
