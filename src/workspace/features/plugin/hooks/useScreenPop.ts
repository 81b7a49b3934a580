import { useMutation } from '@tanstack/react-query';
import type { ScreenPopBody } from '@/src/contract';
import type { PageRecord } from '@/src/extension/plugin/plugin-messages';
import { api } from '@/src/workspace/session/api';

/** The contact a CRM page (or a caller's number) names, through the screen pop route. */
export function useScreenPop() {
  return useMutation({ mutationFn: async (body: ScreenPopBody) => (await api.call('screenPop', { body })).match });
}

export const screenPopBodyOf = (record: PageRecord): ScreenPopBody => ({ ...(record.externalId ? { externalId: record.externalId } : {}), emails: record.emails, numbers: record.numbers });
