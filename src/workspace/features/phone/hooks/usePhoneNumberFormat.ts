import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';

/**
 * How every page shows a phone number: national inside the user's dialing-plan country, international
 * outside (the one formatter of src/domain/phone). Reads the same cached settings the phone dials with.
 */
export function usePhoneNumberFormat(): (number: string) => string {
  const settings = useQuery({ queryKey: telephonyKeys.settings, queryFn: () => api.call('telephonySettings', {}), staleTime: SETTINGS_CACHE_TTL_MS });
  const country = settings.data?.dialingPlanCountry;
  return useCallback((number: string) => formatPhoneNumber(number, country), [country]);
}
