import { truncateContactName } from '@/src/domain/fields/length-cutoff';

/** A contact's display name, truncated at 30 characters. */
export const contactName = (contact: { firstName: string; lastName: string }) => truncateContactName(`${contact.firstName} ${contact.lastName}`.trim());
