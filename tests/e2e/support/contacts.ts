import { randomUUID } from 'node:crypto';
import { randomValidNumber } from '../../support/messaging-helpers';
import { apiCall } from './fixtures';

/** A demo-tenant contact with its own email and a phone (by default a valid number the Simulated SMS carrier delivers). */
export async function createMessagingContact(token: string, firstName: string, options: { phone?: string; emailPrefix?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  const email = `${options.emailPrefix ?? 'e2e'}.${tag}@acme-${tag}.test`;
  const phone = options.phone ?? randomValidNumber();
  const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: {
      isLead: false,
      firstName,
      lastName: `Lee${tag}`,
      companyName: 'Acme',
      otherFields: { Contact_Role__c: 'Champion' },
      emails: [{ address: email, isPrimary: true }],
      phones: [{ number: phone, isPrimary: true }],
    },
  });
  if (res.status !== 200) throw new Error(`contact not created: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.payload.contactId, email, phone };
}
