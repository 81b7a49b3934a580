/**
 * The five objects of the simulated org and their fields, shaped as Salesforce's describe answers
 * them (a small set of each object's standard fields). `required` is what describe calls
 * createable, not nillable and not defaulted on create.
 */
export type FieldType = 'id' | 'string' | 'email' | 'phone' | 'url' | 'textarea' | 'picklist' | 'reference' | 'datetime' | 'date' | 'boolean' | 'int' | 'currency';

export interface FieldSchema {
  name: string;
  label: string;
  type: FieldType;
  length?: number;
  createable: boolean;
  updateable: boolean;
  nillable: boolean;
  defaultedOnCreate?: boolean;
  defaultValue?: string;
  picklist?: string[];
  referenceTo?: string[];
  custom?: boolean;
  /** An external id (unique): upserts may name records by it. */
  externalId?: boolean;
}

export const OBJECT_NAMES = ['Account', 'Contact', 'Lead', 'Opportunity', 'Task'] as const;
export type ObjectName = (typeof OBJECT_NAMES)[number];

export interface ObjectSchema {
  name: ObjectName;
  label: string;
  labelPlural: string;
  fields: FieldSchema[];
}

const text = (name: string, label: string, length = 80, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  label,
  type: 'string',
  length,
  createable: true,
  updateable: true,
  nillable: true,
  ...extra,
});
const typed = (name: string, label: string, type: FieldType, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, label, type, createable: true, updateable: true, nillable: true, ...extra });
const system = (name: string, label: string, type: FieldType, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  label,
  type,
  createable: false,
  updateable: false,
  nillable: false,
  ...extra,
});
const picklist = (name: string, label: string, values: string[], extra: Partial<FieldSchema> = {}): FieldSchema => typed(name, label, 'picklist', { picklist: values, length: 255, ...extra });
const reference = (name: string, label: string, to: string[], extra: Partial<FieldSchema> = {}): FieldSchema => typed(name, label, 'reference', { referenceTo: to, length: 18, ...extra });

const common: FieldSchema[] = [
  system('Id', 'Record ID', 'id', { length: 18 }),
  system('IsDeleted', 'Deleted', 'boolean'),
  system('CreatedDate', 'Created Date', 'datetime'),
  system('LastModifiedDate', 'Last Modified Date', 'datetime'),
  system('SystemModstamp', 'System Modstamp', 'datetime'),
  reference('OwnerId', 'Owner ID', ['User'], { nillable: false, defaultedOnCreate: true }),
];

const person: FieldSchema[] = [
  text('FirstName', 'First Name', 40),
  text('LastName', 'Last Name', 80, { nillable: false }),
  system('Name', 'Full Name', 'string', { length: 121 }),
  text('Title', 'Title', 128),
  typed('Email', 'Email', 'email', { length: 80 }),
  typed('Phone', 'Business Phone', 'phone', { length: 40 }),
  typed('MobilePhone', 'Mobile Phone', 'phone', { length: 40 }),
  typed('Description', 'Description', 'textarea', { length: 32000 }),
];

export const OBJECTS: Record<ObjectName, ObjectSchema> = {
  Account: {
    name: 'Account',
    label: 'Account',
    labelPlural: 'Accounts',
    fields: [
      ...common,
      text('Name', 'Account Name', 255, { nillable: false }),
      typed('Phone', 'Account Phone', 'phone', { length: 40 }),
      typed('Website', 'Website', 'url', { length: 255 }),
      picklist('Industry', 'Industry', ['Agriculture', 'Banking', 'Technology', 'Retail', 'Other']),
      picklist('Type', 'Account Type', ['Prospect', 'Customer - Direct', 'Partner', 'Other']),
      typed('Description', 'Account Description', 'textarea', { length: 32000 }),
    ],
  },
  Contact: {
    name: 'Contact',
    label: 'Contact',
    labelPlural: 'Contacts',
    fields: [
      ...common,
      ...person,
      reference('AccountId', 'Account ID', ['Account']),
      picklist('LeadSource', 'Lead Source', ['Web', 'Phone Inquiry', 'Partner Referral', 'Other']),
      text('Customer_Tier__c', 'Customer Tier', 40, { custom: true }),
    ],
  },
  Lead: {
    name: 'Lead',
    label: 'Lead',
    labelPlural: 'Leads',
    fields: [
      ...common,
      ...person,
      text('Company', 'Company', 255, { nillable: false }),
      picklist('Status', 'Lead Status', ['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted', 'Closed - Not Converted'], {
        nillable: false,
        defaultedOnCreate: true,
        defaultValue: 'Open - Not Contacted',
      }),
      picklist('LeadSource', 'Lead Source', ['Web', 'Phone Inquiry', 'Partner Referral', 'Other']),
    ],
  },
  Opportunity: {
    name: 'Opportunity',
    label: 'Opportunity',
    labelPlural: 'Opportunities',
    fields: [
      ...common,
      text('Name', 'Name', 120, { nillable: false }),
      reference('AccountId', 'Account ID', ['Account']),
      picklist('StageName', 'Stage', ['Prospecting', 'Qualification', 'Negotiation/Review', 'Closed Won', 'Closed Lost'], { nillable: false }),
      typed('CloseDate', 'Close Date', 'date', { nillable: false }),
      typed('Amount', 'Amount', 'currency'),
    ],
  },
  Task: {
    name: 'Task',
    label: 'Task',
    labelPlural: 'Tasks',
    fields: [
      ...common,
      reference('WhoId', 'Name ID', ['Contact', 'Lead']),
      reference('WhatId', 'Related To ID', ['Account', 'Opportunity']),
      text('Subject', 'Subject', 255),
      typed('ActivityDate', 'Due Date Only', 'date'),
      picklist('Status', 'Status', ['Not Started', 'In Progress', 'Completed', 'Waiting on someone else', 'Deferred'], { nillable: false, defaultedOnCreate: true, defaultValue: 'Not Started' }),
      picklist('Priority', 'Priority', ['High', 'Normal', 'Low'], { nillable: false, defaultedOnCreate: true, defaultValue: 'Normal' }),
      // Set when the task is created, never changed afterwards (Salesforce's Task object reference).
      picklist('TaskSubtype', 'Task Subtype', ['Task', 'Email', 'ListEmail', 'Cadence', 'Call', 'LinkedIn'], { updateable: false }),
      picklist('CallType', 'Call Type', ['Internal', 'Inbound', 'Outbound']),
      typed('CallDurationInSeconds', 'Call Duration', 'int'),
      text('CallDisposition', 'Call Result', 255),
      typed('Description', 'Comments', 'textarea', { length: 32000 }),
      // The custom field the Dialworks integration asks an org to add (README "Salesforce"): its activity's key, so a repeated send updates.
      text('Dialworks_Activity_Id__c', 'Dialworks Activity Id', 64, { custom: true, externalId: true }),
    ],
  },
};

export const isObjectName = (name: string): name is ObjectName => (OBJECT_NAMES as readonly string[]).includes(name);

export const fieldOf = (object: ObjectName, name: string): FieldSchema | undefined => OBJECTS[object].fields.find((f) => f.name.toLowerCase() === name.toLowerCase());

export const requiredFields = (object: ObjectName): string[] => OBJECTS[object].fields.filter((f) => f.createable && !f.nillable && !f.defaultedOnCreate && f.type !== 'boolean').map((f) => f.name);
