import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';

/** The predefined messages of a type the user may use (the tenant's and their own), loaded when enabled. */
export const usePredefinedMessages = (type: 'VOICE_MESSAGE', enabled: boolean) =>
  useQuery({ queryKey: telephonyKeys.predefinedMessages(type), enabled, queryFn: async () => (await api.call('predefinedMessages', { query: { type } })).userPredefinedMessages });
