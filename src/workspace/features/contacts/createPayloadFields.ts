import { renamedPath } from '@/src/domain/forms/form-issues';

/** The create form's field for each path of the create payload (contact-create-payload.ts builds it). */
export const CREATE_PAYLOAD_FIELDS = renamedPath({ 'emails.0.address': 'email', 'phones.0.number': 'phone', 'leadStatus.id': 'leadStatus', 'account.id': 'account', 'otherFields.': '' });
