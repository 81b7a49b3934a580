import {
  LIST_CONTACT_SORT_COLUMNS,
  LIST_DEFAULT_CONDITION_LIMIT,
  LIST_DEFAULT_MAX_CONTACTS,
  LIST_FILTER_LIMITS,
  LIST_MAX_SECONDARY_SORTS,
  LIST_OPERATORS_BY_TYPE,
  LIST_XFILTER_FIELDS,
  type ListMetadata,
} from '@/src/contract/entities/lists';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import { listPermissionsOf, tenantTimeZone } from './list-permissions';
import type { AuthContext } from '../session/session-store';

const FIELDS: ListMetadata['fields'] = [
  { name: 'firstName', label: 'First Name', type: 'string', entity: 'both' },
  { name: 'lastName', label: 'Last Name', type: 'string', entity: 'both' },
  { name: 'companyName', label: 'Company', type: 'string', entity: 'both' },
  { name: 'title', label: 'Title', type: 'string', entity: 'both' },
  { name: 'mailingCity', label: 'Mailing City', type: 'string', entity: 'both' },
  { name: 'timezone', label: 'Time Zone', type: 'string', entity: 'both' },
  { name: 'leadSource', label: 'Lead Source', type: 'string', entity: 'both' },
  { name: 'leadStatusId', label: 'Lead Status', type: 'reference', entity: 'lead' },
  { name: 'ownerId', label: 'Owner', type: 'reference', entity: 'both' },
  { name: 'isLead', label: 'Is Lead', type: 'boolean', entity: 'both' },
  { name: 'isCallOptOut', label: 'Do Not Call', type: 'boolean', entity: 'both' },
  { name: 'isEmailOptOut', label: 'Email Opt Out', type: 'boolean', entity: 'both' },
  { name: 'createdAt', label: 'Created Date', type: 'date', entity: 'both' },
  { name: 'hasPhone', label: 'Has Phone', type: 'boolean', entity: 'both' },
  { name: 'hasEmail', label: 'Has Email', type: 'boolean', entity: 'both' },
];

/** Tenant setting connectScore.enabled (absent: off, as no connect score is computed yet). */
async function connectScoreEnabled(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.connectScore?.enabled === true;
}

/** GET /lists/metadata: the condition builder's vocabulary and limits, the caller's permissions, tenant list settings. */
export async function listMetadata(db: Db, auth: AuthContext): Promise<ListMetadata> {
  const [timeZone, permissions, connectScore] = await Promise.all([tenantTimeZone(db, auth.tenantId), listPermissionsOf(db, auth), connectScoreEnabled(db, auth.tenantId)]);
  return {
    ...LIST_FILTER_LIMITS,
    conditionLimit: LIST_DEFAULT_CONDITION_LIMIT,
    maxContacts: LIST_DEFAULT_MAX_CONTACTS,
    maxSecondarySorts: LIST_MAX_SECONDARY_SORTS,
    timeZone,
    fields: FIELDS,
    operators: { ...LIST_OPERATORS_BY_TYPE } as ListMetadata['operators'],
    xfilterFields: {
      activity: Object.entries(LIST_XFILTER_FIELDS.activity).map(([name, type]) => ({ name, type })),
      task: Object.entries(LIST_XFILTER_FIELDS.task).map(([name, type]) => ({ name, type })),
    },
    sortColumns: [...LIST_CONTACT_SORT_COLUMNS],
    permissions,
    connectScoreEnabled: connectScore,
  };
}
