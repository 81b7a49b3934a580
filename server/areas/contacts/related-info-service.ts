import { sql } from 'drizzle-orm';
import type { ContactListItem, RelatedInfo } from '@/src/contract/entities/contacts';
import type { Db } from '../../db/database';
import { listColumns } from './contact-search-sql';
import { loadAccount } from '../accounts/account-service';
import { contactRow } from './contact-read';
import { opportunitiesOf } from '../opportunities/opportunity-service';
import type { AuthContext } from '../session/session-store';

const OTHER_CONTACTS_LIMIT = 20;

/** The related-info card: the contact's account, its opportunities and the account's other contacts. */
export function createRelatedInfoService(db: Db) {
  return {
    async of(auth: AuthContext, contactId: number): Promise<RelatedInfo> {
      const row = await contactRow(db, auth.tenantId, contactId);
      const account = row.accountId ? await loadAccount(db, auth.tenantId, row.accountId).catch(() => null) : null;
      const opportunities = await opportunitiesOf(db, auth.tenantId, { accountId: account?.id ?? null, contactId });
      let contacts: ContactListItem[] = [];
      if (account) {
        const { rows } = await db.execute<ContactListItem & { sortName: string }>(sql`
          select ${listColumns} from contacts c
          where c.tenant_id = ${auth.tenantId} and c.account_id = ${account.id} and c.id <> ${contactId}
          order by c.sort_name collate "C", c.id limit ${OTHER_CONTACTS_LIMIT}`);
        contacts = rows.map(({ sortName: _s, ...r }) => r);
      }
      return { account, opportunities, contacts };
    },
  };
}
