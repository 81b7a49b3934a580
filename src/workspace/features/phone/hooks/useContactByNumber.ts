import { useQuery } from '@tanstack/react-query';
import { ApiCallError } from '@/src/contract/api-call-error';
import { cleanNumber, isLookupNumber } from '@/src/domain/phone/phone-number';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';

/** Contacts with this number (call info by number); a 402 (not a valid number) is silently no match. */
export function useContactByNumber(raw: string) {
  const number = cleanNumber(raw);
  return useQuery({
    queryKey: telephonyKeys.callInfoByNumber(number),
    enabled: isLookupNumber(number) && number.replace('+', '').length >= 4,
    staleTime: 30_000,
    queryFn: async () => {
      try {
        return (await api.call('callInfoByNumber', { params: { number } })).contacts;
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 402) return [];
        console.warn('call info by number failed', error);
        throw error;
      }
    },
  });
}
