import { z } from 'zod';
import { defineRoute } from '../route';
import { listTag, listTagName } from '../entities/lists';

const listIds = z.array(z.number().int().positive()).max(500);

/** List tags (spec 2 section 7, Tags). Creating needs the canCreateTag permission (GET /lists/metadata). */
export const tagsRoutes = {
  createListTag: defineRoute({
    method: 'POST',
    path: '/tags/lists',
    body: z.object({ name: listTagName, lists: listIds.default([]) }),
    reply: z.object({ tag: listTag }),
    auth: 'session',
    retry: false,
  }),
  listListTags: defineRoute({ method: 'GET', path: '/tags/lists', reply: z.object({ tags: z.array(listTag) }), auth: 'session' }),
  renameListTag: defineRoute({ method: 'PATCH', path: '/tags/lists', body: z.object({ id: z.number().int().positive(), name: listTagName }), reply: z.object({ tag: listTag }), auth: 'session' }),
  deleteListTags: defineRoute({
    method: 'POST',
    path: '/tags/lists/delete',
    body: z.object({ tagIds: z.array(z.number().int().positive()).min(1).max(500) }),
    reply: z.object({ deleted: z.number().int() }),
    auth: 'session',
    retry: false,
  }),
  /** tags: { [tagId]: 'add' | 'remove' } applied to every list of `lists`. */
  applyListTags: defineRoute({
    method: 'POST',
    path: '/tags/lists/apply',
    body: z.object({
      tags: z
        .record(z.string().regex(/^\d{1,9}$/, 'Tag ids are numbers'), z.enum(['add', 'remove']))
        .refine((t) => Object.keys(t).length >= 1 && Object.keys(t).length <= 100, 'Between 1 and 100 tags'),
      lists: listIds.min(1),
    }),
    reply: z.object({ tags: z.array(listTag) }),
    auth: 'session',
    retry: false,
  }),
};
