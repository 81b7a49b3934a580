import { useAtomValue } from 'jotai';
import type { CapabilityUser } from '@/src/domain/lists/list-capabilities';
import { sessionState } from '@/src/workspace/session/state';
import { useListMetadata } from './useListMetadata';

/** The signed-in user as the list capability rules see them (capList plus the list permissions). */
export function useListUser(): { user: CapabilityUser; canCreateTag: boolean } {
  const session = useAtomValue(sessionState);
  const permissions = useListMetadata().data?.permissions;
  return {
    user: {
      userId: session?.userId ?? 0,
      capList: session?.capList ?? [],
      canResetLists: permissions?.canResetLists ?? false,
      canRefreshLists: permissions?.canRefreshLists ?? false,
      canEmail: permissions?.canEmail ?? false,
    },
    canCreateTag: permissions?.canCreateTag ?? false,
  };
}
