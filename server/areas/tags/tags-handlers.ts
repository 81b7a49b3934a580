import type { tagsRoutes } from '@/src/contract/routes/tags';
import type { AreaHandlers } from '../../http/handlers';
import type { ListsRuntime } from '../lists/lists-runtime';

export function tagsHandlers(deps: { lists: ListsRuntime }): AreaHandlers<typeof tagsRoutes> {
  const { tags } = deps.lists;
  return {
    createListTag: async ({ auth, body }) => ({ tag: await tags.create(auth, body.name, body.lists) }),
    listListTags: async ({ auth }) => ({ tags: await tags.list(auth) }),
    renameListTag: async ({ auth, body }) => ({ tag: await tags.rename(auth, body.id, body.name) }),
    deleteListTags: ({ auth, body }) => tags.remove(auth, body.tagIds),
    applyListTags: async ({ auth, body }) => ({ tags: await tags.apply(auth, body.tags, body.lists) }),
  };
}
