import { CONTACT_NAME_TRUNCATION, FIELD_LENGTH_CUTOFF, PHONE_LENGTH_CUTOFF } from './field-constants';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Long field values are cut at 19 characters, phone numbers at 16 (spec 1 section 9). */
export const cutFieldValue = (text: string, type: string): string => cut(text, type === 'phone' ? PHONE_LENGTH_CUTOFF : FIELD_LENGTH_CUTOFF);

/** Contact names are truncated at 30 characters (spec 1 section 9). */
export const truncateContactName = (name: string): string => cut(name, CONTACT_NAME_TRUNCATION);
