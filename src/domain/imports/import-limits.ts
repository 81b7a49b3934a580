/** CSV import (acl csvImport): the capability, and what one file may hold (checked in the page and on the server). */
export const CSV_IMPORT_CAP = 'csvImport';
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_COLUMNS = 500;
