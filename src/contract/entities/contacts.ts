import { z } from 'zod';
import { NOT_A_VALID_PHONE_NUMBER, PHONE_NUMBER_CHARACTERS } from '../../domain/phone/phone-number-entry';
import { accountRef, id, isoTimestamp, optText, userRef } from './refs';
import { account } from './accounts';
import { otherFields } from './layouts';
import { opportunity } from './opportunities';

export const telephone = z.object({ id, phoneNumber: z.string(), type: z.string(), isPrimary: z.boolean() });
export type Telephone = z.infer<typeof telephone>;

export const contactEmail = z.object({ id, emailAddress: z.string(), type: z.string(), isPrimary: z.boolean() });
export type ContactEmail = z.infer<typeof contactEmail>;

export const socialAppNameValues = ['FACEBOOK', 'TWITTER', 'LINKEDIN'] as const;
export const socialApp = z.object({ appName: z.enum(socialAppNameValues), appUrl: z.string() });
export type SocialApp = z.infer<typeof socialApp>;

export const leadStatus = z.object({ id, name: z.string(), isDefault: z.boolean() });
export type LeadStatus = z.infer<typeof leadStatus>;

/** An edited lead status: with its id it is kept (renamed), without one it is new; the list order is the order. */
export const leadStatusInput = z.object({ id: id.positive().optional(), name: z.string().trim().min(1, 'A status name is required').max(80), isDefault: z.boolean().default(false) });
export type LeadStatusInput = z.input<typeof leadStatusInput>;

/** Decimal degrees: latitude -90..90, longitude -180..180. */
export const geoLocation = z.object({
  latitude: z.number().min(-90, 'Latitude must be a number between -90 and 90').max(90, 'Latitude must be a number between -90 and 90'),
  longitude: z.number().min(-180, 'Longitude must be a number between -180 and 180').max(180, 'Longitude must be a number between -180 and 180'),
});

/** What the contact and its list row both show. */
const contactNames = { id, firstName: z.string(), lastName: z.string(), isLead: z.boolean(), companyName: z.string().nullable(), title: z.string().nullable() };

export const contact = z.object({
  ...contactNames,
  account: accountRef.nullable(),
  owner: userRef.nullable(),
  leadStatus: z.object({ id, name: z.string() }).nullable(),
  leadSource: z.string().nullable(),
  mailingCity: z.string().nullable(),
  timezone: z.string().nullable(),
  location: geoLocation.nullable(),
  isCallOptOut: z.boolean(),
  isEmailOptOut: z.boolean(),
  telephones: z.array(telephone),
  emails: z.array(contactEmail),
  /** Custom fields keyed by layout fieldName (also called customFields). */
  otherFields,
  externalId: z.string().nullable(),
  externalURL: z.string().nullable(),
  socialApps: z.array(socialApp),
  createdAt: isoTimestamp,
});
export type Contact = z.infer<typeof contact>;

/** A row of the contact list and of search results: enough to render and open the contact. */
export const contactListItem = z.object({ ...contactNames, ownerId: id.nullable(), phone: z.string().nullable(), email: z.string().nullable() });
export type ContactListItem = z.infer<typeof contactListItem>;

export const contactPrefixValues = ['ALL', '0-9', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] as const;
export const contactPrefix = z.enum(contactPrefixValues);
export type ContactPrefix = z.infer<typeof contactPrefix>;

export const contactTypeFilter = z.enum(['all', 'contact', 'lead']);

export const contactListReply = z.object({
  contacts: z.array(contactListItem),
  /** Matching rows in all (for the virtual list's height). */
  total: z.number().int(),
  /** Pass as `after` for the next page (keyset); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ContactListReply = z.infer<typeof contactListReply>;

export const prefixCount = z.object({ prefix: z.string(), count: z.number().int() });
export const contactPrefixesReply = z.object({ prefixes: z.array(prefixCount) });

export const searchResult = contactListItem.extend({ score: z.number() });
export type ContactSearchResult = z.infer<typeof searchResult>;

/**
 * What a CRM page shows of its record (the plugin's screen pop): the record id its URL names, and
 * the emails and phone numbers in its text, most prominent first.
 */
export const screenPopBody = z.object({
  externalId: z.string().trim().min(1).max(100).optional(),
  emails: z.array(z.string().trim().toLowerCase().email().max(254)).max(10).default([]),
  numbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\+?\d{4,15}$/, 'Not a valid phone number.'),
    )
    .max(10)
    .default([]),
});
export type ScreenPopBody = z.infer<typeof screenPopBody>;
export const screenPopMatch = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), isLead: z.boolean(), matchedBy: z.enum(['externalId', 'email', 'number']) });
export type ScreenPopMatch = z.infer<typeof screenPopMatch>;

/**
 * Phone list item as the create payload and phone item calls send it. The schema holds the number's
 * shape; the server then reads it against the user's dialing plan (valid for its country, stored
 * E.164) and refuses it at the same path with the same message.
 */
export const phoneInput = z.object({
  type: z.string().trim().min(1).max(40).default('work'),
  number: z.string().trim().min(1, 'A phone number is required').max(40).regex(PHONE_NUMBER_CHARACTERS, NOT_A_VALID_PHONE_NUMBER),
  isPrimary: z.boolean().default(false),
});
export const NOT_A_VALID_EMAIL_ADDRESS = 'Not a valid email address.';
export const emailInput = z.object({
  type: z.string().trim().min(1).max(40).default('work'),
  address: z.string().trim().min(1, 'An email address is required').max(254).pipe(z.email(NOT_A_VALID_EMAIL_ADDRESS)),
  isPrimary: z.boolean().default(false),
});

/** Create payload for a contact or lead (spec 1 section 3). */
export const contactCreateBody = z.object({
  isLead: z.boolean(),
  firstName: z.string().trim().max(80).default(''),
  lastName: z.string().trim().max(80).default(''),
  title: optText(128),
  mailingCity: optText(80),
  timezone: optText(64),
  phones: z.array(phoneInput).max(20).default([]),
  emails: z.array(emailInput).max(20).default([]),
  /** Only for contacts. */
  account: z.object({ id }).nullable().optional(),
  /** Only for leads, sent only if id > 0. */
  leadStatus: z.object({ id: id.positive() }).optional(),
  leadSource: optText(80),
  /** Owner user id; the caller when absent. */
  owner: id.positive().optional(),
  isCallOptOut: z.boolean().default(false),
  isEmailOptOut: z.boolean().default(false),
  companyName: optText(255),
  /** The record's id in the CRM it comes from (the plugin's screen pop finds it by the id in a CRM page's address); unique in the tenant. */
  externalId: z.string().trim().min(1).max(100).optional(),
  otherFields: otherFields.default({}),
  /** The call the contact is created from: that call's activity is linked to the new contact. */
  callId: z.string().max(100).optional(),
});
export type ContactCreateBody = z.input<typeof contactCreateBody>;

/** Partial update: only the keys present change. otherFields is merged key by key (null clears a key). */
export const contactUpdateBody = z
  .object({
    firstName: z.string().trim().max(80),
    lastName: z.string().trim().max(80),
    title: optText(128),
    companyName: optText(255),
    mailingCity: optText(80),
    timezone: optText(64),
    location: geoLocation.nullable(),
    leadSource: optText(80),
    leadStatusId: id.positive().nullable(),
    ownerId: id.positive(),
    accountId: id.positive().nullable(),
    isCallOptOut: z.boolean(),
    isEmailOptOut: z.boolean(),
    externalId: optText(100),
    externalURL: optText(2000),
    otherFields,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });
export type ContactUpdateBody = z.input<typeof contactUpdateBody>;

// Call info by number and the called status are telephony calls (routes/telephony.ts).

/** The related-info card: the contact's account, its opportunities and the account's other contacts. */
export const relatedInfo = z.object({ account: account.nullable(), opportunities: z.array(opportunity), contacts: z.array(contactListItem) });
export type RelatedInfo = z.infer<typeof relatedInfo>;
