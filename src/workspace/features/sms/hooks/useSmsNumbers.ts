import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { smsKeys } from '../smsKeys';

/** The numbers the user may send SMS from. */
export const useSmsNumbers = () => useQuery({ queryKey: smsKeys.numbers, queryFn: () => api.call('smsPhoneNumbers', {}) });
