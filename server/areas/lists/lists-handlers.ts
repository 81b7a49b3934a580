import type { listsRoutes } from '@/src/contract/routes/lists';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { listMetadata } from './list-metadata';
import type { ListsRuntime } from './lists-runtime';

export function listsHandlers(deps: { db: Db; lists: ListsRuntime }): AreaHandlers<typeof listsRoutes> {
  const { tables, lists, contacts, move, views } = deps.lists;
  return {
    listMyLists: ({ auth, body }) => tables.list(auth, 'my', body),
    countMyLists: async ({ auth, body }) => ({ count: await tables.count(auth, 'my', body) }),
    listAllLists: ({ auth, body }) => tables.list(auth, 'all', body),
    countAllLists: async ({ auth, body }) => ({ count: await tables.count(auth, 'all', body) }),
    listPausedLists: ({ auth, body }) => tables.list(auth, 'paused', body),
    countPausedLists: async ({ auth, body }) => ({ count: await tables.count(auth, 'paused', body) }),
    listSharedLists: ({ auth, body }) => tables.list(auth, 'shared', body),
    countSharedLists: async ({ auth, body }) => ({ count: await tables.count(auth, 'shared', body) }),
    listListNames: async ({ auth, body }) => ({ lists: await tables.names(auth, body) }),
    listMetadata: ({ auth }) => listMetadata(deps.db, auth),
    getList: async ({ auth, params }) => ({ list: await lists.get(auth, params.listId) }),
    createList: async ({ auth, body }) => ({ list: await lists.create(auth, body) }),
    updateListDefinition: async ({ auth, params, body }) => ({ list: await lists.updateDefinition(auth, params.listId, body) }),
    joinList: async ({ auth, params }) => ({ list: await lists.join(auth, params.listId) }),
    leaveList: async ({ auth, params }) => ({ list: await lists.leave(auth, params.listId) }),
    setListPriority: async ({ auth, params, body }) => ({ list: await lists.setPriority(auth, params.listId, body.priority) }),
    setListActive: async ({ auth, params, body }) => ({ list: await lists.setActive(auth, params.listId, body.active) }),
    unpauseList: async ({ auth, params }) => ({ list: await lists.unpause(auth, params.listId) }),
    pauseList: async ({ auth, params }) => ({ list: await lists.pause(auth, params.listId) }),
    refreshList: async ({ auth, params }) => ({ list: await lists.requestRefresh(auth, params.listId) }),
    setListContactsStatus: ({ auth, params, body }) => contacts.setStatus(auth, params.listId, body.listStatus, body.contactIds),
    resetList: async ({ auth, params }) => ({ list: await lists.reset(auth, params.listId) }),
    deleteList: ({ auth, params }) => lists.remove(auth, params.listId),
    removeListContact: ({ auth, params }) => contacts.removeOne(auth, params.listId, params.contactId),
    removeAllListContacts: ({ auth, params, query }) => contacts.removeAll(auth, params.listId, query),
    removeListContacts: ({ auth, params, body }) => contacts.removeSelected(auth, params.listId, body.contactIds),
    listListContacts: ({ auth, params, query }) => contacts.page(auth, params.listId, query),
    listContact: ({ auth, params }) => contacts.detail(auth, params.listId, params.contactId),
    addListContacts: ({ auth, params, body }) => contacts.add(auth, params.listId, body.contactIds, body.stepId),
    addListContactsAlt: ({ auth, params, body }) => contacts.add(auth, params.listId, body.contactIds, body.stepId),
    moveListContacts: ({ auth, body }) => move.move(auth, body),
    bulkRetryListEmails: ({ auth, body }) => contacts.bulkRetry(auth, body.sourceContacts),
    getListContactsView: async ({ auth, params, query }) => ({ view: await views.get(auth, params.listId, query.stepId) }),
    saveListContactsView: async ({ auth, params, body }) => ({ view: await views.save(auth, params.listId, body) }),
    contactResumeLists: ({ auth, query }) => contacts.resumeLists(auth, query.contactId),
  };
}
