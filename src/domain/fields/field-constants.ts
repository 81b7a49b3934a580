/** Constants of the field rules (spec 1 sections 5 and 9), verbatim. */
export const MULTIPICKLIST_SEPARATOR = ';';
export const UNKNOWN_PICKLIST_SUFFIX = ' *';
export const FIELD_LENGTH_CUTOFF = 19;
export const PHONE_LENGTH_CUTOFF = 16;
export const CONTACT_NAME_TRUNCATION = 30;
export const UNSET_PICKLIST_ID = -1;
/** The datetime input format (MM/DD/YYYY hh:mm A in the spec's notation). */
export const DATETIME_INPUT_FORMAT = 'MM/dd/yyyy hh:mm a';
/** Times typed by the user (hh:mm a) and stored (HH:mm:00). */
export const TIME_INPUT_FORMAT = 'hh:mm a';
export const TIME_STORED_FORMAT = 'HH:mm:00';
