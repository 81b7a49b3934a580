import type { LayoutEntity, LayoutField } from '../../src/contract/entities/layouts';
import { defaultLayout, layoutField, picklist } from '../areas/layouts/default-layouts';

/*
 * The demo tenant's field layouts: the standard fields plus custom fields of every type of spec 1
 * section 3, a picklist with a dependent picklist and its mapping, required and read-only fields.
 */

export const INDUSTRIES: Record<string, string[]> = {
  Technology: ['Software', 'Hardware', 'IT Services'],
  Healthcare: ['Hospitals', 'Pharma', 'Medical Devices'],
  Finance: ['Banking', 'Insurance', 'Investment'],
  Retail: ['E-commerce', 'Stores'],
  Manufacturing: ['Automotive', 'Industrial'],
};
export const INTERESTS = ['Dialer', 'Email Sequences', 'Reporting', 'CRM Sync', 'SMS'];
export const CONTACT_ROLES = ['Decision Maker', 'Influencer', 'Champion', 'End User', 'Evaluator'];
export const LEAD_RATINGS = ['Hot', 'Warm', 'Cold'];

const custom = (fieldName: string, label: string, type: LayoutField['type'], order: number, options: Partial<LayoutField> = {}) =>
  layoutField(fieldName, label, type, { isStandard: false, section: 'custom', order, ...options });

function personCustomFields(lead: boolean): LayoutField[] {
  const subIndustries = [...new Set(Object.values(INDUSTRIES).flat())];
  let order = 0;
  const next = () => order++;
  return [
    custom('Industry__c', 'Industry', 'picklist', next(), {
      picklistValues: picklist(Object.keys(INDUSTRIES), 100),
      dependency: { controller: 'Industry__c', dependentFields: ['Sub_Industry__c'], mapping: INDUSTRIES },
    }),
    custom('Sub_Industry__c', 'Sub-Industry', 'picklist', next(), {
      picklistValues: picklist(subIndustries, 200),
      dependency: { controller: 'Industry__c', dependentFields: [], mapping: INDUSTRIES },
    }),
    lead
      ? custom('Lead_Rating__c', 'Rating', 'picklist', next(), { isRequired: true, picklistValues: picklist(LEAD_RATINGS, 300) })
      : custom('Contact_Role__c', 'Contact Role', 'picklist', next(), { isRequired: true, picklistValues: picklist(CONTACT_ROLES, 300) }),
    custom('Interests__c', 'Product Interests', 'multipicklist', next(), { picklistValues: picklist(INTERESTS, 400) }),
    custom('Annual_Revenue__c', 'Annual Revenue', 'currency', next(), { advancedOptions: { decimals: 0, currencySymbol: '$' } }),
    custom('Employees__c', 'Employees', 'int', next()),
    custom('Win_Probability__c', 'Win Probability', 'percent', next(), { advancedOptions: { decimals: 0 } }),
    custom('Lead_Score__c', 'Score', 'double', next(), { advancedOptions: { decimals: 1 } }),
    custom('Birthday__c', 'Birthday', 'date', next()),
    custom('Next_Meeting__c', 'Next Meeting', 'datetime', next()),
    custom('Best_Time_To_Call__c', 'Best Time to Call', 'time', next()),
    custom('Website__c', 'Website', 'url', next(), { length: 255 }),
    custom('Assistant_Email__c', 'Assistant Email', 'email', next()),
    custom('Assistant_Phone__c', 'Assistant Phone', 'phone', next()),
    custom('Is_Decision_Maker__c', 'Decision Maker', 'boolean', next(), { defaultValue: 'false' }),
    custom('Nickname__c', 'Nickname', 'string', next(), { length: 40 }),
    custom('Description__c', 'Description', 'textarea', next(), { length: 2000 }),
    custom('Tax_Id__c', 'Tax Id', 'encryptedstring', next(), { length: 20 }),
    custom('Legacy_Id__c', 'Legacy Id', 'id', next(), { isUpdatable: false, length: 18 }),
    custom('HQ_Location__c', 'HQ Location', 'location', next(), { advancedOptions: { children: ['HQ_Location__Latitude__s', 'HQ_Location__Longitude__s'], displayLocationInDecimal: true } }),
  ];
}

export function demoLayout(entity: LayoutEntity): LayoutField[] {
  const standard = defaultLayout(entity);
  switch (entity) {
    case 'contact':
      return [...standard, ...personCustomFields(false)];
    case 'lead':
      return [...standard, ...personCustomFields(true)];
    case 'account':
      return [
        ...standard,
        custom('Industry__c', 'Industry', 'picklist', 0, { picklistValues: picklist(Object.keys(INDUSTRIES), 100) }),
        custom('Employees__c', 'Employees', 'int', 1),
        custom('Website__c', 'Website', 'url', 2, { length: 255 }),
        custom('Customer_Since__c', 'Customer Since', 'date', 3),
      ];
    case 'opportunity':
      return [
        ...standard,
        custom('Probability__c', 'Probability', 'percent', 0),
        custom('Next_Step__c', 'Next Step', 'string', 1, { length: 255 }),
        custom('Products__c', 'Products', 'multipicklist', 2, { picklistValues: picklist(INTERESTS, 400) }),
      ];
    case 'task':
      return standard;
  }
}
