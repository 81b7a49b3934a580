import type { contactsRoutes } from '@/src/contract/routes/contacts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { TimelinePush } from '../../activity/activity-log';
import { createContactItemsService } from './contact-items-service';
import { createContactListService } from './contact-list-service';
import { createContactService } from './contact-service';
import { replaceLeadStatuses } from './contact-status-service';
import { createRelatedInfoService } from './related-info-service';
import { createScreenPopService } from './screen-pop-service';

export function contactsHandlers(deps: { db: Db; clock: Clock; timeline: TimelinePush }): AreaHandlers<typeof contactsRoutes> {
  const contacts = createContactService(deps);
  const list = createContactListService(deps.db, deps.clock);
  const items = createContactItemsService(deps.db);
  const related = createRelatedInfoService(deps.db);
  const screenPop = createScreenPopService(deps.db);
  return {
    listContacts: ({ auth, query }) => list.list(auth, query),
    contactPrefixes: ({ auth, query }) => list.prefixes(auth, query.type),
    searchContacts: async ({ auth, query }) => ({ contacts: await list.search(auth, query.query, query.limit) }),
    leadStatuses: async ({ auth }) => ({ statuses: await contacts.leadStatuses(auth) }),
    updateLeadStatuses: async ({ auth, body }) => ({ statuses: await replaceLeadStatuses(deps.db, auth, body.statuses) }),
    contactByExternalId: ({ auth, params }) => contacts.byExternalId(auth, params.externalId),
    screenPop: async ({ auth, body }) => ({ match: await screenPop.match(auth, body) }),
    searchEmailContacts: async ({ auth, query }) => ({ contacts: await list.emailSearch(auth, query.query, query.limit) }),
    getContact: async ({ auth, params }) => ({ contact: await contacts.get(auth, params.contactId) }),
    createContact: async ({ auth, body }) => ({ contactId: await contacts.create(auth, body) }),
    updateContact: async ({ auth, params, body }) => ({ contact: await contacts.update(auth, params.contactId, body) }),
    deleteContact: async ({ auth, params }) => {
      await contacts.remove(auth, params.contactId);
      return { deleted: true as const };
    },
    addContactPhone: async ({ auth, params, body }) => ({ phones: await items.addPhone(auth, params.contactId, body) }),
    updateContactPhone: async ({ auth, params, body }) => ({ phones: await items.updatePhone(auth, params.contactId, params.phoneId, body) }),
    deleteContactPhone: async ({ auth, params }) => ({ phones: await items.deletePhone(auth, params.contactId, params.phoneId) }),
    listContactEmails: async ({ auth, params }) => ({ emails: await items.listEmails(auth, params.contactId) }),
    addContactEmail: async ({ auth, params, body }) => ({ emails: await items.addEmail(auth, params.contactId, body) }),
    updateContactEmail: async ({ auth, params, body }) => ({ emails: await items.updateEmail(auth, params.contactId, params.emailId, body) }),
    deleteContactEmail: async ({ auth, params }) => ({ emails: await items.deleteEmail(auth, params.contactId, params.emailId) }),
    relatedInfo: ({ auth, params }) => related.of(auth, params.contactId),
    socialApps: async ({ auth, params }) => ({ social: await items.social(auth, params.contactId) }),
    updateSocialApps: async ({ auth, params, body }) => ({ social: await items.replaceSocial(auth, params.contactId, body.social) }),
    addContactNote: async ({ auth, params, body }) => ({ entry: await contacts.addNote(auth, params.contactId, body.content) }),
  };
}
