import { OBJECTS, type FieldSchema, type ObjectName } from './object-schema';
import { KEY_PREFIXES } from './salesforce-id';

const SOAP_TYPES: Record<string, string> = { id: 'tns:ID', reference: 'tns:ID', boolean: 'xsd:boolean', int: 'xsd:int', currency: 'xsd:double', date: 'xsd:date', datetime: 'xsd:dateTime' };

function describeField(field: FieldSchema) {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    soapType: SOAP_TYPES[field.type] ?? 'xsd:string',
    length: field.length ?? 0,
    createable: field.createable,
    updateable: field.updateable,
    nillable: field.nillable,
    defaultedOnCreate: field.defaultedOnCreate ?? (field.name === 'Id' || !field.createable),
    defaultValue: field.defaultValue ?? null,
    custom: field.custom ?? false,
    calculated: false,
    filterable: field.type !== 'textarea',
    sortable: field.type !== 'textarea',
    unique: field.name === 'Id' || (field.externalId ?? false),
    externalId: field.externalId ?? false,
    idLookup: field.name === 'Id' || field.type === 'email',
    nameField: field.name === 'Name' || field.name === 'Subject',
    picklistValues: (field.picklist ?? []).map((value) => ({ active: true, defaultValue: field.defaultValue === value, label: value, validFor: null, value })),
    referenceTo: field.referenceTo ?? [],
    relationshipName: field.type === 'reference' && field.name.endsWith('Id') ? field.name.slice(0, -2) : null,
  };
}

const urls = (object: ObjectName, version: string) => ({
  sobject: `/services/data/v${version}/sobjects/${object}`,
  describe: `/services/data/v${version}/sobjects/${object}/describe`,
  rowTemplate: `/services/data/v${version}/sobjects/${object}/{ID}`,
});

/** sobjects/{Type}/describe (withFields) or the object's summary as the global describe lists it. */
export function describeObject(object: ObjectName, version: string, withFields: boolean) {
  const schema = OBJECTS[object];
  const summary = {
    name: object,
    label: schema.label,
    labelPlural: schema.labelPlural,
    keyPrefix: KEY_PREFIXES[object],
    custom: false,
    createable: true,
    updateable: true,
    deletable: true,
    queryable: true,
    replicateable: true,
    retrieveable: true,
    searchable: true,
    urls: urls(object, version),
  };
  return withFields ? { ...summary, fields: schema.fields.map(describeField), childRelationships: [], recordTypeInfos: [] } : summary;
}

/** GET sobjects: every object of the org. */
export function globalDescribe(version: string) {
  return { encoding: 'UTF-8', maxBatchSize: 200, sobjects: (Object.keys(OBJECTS) as ObjectName[]).map((o) => describeObject(o, version, false)) };
}
