import { entityIsDeleted, malformedId, notFound, requiredFieldMissing, SfApiError, invalidField } from './sf-errors';
import { fieldOf, OBJECTS, requiredFields, type ObjectName } from './object-schema';
import { KEY_PREFIXES, makeId, normalizeId, objectOfId } from './salesforce-id';

/** A record as the org keeps it: every field by its API name. */
export type SfRecord = Record<string, unknown> & { Id: string; IsDeleted: boolean; SystemModstamp: string };

export interface OrgSnapshot {
  nextNumber: number;
  records: Partial<Record<ObjectName, SfRecord[]>>;
}

/** Salesforce's REST datetime format: 2026-11-27T18:00:00.000+0000. */
export const sfDateTime = (date: Date) => date.toISOString().replace('Z', '+0000');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The records of the simulated org, with Salesforce's rules for writes: ids with key prefix and
 * checksum, system fields kept by the org, required fields, fields that may not be written,
 * deleted records kept (IsDeleted) so a read says ENTITY_IS_DELETED and getDeleted lists them.
 */
export class OrgStore {
  private readonly records = new Map<ObjectName, Map<string, SfRecord>>();
  private nextNumber: number;

  constructor(
    readonly ownerId: string,
    snapshot: OrgSnapshot = { nextNumber: 1, records: {} },
    private readonly onChange: () => void = () => {},
  ) {
    this.nextNumber = snapshot.nextNumber;
    for (const name of Object.keys(OBJECTS) as ObjectName[]) this.records.set(name, new Map((snapshot.records[name] ?? []).map((r) => [r.Id, r])));
  }

  snapshot(): OrgSnapshot {
    return { nextNumber: this.nextNumber, records: Object.fromEntries([...this.records].map(([name, map]) => [name, [...map.values()]])) };
  }

  /** Live and deleted records of an object (queries filter IsDeleted themselves). */
  all(object: ObjectName, withDeleted = false): SfRecord[] {
    const list = [...this.records.get(object)!.values()];
    return withDeleted ? list : list.filter((r) => !r.IsDeleted);
  }

  find(object: ObjectName, id: string): SfRecord {
    const canonical = normalizeId(id);
    if (!canonical) throw malformedId(id);
    const record = this.records.get(object)!.get(canonical);
    if (!record) throw notFound();
    if (record.IsDeleted) throw entityIsDeleted();
    return record;
  }

  /** The live record whose external id field holds `value`, if any. */
  findByExternalId(object: ObjectName, field: string, value: string): SfRecord | null {
    return this.all(object).find((r) => r[field] === value) ?? null;
  }

  create(object: ObjectName, input: Record<string, unknown>, now: Date): SfRecord {
    const values = this.checkedValues(object, input, 'create');
    const missing = requiredFields(object).filter((f) => values[f] == null || values[f] === '');
    if (missing.length > 0) throw requiredFieldMissing(missing);
    const stamp = sfDateTime(now);
    const record: SfRecord = { Id: makeId(KEY_PREFIXES[object], this.nextNumber++), IsDeleted: false, CreatedDate: stamp, LastModifiedDate: stamp, SystemModstamp: stamp, OwnerId: this.ownerId };
    for (const field of OBJECTS[object].fields) {
      if (field.name in record) continue;
      record[field.name] = field.defaultValue ?? null;
    }
    Object.assign(record, values);
    this.derive(object, record);
    this.records.get(object)!.set(record.Id, record);
    this.onChange();
    return record;
  }

  update(object: ObjectName, id: string, input: Record<string, unknown>, now: Date): SfRecord {
    const record = this.find(object, id);
    const values = this.checkedValues(object, input, 'update');
    const cleared = requiredFields(object).filter((f) => f in values && (values[f] == null || values[f] === ''));
    if (cleared.length > 0) throw requiredFieldMissing(cleared);
    Object.assign(record, values);
    record.LastModifiedDate = record.SystemModstamp = sfDateTime(now);
    this.derive(object, record);
    this.onChange();
    return record;
  }

  remove(object: ObjectName, id: string, now: Date): void {
    const record = this.find(object, id);
    record.IsDeleted = true;
    record.SystemModstamp = sfDateTime(now);
    this.onChange();
  }

  /** Puts back a record as it was before a write (sObject Collections' all-or-none rollback). */
  restore(object: ObjectName, before: SfRecord): void {
    this.records.get(object)!.set(before.Id, before);
    this.onChange();
  }

  /** Takes back a record created in a rolled-back collection. */
  forget(object: ObjectName, id: string): void {
    this.records.get(object)!.delete(id);
    this.onChange();
  }

  /** The name fields Salesforce computes. */
  private derive(object: ObjectName, record: SfRecord) {
    if (object === 'Contact' || object === 'Lead') record.Name = [record.FirstName, record.LastName].filter((p) => typeof p === 'string' && p !== '').join(' ');
  }

  private checkedValues(object: ObjectName, input: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (key === 'attributes' || (mode === 'update' && (key === 'Id' || key === 'id'))) continue;
      const field = fieldOf(object, key);
      if (!field) throw invalidField(`No such column '${key}' on sobject of type ${object}`, key);
      if (mode === 'create' ? !field.createable : !field.updateable)
        throw new SfApiError(
          400,
          'INVALID_FIELD_FOR_INSERT_UPDATE',
          `Unable to create/update fields: ${field.name}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`,
          [field.name],
        );
      values[field.name] = this.checkedValue(object, field.name, field.type, field.length, field.referenceTo, value);
    }
    return values;
  }

  private checkedValue(object: ObjectName, name: string, type: string, length: number | undefined, referenceTo: string[] | undefined, value: unknown): unknown {
    if (value === null || value === undefined) return null;
    const mismatch = () => new SfApiError(400, 'JSON_PARSER_ERROR', `Cannot deserialize instance of ${type} from ${typeof value} value ${JSON.stringify(value)} for ${object}.${name}`);
    switch (type) {
      case 'boolean':
        if (typeof value !== 'boolean') throw mismatch();
        return value;
      case 'int':
      case 'currency':
        if (typeof value !== 'number' || (type === 'int' && !Number.isInteger(value))) throw mismatch();
        return value;
      case 'reference': {
        const id = typeof value === 'string' ? normalizeId(value) : null;
        const target = id ? objectOfId(id) : null;
        if (!id || !target || !(referenceTo ?? []).includes(target) || !this.records.get(target as ObjectName)?.get(id) || this.records.get(target as ObjectName)!.get(id)!.IsDeleted)
          throw new SfApiError(400, 'INVALID_CROSS_REFERENCE_KEY', `invalid cross reference id`, [name]);
        return id;
      }
      default: {
        if (typeof value !== 'string') throw mismatch();
        if (length !== undefined && value.length > length) throw new SfApiError(400, 'STRING_TOO_LONG', `${name}: data value too large: ${value.slice(0, 40)} (max length=${length})`, [name]);
        if (type === 'email' && value !== '' && !EMAIL.test(value)) throw new SfApiError(400, 'INVALID_EMAIL_ADDRESS', `${name}: invalid email address: ${value}`, [name]);
        if (type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw mismatch();
        return value;
      }
    }
  }
}
