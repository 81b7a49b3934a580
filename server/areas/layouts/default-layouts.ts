import type { LayoutEntity, LayoutField, PicklistValue } from '@/src/contract/entities/layouts';

type FieldOptions = Partial<Omit<LayoutField, 'fieldName' | 'label' | 'type'>>;

/** A layout field with the common defaults (standard, optional, updatable). */
export function layoutField(fieldName: string, label: string, type: LayoutField['type'], options: FieldOptions = {}): LayoutField {
  return {
    fieldName,
    label,
    type,
    isStandard: true,
    isRequired: false,
    isUpdatable: true,
    defaultValue: null,
    length: type === 'string' ? 255 : type === 'textarea' ? 32_000 : null,
    picklistValues: [],
    dependency: null,
    advancedOptions: null,
    section: 'details',
    order: 0,
    ...options,
  };
}

export const picklist = (values: string[], firstId = 1): PicklistValue[] => values.map((value, i) => ({ value, label: value, id: firstId + i }));

export const TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo'];
export const LEAD_SOURCES = ['Web', 'Referral', 'Event', 'Cold Call', 'Partner'];

/** The person fields a contact and a lead share; `lead` makes company required and adds the lead status. */
function personFields(lead: boolean): LayoutField[] {
  let order = 0;
  const next = () => order++;
  return [
    layoutField('firstName', 'First Name', 'string', { length: 80, section: 'personalInfo', order: next() }),
    layoutField('lastName', 'Last Name', 'string', { length: 80, isRequired: true, section: 'personalInfo', order: next() }),
    layoutField('title', 'Title', 'string', { length: 128, section: 'personalInfo', order: next() }),
    layoutField('companyName', 'Company', 'string', { length: 255, isRequired: lead, section: 'personalInfo', order: next() }),
    layoutField('telephones', 'Call', 'phone', { section: 'actions', order: next() }),
    layoutField('emails', 'Email', 'email', { section: 'actions', order: next() }),
    layoutField('mailingCity', 'Mailing City', 'string', { length: 80, section: 'locationTimezone', order: next() }),
    layoutField('timezone', 'Time Zone', 'picklist', { picklistValues: picklist(TIMEZONES), section: 'locationTimezone', order: next() }),
    layoutField('location', 'Location', 'location', {
      section: 'locationTimezone',
      order: next(),
      advancedOptions: { children: ['location__Latitude__s', 'location__Longitude__s'], displayLocationInDecimal: true },
    }),
    ...(lead
      ? [layoutField('leadStatus', 'Lead Status', 'picklist', { isRequired: true, order: next() })]
      : [layoutField('account', 'Account', 'id', { order: next(), advancedOptions: { referenceTo: 'Account' } })]),
    layoutField('leadSource', 'Lead Source', 'picklist', { picklistValues: picklist(LEAD_SOURCES), order: next() }),
    layoutField('owner', 'Owner', 'id', { order: next(), advancedOptions: { referenceTo: 'User' } }),
    layoutField('isCallOptOut', 'Do Not Call', 'boolean', { order: next() }),
    layoutField('isEmailOptOut', 'Email Opt Out', 'boolean', { order: next() }),
    layoutField('externalURL', 'CRM Link', 'url', { isUpdatable: false, length: 2000, order: next() }),
  ];
}

const accountFields = (): LayoutField[] => [
  layoutField('name', 'Account Name', 'string', { isRequired: true, section: 'personalInfo', order: 0 }),
  layoutField('shippingStreet', 'Shipping Street', 'string', { section: 'locationTimezone', order: 1 }),
  layoutField('shippingCity', 'Shipping City', 'string', { length: 80, section: 'locationTimezone', order: 2 }),
  layoutField('shippingState', 'Shipping State', 'string', { length: 80, section: 'locationTimezone', order: 3 }),
  layoutField('shippingPostalCode', 'Shipping Postal Code', 'string', { length: 20, section: 'locationTimezone', order: 4 }),
  layoutField('shippingCountry', 'Shipping Country', 'string', { length: 80, section: 'locationTimezone', order: 5 }),
];

const opportunityFields = (): LayoutField[] => [
  layoutField('name', 'Opportunity Name', 'string', { isRequired: true, section: 'personalInfo', order: 0 }),
  layoutField('opportunityStage', 'Stage', 'picklist', { isRequired: true, order: 1 }),
  layoutField('closeDate', 'Close Date', 'date', { order: 2 }),
  layoutField('amount', 'Amount', 'currency', { order: 3, advancedOptions: { decimals: 2, currencySymbol: '$' } }),
  layoutField('externalId', 'External Id', 'id', { isUpdatable: false, order: 4 }),
];

const taskFields = (): LayoutField[] => [
  layoutField('subject', 'Subject', 'string', { isRequired: true, section: 'personalInfo', order: 0 }),
  layoutField('taskType', 'Type', 'picklist', { isRequired: true, order: 1, picklistValues: picklist(['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER']) }),
  layoutField('taskPriority', 'Priority', 'picklist', {
    order: 2,
    defaultValue: '1',
    picklistValues: [
      { value: '0', label: 'High', id: 0 },
      { value: '1', label: 'Medium', id: 1 },
      { value: '2', label: 'Low', id: 2 },
    ],
  }),
  layoutField('activityDate', 'Due Date', 'date', { order: 3 }),
  layoutField('time', 'Time', 'time', { order: 4 }),
  layoutField('description', 'Description', 'textarea', { order: 5 }),
];

/** The standard fields of each entity: a tenant without a stored layout gets these. */
export function defaultLayout(entity: LayoutEntity): LayoutField[] {
  switch (entity) {
    case 'contact':
      return personFields(false);
    case 'lead':
      return personFields(true);
    case 'account':
      return accountFields();
    case 'opportunity':
      return opportunityFields();
    case 'task':
      return taskFields();
  }
}
