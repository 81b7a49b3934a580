import { api } from '@/src/workspace/session/api';

/** Creates a list tag, on these lists or none; the tag comes back. */
export const useCreateListTag =
  () =>
  async (name: string, listIds: readonly number[] = []) =>
    (await api.call('createListTag', { body: { name, lists: [...listIds] } })).tag;
