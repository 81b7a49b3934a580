import { z } from 'zod';

/*
 * CRM core (spec 1 section 3): contacts and leads, accounts, opportunities, field layouts and the
 * timeline. Wire names follow the spec; see routes/CRM-NOTES.md for the non-obvious parts.
 */

const id = z.number().int();
const isoTimestamp = z.string(); // ISO 8601 with offset, e.g. 2026-11-21T10:00:00.000Z

// ---------------------------------------------------------------- field layouts

export const fieldTypeValues = [
  'boolean',
  'currency',
  'date',
  'datetime',
  'double',
  'email',
  'encryptedstring',
  'id',
  'int',
  'location',
  'percent',
  'phone',
  'picklist',
  'multipicklist',
  'string',
  'textarea',
  'url',
  'time',
] as const;
export const fieldType = z.enum(fieldTypeValues);
export type FieldType = z.infer<typeof fieldType>;

export const layoutEntityValues = ['contact', 'lead', 'task', 'account', 'opportunity'] as const;
export const layoutEntity = z.enum(layoutEntityValues);
export type LayoutEntity = z.infer<typeof layoutEntity>;

export const picklistValue = z.object({ value: z.string(), label: z.string(), id });
export type PicklistValue = z.infer<typeof picklistValue>;

/**
 * A dependent picklist. The controlling field carries { controller: its own name, dependentFields: [names] };
 * each dependent field carries { controller: the controlling field's name, dependentFields: [] }. Both carry
 * the same mapping: controller value -> the dependent's allowed values.
 */
export const fieldDependency = z.object({
  controller: z.string(),
  dependentFields: z.array(z.string()),
  mapping: z.record(z.string(), z.array(z.string())),
});
export type FieldDependency = z.infer<typeof fieldDependency>;

export const layoutSectionValues = ['personalInfo', 'locationTimezone', 'actions', 'details', 'custom'] as const;

/** One field of an entity's layout (spec 1 section 3, Field layout entry). */
export const layoutField = z.object({
  fieldName: z.string(),
  label: z.string(),
  type: fieldType,
  isStandard: z.boolean(),
  isRequired: z.boolean(),
  isUpdatable: z.boolean(),
  defaultValue: z.string().nullable(),
  /** Maximum characters for text types; null when not limited. */
  length: z.number().int().nullable(),
  picklistValues: z.array(picklistValue),
  dependency: fieldDependency.nullable(),
  /** Type options: decimals / currencySymbol for numbers, helpText, children for location (…__Latitude__s / …__Longitude__s). */
  advancedOptions: z.record(z.string(), z.unknown()).nullable(),
  /** The layout group (personal info, location/timezone, action buttons, details, custom). */
  section: z.enum(layoutSectionValues),
  order: z.number().int(),
});
export type LayoutField = z.infer<typeof layoutField>;

export const entityLayout = z.object({ entity: layoutEntity, data: z.array(layoutField) });
export type EntityLayout = z.infer<typeof entityLayout>;

/** Tenant layout with metadata (getWithMeta): payload.entities.task.data etc. */
export const tenantLayouts = z.object({
  entities: z.object({
    contact: z.object({ data: z.array(layoutField) }),
    lead: z.object({ data: z.array(layoutField) }),
    task: z.object({ data: z.array(layoutField) }),
    account: z.object({ data: z.array(layoutField) }),
    opportunity: z.object({ data: z.array(layoutField) }),
  }),
});
export type TenantLayouts = z.infer<typeof tenantLayouts>;

/** Field definition as the integration reports it (spec 1 section 3). */
export const fieldDefinition = z.object({
  name: z.string(),
  type: fieldType,
  label: z.string(),
  length: z.number().int().nullable(),
  custom: z.boolean(),
  decimals: z.number().int().nullable(),
  required: z.boolean(),
  canEdit: z.boolean(),
  html: z.boolean(),
  precision: z.number().int().nullable(),
  default: z.string().nullable(),
  referenceTo: z.array(z.string()),
  helpText: z.string().nullable(),
  caseSensitive: z.boolean(),
  picklistValues: z.array(picklistValue),
  defaultedOnCreate: z.boolean(),
  displayLocationInDecimal: z.boolean(),
});
export type FieldDefinition = z.infer<typeof fieldDefinition>;

/** A custom field's stored value: multipicklists joined by ';', datetimes ISO with offset, times HH:mm:00. */
export const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof fieldValue>;
export const otherFields = z.record(z.string(), fieldValue);
export type OtherFields = z.infer<typeof otherFields>;

// ---------------------------------------------------------------- contacts and leads

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
export const leadStatusInput = z.object({
  id: id.positive().optional(),
  name: z.string().trim().min(1, 'A status name is required').max(80),
  isDefault: z.boolean().default(false),
});
export type LeadStatusInput = z.input<typeof leadStatusInput>;

export const userRef = z.object({ id, firstName: z.string(), lastName: z.string() });
export const accountRef = z.object({ id, name: z.string() });
/** Decimal degrees: latitude -90..90, longitude -180..180. */
export const geoLocation = z.object({
  latitude: z.number().min(-90, 'Latitude must be a number between -90 and 90').max(90, 'Latitude must be a number between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'Longitude must be a number between -180 and 180')
    .max(180, 'Longitude must be a number between -180 and 180'),
});

export const contact = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  isLead: z.boolean(),
  companyName: z.string().nullable(),
  title: z.string().nullable(),
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
export const contactListItem = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  isLead: z.boolean(),
  companyName: z.string().nullable(),
  title: z.string().nullable(),
  ownerId: id.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof contactListItem>;

export const contactPrefixValues = [
  'ALL',
  '0-9',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
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

/** Phone list item as the create payload and phone item calls send it. */
export const phoneInput = z.object({
  type: z.string().trim().min(1).max(40).default('work'),
  number: z.string().trim().min(1, 'A phone number is required').max(40),
  isPrimary: z.boolean().default(false),
});
export const emailInput = z.object({
  type: z.string().trim().min(1).max(40).default('work'),
  address: z.string().trim().min(1, 'An email address is required').max(254),
  isPrimary: z.boolean().default(false),
});

const optText = (max: number) => z.string().trim().max(max).nullable().optional();

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

// ---------------------------------------------------------------- accounts and opportunities

export const account = z.object({
  id,
  name: z.string(),
  shippingStreet: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingState: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  /** Stored as JSON text; null when it cannot be parsed. */
  otherFields: otherFields.nullable(),
  contactCount: z.number().int(),
  createdAt: isoTimestamp,
});
export type Account = z.infer<typeof account>;

/** otherFields may be sent as an object or as its JSON text (the spec's wire form). */
export const otherFieldsInput = z.union([otherFields, z.string().max(100_000)]);

const accountFields = {
  name: z.string().trim().min(1, 'Account name is required').max(255),
  shippingStreet: optText(255),
  shippingCity: optText(80),
  shippingState: optText(80),
  shippingPostalCode: optText(20),
  shippingCountry: optText(80),
  otherFields: otherFieldsInput.optional(),
};
export const accountCreateBody = z.object(accountFields);
export type AccountCreateBody = z.input<typeof accountCreateBody>;
export const accountUpdateBody = z
  .object(accountFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

export const opportunityStage = z.object({ id, name: z.string(), isClosed: z.boolean(), isWon: z.boolean(), order: z.number().int() });
export type OpportunityStage = z.infer<typeof opportunityStage>;

/** An edited opportunity stage: with its id it is kept, without one it is new; the list order is the order. */
export const opportunityStageInput = z.object({
  id: id.positive().optional(),
  name: z.string().trim().min(1, 'A stage name is required').max(80),
  isClosed: z.boolean().default(false),
  isWon: z.boolean().default(false),
});
export type OpportunityStageInput = z.input<typeof opportunityStageInput>;

export const opportunity = z.object({
  id,
  externalId: z.string().nullable(),
  name: z.string(),
  closeDate: z.string().nullable(), // YYYY-MM-DD
  amount: z.number().nullable(),
  opportunityStage: z.object({ id, name: z.string() }).nullable(),
  account: accountRef.nullable(),
  contactId: id.nullable(),
  /** Stored as JSON text; null when it cannot be parsed. */
  otherFields: otherFields.nullable(),
  createdAt: isoTimestamp,
});
export type Opportunity = z.infer<typeof opportunity>;

/** POST and PUT body. An unset stage is sent as { id: -1 } (spec 1 section 5, entity window). */
export const opportunityBody = z.object({
  name: z.string().trim().min(1, 'Opportunity name is required').max(255),
  closeDate: z.iso.date().nullable().optional(),
  amount: z.number().finite().nullable().optional(),
  opportunityStage: z.object({ id }).optional(),
  accountId: id.positive().nullable().optional(),
  contactId: id.positive().nullable().optional(),
  externalId: optText(100),
  otherFields: otherFieldsInput.optional(),
});
export type OpportunityBody = z.input<typeof opportunityBody>;

/** The related-info card: the contact's account, its opportunities and the account's other contacts. */
export const relatedInfo = z.object({
  account: account.nullable(),
  opportunities: z.array(opportunity),
  contacts: z.array(contactListItem),
});
export type RelatedInfo = z.infer<typeof relatedInfo>;

// ---------------------------------------------------------------- timeline

/** Entry kinds of spec 1 section 2 ('contact-event' covers new contact/lead, owner, account, opportunity status). */
export const timelineTypeValues = [
  'call',
  'call-task',
  'email',
  'sms',
  'note',
  'contact-event',
  'demo',
  'meeting',
  'other',
  'task',
] as const;
export const timelineType = z.enum(timelineTypeValues);
export type TimelineType = z.infer<typeof timelineType>;

export const contactEventValues = ['NEW_CONTACT', 'NEW_LEAD', 'CHANGE_OWNER', 'CHANGE_ACCOUNT', 'CHANGE_OPPORTUNITY_STATUS'] as const;
export const contactEventKind = z.enum(contactEventValues);
export type ContactEventKind = z.infer<typeof contactEventKind>;

export const contactEvent = z.object({
  kind: contactEventKind,
  /** Names before and after (owner, account or stage); null where not applicable. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  opportunityId: id.nullable(),
});
export type ContactEvent = z.infer<typeof contactEvent>;

export const emailTracking = z.object({
  status: z.string().nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  openedAt: isoTimestamp.nullable(),
  clickedAt: isoTimestamp.nullable(),
  /** The sent email (GET /emails/messages/:id), for reply and forward. */
  messageId: z.number().int().nullable().optional(),
});

export const timelineEntry = z.object({
  _id: z.string(),
  type: timelineType,
  /** The activity log's kind (call, email, sms, note, task, demo, meeting, other, contact_event). */
  originalType: z.string(),
  /** Note text, email subject, SMS body, call or task subject; '' for contact events (see event). */
  content: z.string(),
  contactId: id.nullable(),
  userId: id.nullable(),
  userName: z.string().nullable(),
  timestamp: isoTimestamp,
  direction: z.enum(['in', 'out']).nullable(),
  durationSeconds: z.number().int(),
  /** Call or task result label, when there is one. */
  result: z.string().nullable(),
  event: contactEvent.nullable(),
  email: emailTracking.nullable(),
  expanded: z.boolean(),
  isDeleted: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelinePage = z.object({ entries: z.array(timelineEntry), hasMore: z.boolean() });
export type TimelinePage = z.infer<typeof timelinePage>;

export const timelineAcl = z.object({ restrictOwnActivityHistory: z.boolean(), canDeleteTimelineEntry: z.boolean() });
export type TimelineAcl = z.infer<typeof timelineAcl>;

/** An ACL row as an admin sets it: userId null is the tenant's default, a user id overrides it for that user. */
export const timelineAclEntry = timelineAcl.extend({ userId: id.nullable() });
export type TimelineAclEntry = z.infer<typeof timelineAclEntry>;

/** Rooms of the /timeline socket channel. */
export const timelineRoom = z.string().regex(/^(contacts|accounts)\/\d+$/);
