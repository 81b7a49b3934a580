import type { ImportField } from '@/src/contract';
import { IMPORT_EMAIL_FIELD, IMPORT_MOBILE_FIELD, IMPORT_PHONE_FIELD } from '@/src/contract';
import { IMPORT_STANDARD_FIELDS } from '@/src/domain/imports/import-row';
import type { LayoutField } from '@/src/contract';

/** Custom fields a CSV column can fill: the layout's own fields of a plain value (not a location). */
export const importableCustomFields = (layout: LayoutField[]) => layout.filter((f) => !f.isStandard && f.type !== 'location');

/** What the mapping offers for a layout: its standard fields the import writes, its custom fields, email and phones. */
export function importFieldsOf(layout: LayoutField[]): ImportField[] {
  const standard = layout
    .filter((f) => f.isStandard && (IMPORT_STANDARD_FIELDS as readonly string[]).includes(f.fieldName))
    .map((f) => ({ fieldName: f.fieldName, label: f.label, isRequired: f.isRequired }));
  const custom = importableCustomFields(layout).map((f) => ({ fieldName: f.fieldName, label: f.label, isRequired: f.isRequired }));
  return [
    ...standard,
    { fieldName: IMPORT_EMAIL_FIELD, label: 'Email', isRequired: false },
    { fieldName: IMPORT_PHONE_FIELD, label: 'Phone', isRequired: false },
    { fieldName: IMPORT_MOBILE_FIELD, label: 'Mobile phone', isRequired: false },
    ...custom,
  ];
}
