import type { OrgStore } from './org-store';
import type { SimulatedReport } from './reports';
import { KEY_PREFIXES, makeId } from './salesforce-id';

export const SIMULATED_ORG_ID = makeId(KEY_PREFIXES.Organization, 1);
export const SIMULATED_USER_ID = makeId(KEY_PREFIXES.User, 1);
export const SIMULATED_REPORT_ID = makeId(KEY_PREFIXES.Report, 1);

export const SIMULATED_IDENTITY = { orgId: SIMULATED_ORG_ID, userId: SIMULATED_USER_ID, username: 'admin@simulated-org.example', displayName: 'Simulated Admin', email: 'admin@simulated-org.example' };

/** One tabular report over the org's contacts (a CRM-report list's source in the demo). */
export const SIMULATED_REPORTS: SimulatedReport[] = [
  {
    id: SIMULATED_REPORT_ID,
    name: 'Contacts to call (simulated)',
    object: 'Contact',
    columns: [
      { name: 'CONTACT_ID', label: 'Contact ID', field: 'Id', dataType: 'id' },
      { name: 'FIRST_NAME', label: 'First Name', field: 'FirstName', dataType: 'string' },
      { name: 'LAST_NAME', label: 'Last Name', field: 'LastName', dataType: 'string' },
      { name: 'EMAIL', label: 'Email', field: 'Email', dataType: 'email' },
      { name: 'PHONE1', label: 'Phone', field: 'Phone', dataType: 'phone' },
    ],
  },
];

/** A few accounts, contacts, leads and an opportunity, written once into an empty org. */
export function seedOrg(store: OrgStore, now: Date): void {
  if (store.all('Account', true).length > 0) return;
  const acme = store.create('Account', { Name: 'Acme Corporation (simulated)', Phone: '+14155550100', Industry: 'Technology', Type: 'Customer - Direct' }, now);
  const globex = store.create('Account', { Name: 'Globex (simulated)', Phone: '+14155550200', Industry: 'Retail', Type: 'Prospect' }, now);
  store.create('Account', { Name: 'Initech (simulated)', Industry: 'Banking', Type: 'Prospect' }, now);
  const contacts = [
    { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@acme.example', Phone: '+14155550101', Title: 'CTO', AccountId: acme.Id },
    { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@acme.example', Phone: '+14155550102', Title: 'VP Engineering', AccountId: acme.Id },
    { FirstName: 'Alan', LastName: 'Turing', Email: 'alan@globex.example', Phone: '+14155550201', Title: 'Buyer', AccountId: globex.Id },
    { FirstName: 'Katherine', LastName: 'Johnson', Email: 'katherine@globex.example', Phone: '+14155550202', AccountId: globex.Id },
  ];
  for (const contact of contacts) store.create('Contact', { ...contact, LeadSource: 'Web' }, now);
  store.create('Lead', { FirstName: 'Linus', LastName: 'Torvalds', Company: 'Kernel Works', Email: 'linus@kernel.example', Phone: '+14155550301' }, now);
  store.create('Lead', { FirstName: 'Margaret', LastName: 'Hamilton', Company: 'Apollo Systems', Email: 'margaret@apollo.example', Phone: '+14155550302', Status: 'Working - Contacted' }, now);
  store.create('Opportunity', { Name: 'Acme renewal (simulated)', AccountId: acme.Id, StageName: 'Negotiation/Review', CloseDate: now.toISOString().slice(0, 10), Amount: 12000 }, now);
}
