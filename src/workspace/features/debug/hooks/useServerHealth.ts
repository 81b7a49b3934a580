import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { debugKeys } from '../debugKeys';

/** The server's health with the state of each real part beside it (database, SIP server, mail), refreshed every 10 s. */
export const useServerHealth = () => useQuery({ queryKey: debugKeys.health, queryFn: () => api.call('health', {}), refetchInterval: 10_000 });
