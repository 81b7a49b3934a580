import { z } from 'zod';
import { parseListContactOrder } from '../../domain/lists/list-contact-order';
import { defineRoute } from '../route';
import {
  listContactDetail,
  callList,
  LIST_CONTACT_SORT_COLUMNS,
  LIST_CONTACTS_PAGE_SIZE,
  listBody,
  listContactRow,
  listContactSort,
  listContactStatus,
  listContactsMoveBody,
  listContactsView,
  listMetadata,
  listNameItem,
  listPriority,
  listTableQuery,
} from '../entities/lists';
import { deletedReply, queryFlag, recordId } from './crm-params';

const listParams = z.object({ listId: recordId });
const listReply = z.object({ list: callList });
const tableReply = z.object({ lists: z.array(callList), total: z.number().int() });
const countReply = z.object({ count: z.number().int() });
const contactIds = z.array(z.number().int().positive()).min(1, 'At least one contact is required').max(75_000);

/** `name:asc,title:desc`: the main sort then up to 4 secondary (400 beyond). */
const orderQuery = z
  .string()
  .max(400)
  .transform((text, ctx) => {
    const parsed = parseListContactOrder(text, LIST_CONTACT_SORT_COLUMNS);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  });

const tableRoutes = (table: 'my' | 'all' | 'paused' | 'shared') => ({
  list: defineRoute({ method: 'POST', path: `/lists/${table}/list`, body: listTableQuery, reply: tableReply, auth: 'session' }),
  count: defineRoute({ method: 'POST', path: `/lists/${table}/count`, body: listTableQuery, reply: countReply, auth: 'session' }),
});
const my = tableRoutes('my');
const all = tableRoutes('all');
const paused = tableRoutes('paused');
const shared = tableRoutes('shared');

/** Call lists and their contacts (spec 2 section 7, Lists). Notes for callers: LISTS-NOTES.md beside this file. */
export const listsRoutes = {
  listMyLists: my.list,
  countMyLists: my.count,
  listAllLists: all.list,
  countAllLists: all.count,
  listPausedLists: paused.list,
  countPausedLists: paused.count,
  listSharedLists: shared.list,
  countSharedLists: shared.count,
  listListNames: defineRoute({
    method: 'POST',
    path: '/lists/all/names',
    body: z.object({
      search: z.string().trim().max(200).default(''),
      /** Admins: every list of the tenant (move contacts); ignored for others. */
      admin: z.boolean().default(false),
      /** Only lists the caller may add contacts to. */
      writableOnly: z.boolean().default(false),
      limit: z.number().int().min(1).max(1000).default(500),
    }),
    reply: z.object({ lists: z.array(listNameItem) }),
    auth: 'session',
  }),
  listMetadata: defineRoute({ method: 'GET', path: '/lists/metadata', reply: listMetadata, auth: 'session' }),
  getList: defineRoute({ method: 'GET', path: '/lists/:listId', params: listParams, reply: listReply, auth: 'session' }),
  createList: defineRoute({ method: 'POST', path: '/lists', body: listBody, reply: listReply, auth: 'session', scope: 'list.create', retry: false }),
  /** The list form's edit: the whole definition (owner only). */
  updateListDefinition: defineRoute({ method: 'PUT', path: '/lists/:listId/definition', params: listParams, body: listBody, reply: listReply, auth: 'session' }),
  joinList: defineRoute({ method: 'POST', path: '/lists/:listId/join', params: listParams, reply: listReply, auth: 'session' }),
  leaveList: defineRoute({ method: 'POST', path: '/lists/:listId/leave', params: listParams, reply: listReply, auth: 'session' }),
  setListPriority: defineRoute({ method: 'PATCH', path: '/lists/:listId', params: listParams, body: z.object({ priority: listPriority }), reply: listReply, auth: 'session' }),
  setListActive: defineRoute({ method: 'PATCH', path: '/lists/:listId/active', params: listParams, body: z.object({ active: z.boolean() }), reply: listReply, auth: 'session' }),
  unpauseList: defineRoute({ method: 'PATCH', path: '/lists/:listId/unpause', params: listParams, reply: listReply, auth: 'session' }),
  pauseList: defineRoute({ method: 'PATCH', path: '/lists/:listId/pause', params: listParams, reply: listReply, auth: 'session' }),
  /** Answers at once with status REQUESTED; REFRESHING then READY follow as lists.updated events. */
  refreshList: defineRoute({
    method: 'PATCH',
    path: '/lists/:listId/refresh',
    params: listParams,
    body: z.object({ salesforceReportId: z.string().trim().max(255).nullable().optional(), salesforceReportForceExec: z.boolean().optional() }).default({}),
    reply: listReply,
    auth: 'session',
    scope: 'list.refresh',
  }),
  setListContactsStatus: defineRoute({
    method: 'PATCH',
    path: '/lists/:listId/contacts',
    params: listParams,
    body: z.object({ listStatus: listContactStatus, contactIds }),
    reply: z.object({ updated: z.number().int() }),
    auth: 'session',
  }),
  resetList: defineRoute({ method: 'POST', path: '/lists/:listId/reset', params: listParams, reply: listReply, auth: 'session', scope: 'list.reset', retry: false }),
  deleteList: defineRoute({ method: 'DELETE', path: '/lists/:listId', params: listParams, reply: deletedReply, auth: 'session' }),
  /** main.lists.list.contact: one contact inside a list (404 when it is not a member or the list is not visible). */
  listContact: defineRoute({ method: 'GET', path: '/lists/:listId/contacts/:contactId', params: z.object({ listId: recordId, contactId: recordId }), reply: listContactDetail, auth: 'session' }),
  removeListContact: defineRoute({
    method: 'DELETE',
    path: '/lists/:listId/contacts/:contactId',
    params: z.object({ listId: recordId, contactId: recordId }),
    reply: z.object({ removed: z.number().int() }),
    auth: 'session',
  }),
  /** Every contact of the list, or of one step, or only the due ones. */
  removeAllListContacts: defineRoute({
    method: 'DELETE',
    path: '/lists/:listId/contacts',
    params: listParams,
    query: z.object({ stepId: recordId.optional(), dueOnly: queryFlag.default(false) }),
    reply: z.object({ removed: z.number().int() }),
    auth: 'session',
  }),
  /** The selected contacts (REMOVE on several rows). */
  removeListContacts: defineRoute({
    method: 'POST',
    path: '/lists/:listId/contacts/remove',
    params: listParams,
    body: z.object({ contactIds }),
    reply: z.object({ removed: z.number().int() }),
    auth: 'session',
    retry: false,
  }),
  listListContacts: defineRoute({
    method: 'GET',
    path: '/lists/:listId/contacts',
    params: listParams,
    query: z.object({
      start: z.coerce.number().int().min(0).default(0),
      length: z.coerce.number().int().min(1).max(200).default(LIST_CONTACTS_PAGE_SIZE),
      dueOnly: queryFlag.default(false),
      /** Only contacts the caller owns (playOwnerContactsOnly). */
      ownerContactsOnly: queryFlag.default(false),
      /** Only leads, or contacts whose account the caller owns (playOwnerAccountsOnly). */
      ownerAccountsOnly: queryFlag.default(false),
      stepId: recordId.optional(),
      variantId: recordId.optional(),
      listStatus: listContactStatus.optional(),
      order: orderQuery.default([{ column: 'name', direction: 'asc' }]),
      /** Name, company or email; at most 50 matches (spec 2 section 9). */
      search: z.string().trim().max(200).default(''),
    }),
    reply: z.object({ contacts: z.array(listContactRow), total: z.number().int() }),
    auth: 'session',
  }),
  addListContacts: defineRoute({
    method: 'POST',
    path: '/lists/:listId/contacts',
    params: listParams,
    body: z.object({ contactIds, stepId: z.number().int().positive().nullable().default(null) }),
    reply: z.object({ added: z.number().int(), alreadyInList: z.number().int() }),
    auth: 'session',
    retry: false,
  }),
  addListContactsAlt: defineRoute({
    method: 'POST',
    path: '/lists/:listId/contacts/add',
    params: listParams,
    body: z.object({ contactIds, stepId: z.number().int().positive().nullable().default(null) }),
    reply: z.object({ added: z.number().int(), alreadyInList: z.number().int() }),
    auth: 'session',
    retry: false,
  }),
  moveListContacts: defineRoute({ method: 'POST', path: '/lists/contacts/move', body: listContactsMoveBody, reply: z.object({ moved: z.number().int() }), auth: 'session', retry: false }),
  /** Failed automatic emails back to 'email send retry'; the reply's count fills '{n} emails were queued.' */
  bulkRetryListEmails: defineRoute({
    method: 'POST',
    path: '/lists/bulk-retry',
    body: z.object({
      sourceContacts: z
        .array(z.object({ listId: z.number().int().positive(), contactIds: z.array(z.number().int().positive()).max(75_000).nullable().default(null) }))
        .min(1)
        .max(500),
    }),
    reply: z.object({ count: z.number().int() }),
    auth: 'session',
    retry: false,
  }),
  getListContactsView: defineRoute({
    method: 'GET',
    path: '/lists/:listId/contacts/view',
    params: listParams,
    query: z.object({ stepId: z.coerce.number().int().min(0).default(0) }),
    reply: z.object({ view: listContactsView }),
    auth: 'session',
  }),
  /** forAll: the owner's choice for everyone (403 for others); else the caller's own. */
  saveListContactsView: defineRoute({
    method: 'PUT',
    path: '/lists/:listId/contacts/view',
    params: listParams,
    body: z.object({
      stepId: z.number().int().min(0).default(0),
      sort: z.array(listContactSort).max(5, 'At most 4 secondary sort columns are allowed'),
      hiddenColumns: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
      forAll: z.boolean().default(false),
    }),
    reply: z.object({ view: listContactsView }),
    auth: 'session',
  }),
  /** Lists that hold the contact as exited or completed and let contacts back (allowContactsBackToList). */
  contactResumeLists: defineRoute({
    method: 'GET',
    path: '/contacts/lists/resume',
    query: z.object({ contactId: recordId }),
    reply: z.object({ lists: z.array(z.object({ id: z.number().int(), name: z.string(), listStatus: listContactStatus })) }),
    auth: 'session',
  }),
};
