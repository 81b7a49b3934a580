/**
 * The mapping a CSV import starts from: each column whose header names a field (its label, its
 * name, or a common synonym) is mapped to it; each field takes the first such column only.
 */
const SYNONYMS: Record<string, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
  phone: ['phone', 'phonenumber', 'telephone', 'workphone', 'businessphone', 'tel'],
  mobilePhone: ['mobile', 'mobilephone', 'cell', 'cellphone', 'mobilenumber'],
  companyName: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname'],
  title: ['title', 'jobtitle', 'position'],
  mailingCity: ['city', 'mailingcity', 'town'],
  timezone: ['timezone', 'tz', 'zone'],
  leadSource: ['leadsource', 'source'],
};

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function guessMapping(columns: readonly string[], fields: ReadonlyArray<{ fieldName: string; label: string }>): Record<string, number> {
  const mapping: Record<string, number> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    const names = new Set([normalize(field.label), normalize(field.fieldName), ...(SYNONYMS[field.fieldName] ?? [])]);
    const column = columns.findIndex((header, index) => !taken.has(index) && names.has(normalize(header)));
    if (column === -1) continue;
    mapping[field.fieldName] = column;
    taken.add(column);
  }
  return mapping;
}

/** The field a column is mapped to, or null (the mapping is field -> column; the page edits it per column). */
export const fieldOfColumn = (mapping: Record<string, number>, column: number): string | null => Object.entries(mapping).find(([, c]) => c === column)?.[0] ?? null;

/** Maps a column to a field (or to nothing): the field leaves any other column, the column any other field. */
export function setColumnField(mapping: Record<string, number>, column: number, field: string | null): Record<string, number> {
  const next = Object.fromEntries(Object.entries(mapping).filter(([name, c]) => c !== column && name !== field));
  if (field) next[field] = column;
  return next;
}

/** Required fields of the layout no column fills (the page warns: every row would be rejected). */
export const unmappedRequired = (mapping: Record<string, number>, fields: ReadonlyArray<{ fieldName: string; label: string; isRequired: boolean }>) =>
  fields.filter((f) => f.isRequired && !(f.fieldName in mapping));

/** Required fields neither a column nor a default fills: what still stands between the file and its import. */
export const requiredWithoutValue = (mapping: Record<string, number>, defaults: Readonly<Record<string, string>>, fields: ReadonlyArray<{ fieldName: string; label: string; isRequired: boolean }>) =>
  unmappedRequired(mapping, fields).filter((f) => !(defaults[f.fieldName] ?? '').trim());

/** The defaults to send: only those of fields no column fills, trimmed, none empty. */
export function defaultsToSend(mapping: Record<string, number>, defaults: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaults)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([field, value]) => value !== '' && !(field in mapping)),
  );
}
