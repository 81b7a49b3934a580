import { z } from 'zod';
import { defineRoute } from '../route';
import {
  contact,
  contactCreateBody,
  contactEmail,
  contactListReply,
  contactPrefix,
  contactPrefixesReply,
  contactTypeFilter,
  contactUpdateBody,
  emailInput,
  leadStatus,
  leadStatusInput,
  phoneInput,
  relatedInfo,
  screenPopBody,
  screenPopMatch,
  searchResult,
  socialApp,
  telephone,
} from '../entities/contacts';
import { timelineEntry } from '../entities/timeline';
import { isSocialLink } from '../../domain/fields/social-link';
import { deletedReply, recordId } from './crm-params';

const contactParams = z.object({ contactId: recordId });
const phonesReply = z.object({ phones: z.array(telephone) });
const emailsReply = z.object({ emails: z.array(contactEmail) });

/** Contacts and leads (spec 1 section 7, Contacts). */
export const contactsRoutes = {
  listContacts: defineRoute({
    method: 'GET',
    path: '/contacts',
    query: z.object({
      prefix: contactPrefix.default('ALL'),
      search: z.string().trim().max(100).optional(),
      type: contactTypeFilter.default('all'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      /** nextCursor of the previous page (keyset paging; wins over offset). Not with search. */
      after: z.string().max(400).optional(),
    }),
    reply: contactListReply,
    auth: 'session',
  }),
  contactPrefixes: defineRoute({ method: 'GET', path: '/contacts/prefixes', query: z.object({ type: contactTypeFilter.default('all') }), reply: contactPrefixesReply, auth: 'session' }),
  /** Top search: names, companies, emails and phones; similarity threshold 0.3, at most 100. */
  searchContacts: defineRoute({
    method: 'GET',
    path: '/contacts/search',
    query: z.object({ query: z.string().trim().min(1, 'A search text is required').max(100), limit: z.coerce.number().int().min(1).max(100).default(100) }),
    reply: z.object({ contacts: z.array(searchResult) }),
    auth: 'session',
  }),
  leadStatuses: defineRoute({ method: 'GET', path: '/contacts/statuses', reply: z.object({ statuses: z.array(leadStatus) }), auth: 'session' }),
  /** Admins replace the ordered status list (ordering-list rules; a status in use cannot be removed). */
  updateLeadStatuses: defineRoute({
    method: 'PUT',
    path: '/contacts/statuses',
    body: z.object({ statuses: z.array(leadStatusInput).max(50) }),
    reply: z.object({ statuses: z.array(leadStatus) }),
    auth: 'session',
    scope: 'settings.admin',
  }),
  contactByExternalId: defineRoute({
    method: 'GET',
    path: '/contacts/external/:externalId',
    params: z.object({ externalId: z.string().min(1).max(100) }),
    reply: z.object({ id: z.number().int(), isCallOptOut: z.boolean() }),
    auth: 'session',
  }),
  /**
   * Screen pop for a CRM page (the plugin frame): the contact whose external id the page's URL names,
   * else the first whose email, else whose number, the page shows. Tenant-scoped; no match is null.
   */
  screenPop: defineRoute({ method: 'POST', path: '/contacts/screen-pop', body: screenPopBody, reply: z.object({ match: screenPopMatch.nullable() }), auth: 'session' }),
  searchEmailContacts: defineRoute({
    method: 'GET',
    path: '/contacts/email-search',
    query: z.object({ query: z.string().trim().min(1).max(100), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    reply: z.object({ contacts: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), isLead: z.boolean(), email: z.string() })) }),
    auth: 'session',
  }),

  getContact: defineRoute({ method: 'GET', path: '/contacts/:contactId', params: contactParams, reply: z.object({ contact }), auth: 'session' }),
  createContact: defineRoute({ method: 'POST', path: '/contacts', body: contactCreateBody, reply: z.object({ contactId: z.number().int() }), auth: 'session', timeoutMs: 10_000, retry: false }),
  updateContact: defineRoute({ method: 'PATCH', path: '/contacts/:contactId', params: contactParams, body: contactUpdateBody, reply: z.object({ contact }), auth: 'session' }),
  deleteContact: defineRoute({ method: 'DELETE', path: '/contacts/:contactId', params: contactParams, reply: deletedReply, auth: 'session' }),

  addContactPhone: defineRoute({ method: 'POST', path: '/contacts/:contactId/phones', params: contactParams, body: phoneInput, reply: phonesReply, auth: 'session' }),
  updateContactPhone: defineRoute({
    method: 'PUT',
    path: '/contacts/:contactId/phones/:phoneId',
    params: z.object({ contactId: recordId, phoneId: recordId }),
    body: phoneInput,
    reply: phonesReply,
    auth: 'session',
  }),
  deleteContactPhone: defineRoute({
    method: 'DELETE',
    path: '/contacts/:contactId/phones/:phoneId',
    params: z.object({ contactId: recordId, phoneId: recordId }),
    reply: phonesReply,
    auth: 'session',
  }),
  listContactEmails: defineRoute({ method: 'GET', path: '/contacts/:contactId/emails', params: contactParams, reply: emailsReply, auth: 'session' }),
  addContactEmail: defineRoute({ method: 'POST', path: '/contacts/:contactId/emails', params: contactParams, body: emailInput, reply: emailsReply, auth: 'session' }),
  updateContactEmail: defineRoute({
    method: 'PUT',
    path: '/contacts/:contactId/emails/:emailId',
    params: z.object({ contactId: recordId, emailId: recordId }),
    body: emailInput,
    reply: emailsReply,
    auth: 'session',
  }),
  deleteContactEmail: defineRoute({
    method: 'DELETE',
    path: '/contacts/:contactId/emails/:emailId',
    params: z.object({ contactId: recordId, emailId: recordId }),
    reply: emailsReply,
    auth: 'session',
  }),

  relatedInfo: defineRoute({ method: 'GET', path: '/contacts/:contactId/related', params: contactParams, reply: relatedInfo, auth: 'session' }),
  socialApps: defineRoute({ method: 'GET', path: '/contacts/:contactId/social', params: contactParams, reply: z.object({ social: z.array(socialApp) }), auth: 'session' }),
  updateSocialApps: defineRoute({
    method: 'PUT',
    path: '/contacts/:contactId/social',
    params: contactParams,
    body: z.object({
      social: z
        .array(socialApp.extend({ appUrl: z.string().trim().min(1, 'A link is required').max(2000).refine(isSocialLink, 'Not a valid link (a web address such as linkedin.com/in/name)') }))
        .max(3)
        .refine((apps) => new Set(apps.map((a) => a.appName)).size === apps.length, 'Each social app can be linked once'),
    }),
    reply: z.object({ social: z.array(socialApp) }),
    auth: 'session',
  }),
  /** Writes a 'note' activity on the contact; it reaches open timelines live. */
  addContactNote: defineRoute({
    method: 'POST',
    path: '/contacts/:contactId/notes',
    params: contactParams,
    body: z.object({ content: z.string().trim().min(1, 'A note cannot be empty').max(10_000) }),
    reply: z.object({ entry: timelineEntry }),
    auth: 'session',
  }),
};
