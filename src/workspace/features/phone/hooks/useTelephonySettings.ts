import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import { CLICK_TO_CALL_KEY, parseClickToCallSettings } from '@/src/extension/click-to-call/click-to-call-settings';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';

/** The signed-in user's telephony settings; also hands the dialing-plan country to click-to-call. */
export function useTelephonySettings() {
  const query = useQuery({ queryKey: telephonyKeys.settings, queryFn: () => api.call('telephonySettings', {}), staleTime: SETTINGS_CACHE_TTL_MS });
  const country = query.data?.dialingPlanCountry;
  useEffect(() => {
    if (!country) return;
    void browser.storage.local.get(CLICK_TO_CALL_KEY).then((stored) => {
      const settings = parseClickToCallSettings(stored[CLICK_TO_CALL_KEY]);
      if (settings.country !== country) void browser.storage.local.set({ [CLICK_TO_CALL_KEY]: { ...settings, country } });
    });
  }, [country]);
  return query;
}
