import { randomBytes } from 'node:crypto';
import { fieldOf, isObjectName, OBJECTS, type ObjectName } from './object-schema';
import { sfDateTime, type OrgStore, type SfRecord } from './org-store';
import { runReport, type SimulatedReport } from './reports';
import { invalidField, malformedQuery, notFound, SfApiError } from './sf-errors';
import { parseSoql, runSoql, SoqlError, type SoqlQuery } from './soql';
import { KEY_PREFIXES } from './salesforce-id';
import type { ApiUsage } from './api-usage';
import { describeObject, globalDescribe } from './describe';

export interface RestContext {
  store: OrgStore;
  usage: ApiUsage;
  reports: SimulatedReport[];
  now: Date;
  version: string;
  cursors: Map<string, { records: Record<string, unknown>[]; position: number; batch: number }>;
}

export interface RestRequest {
  method: string;
  /** The path after /services/data/vXX.X/, split on '/'. */
  segments: string[];
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface RestReply {
  status: number;
  body?: unknown;
}

const DAY_MS = 24 * 3600_000;
// getUpdated and getDeleted reach back 30 days at most.
const REPLICATION_DAYS = 30;
const MAX_COLLECTION = 200;

const objectNamed = (name: string | undefined): ObjectName => {
  const match = Object.keys(OBJECTS).find((o) => o.toLowerCase() === (name ?? '').toLowerCase());
  if (!match || !isObjectName(match)) throw notFound();
  return match;
};

const asRecordInput = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SfApiError(400, 'JSON_PARSER_ERROR', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
};

/** The record as the REST API shows it: attributes first, then the fields asked for (all when none). */
function shown(object: ObjectName, record: SfRecord, version: string, fields?: string[]): Record<string, unknown> {
  const names = fields ?? OBJECTS[object].fields.map((f) => f.name);
  const out: Record<string, unknown> = { attributes: { type: object, url: `/services/data/v${version}/sobjects/${object}/${record.Id}` } };
  for (const name of names) {
    const field = fieldOf(object, name);
    if (!field) throw invalidField(`No such column '${name}' on entity '${object}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name.`, name);
    out[field.name] = record[field.name] ?? null;
  }
  return out;
}

/** Replication dates: seconds ignored, no more than 30 days back, end not after now. */
function replicationWindow(ctx: RestContext, query: URLSearchParams): { start: number; end: number } {
  const floorMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
  const start = Date.parse(query.get('start') ?? '');
  const end = Date.parse(query.get('end') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) throw new SfApiError(400, 'MALFORMED_QUERY', 'start and end must be valid dateTime values');
  if (start < ctx.now.getTime() - REPLICATION_DAYS * DAY_MS) throw new SfApiError(400, 'INVALID_REPLICATION_DATE', 'startDate cannot be more than 30 days ago');
  if (end <= start) throw new SfApiError(400, 'INVALID_REPLICATION_DATE', 'EndDate can not be earlier than StartDate');
  return { start: floorMinute(start), end: floorMinute(Math.min(end, ctx.now.getTime())) };
}

const modstampMs = (record: SfRecord) => Date.parse(record.SystemModstamp.replace(/\+0000$/, 'Z'));

function runQuery(ctx: RestContext, soql: string, batch: number): RestReply {
  let query: SoqlQuery;
  try {
    query = parseSoql(soql);
  } catch (error) {
    if (error instanceof SoqlError) throw malformedQuery(error.message);
    throw error;
  }
  if (!isObjectName(query.object) && !Object.keys(OBJECTS).some((o) => o.toLowerCase() === query.object.toLowerCase()))
    throw new SfApiError(400, 'INVALID_TYPE', `sObject type '${query.object}' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name.`);
  const object = objectNamed(query.object);
  const canonical = (name: string) => {
    const field = fieldOf(object, name);
    if (!field) throw invalidField(`No such column '${name}' on entity '${object}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name.`, name);
    return field.name;
  };
  const resolved: SoqlQuery = {
    ...query,
    fields: query.fields.map(canonical),
    where: query.where.map((c) => ({ ...c, field: canonical(c.field) })),
    orderBy: query.orderBy.map((o) => ({ ...o, field: canonical(o.field) })),
  };
  const records = runSoql(resolved, ctx.store.all(object)).map((r) => shown(object, r, ctx.version, resolved.fields));
  return page(ctx, { records, position: 0, batch });
}

function page(ctx: RestContext, cursor: { records: Record<string, unknown>[]; position: number; batch: number }, locator?: string): RestReply {
  const slice = cursor.records.slice(cursor.position, cursor.position + cursor.batch);
  const position = cursor.position + slice.length;
  const done = position >= cursor.records.length;
  let nextRecordsUrl: string | undefined;
  if (!done) {
    const id = locator?.split('-')[0] ?? `01g8d0${randomBytes(6).toString('hex').slice(0, 9)}`;
    ctx.cursors.set(id, { ...cursor, position });
    nextRecordsUrl = `/services/data/v${ctx.version}/query/${id}-${position}`;
  } else if (locator) {
    ctx.cursors.delete(locator.split('-')[0]!);
  }
  return { status: 200, body: { totalSize: cursor.records.length, done, ...(nextRecordsUrl ? { nextRecordsUrl } : {}), records: slice } };
}

function batchSize(headers: RestRequest['headers']): number {
  const option = String(headers['sforce-query-options'] ?? '');
  const match = /batchSize=(\d+)/i.exec(option);
  // Salesforce: batchSize between 200 and 2,000, default 2,000.
  return match ? Math.max(200, Math.min(2000, Number(match[1]))) : 2000;
}

type CollectionResult = { id?: string; success: boolean; errors: { statusCode: string; message: string; fields: string[] }[] };

/** sObject Collections: each record on its own, or all or none (the rest then answer ALL_OR_NONE_OPERATION_ROLLED_BACK). */
function collection(ctx: RestContext, allOrNone: boolean, items: unknown[], write: (item: unknown) => { id: string; undo: () => void }): CollectionResult[] {
  if (items.length > MAX_COLLECTION) throw new SfApiError(400, 'INVALID_BATCH_SIZE', `Maximum number of records allowed is ${MAX_COLLECTION}`);
  const undos: (() => void)[] = [];
  const results: CollectionResult[] = [];
  let failed = false;
  for (const item of items) {
    if (failed && allOrNone) {
      results.push({
        success: false,
        errors: [{ statusCode: 'ALL_OR_NONE_OPERATION_ROLLED_BACK', message: 'Record rolled back because not all records were valid and the request was using AllOrNone header', fields: [] }],
      });
      continue;
    }
    try {
      const { id, undo } = write(item);
      undos.push(undo);
      results.push({ id, success: true, errors: [] });
    } catch (error) {
      if (!(error instanceof SfApiError)) throw error;
      failed = true;
      results.push({ success: false, errors: [{ statusCode: error.errorCode, message: error.message, fields: error.fields }] });
    }
  }
  if (failed && allOrNone) {
    for (const undo of undos.reverse()) undo();
    return results.map((r) =>
      r.success
        ? {
            success: false,
            errors: [{ statusCode: 'ALL_OR_NONE_OPERATION_ROLLED_BACK', message: 'Record rolled back because not all records were valid and the request was using AllOrNone header', fields: [] }],
          }
        : r,
    );
  }
  return results;
}

function typeOf(item: unknown): ObjectName {
  const attributes = (item as { attributes?: { type?: string } }).attributes;
  if (!attributes?.type) throw new SfApiError(400, 'INVALID_TYPE', 'Must send a concrete entity type.');
  return objectNamed(attributes.type);
}

function compositeSobjects(ctx: RestContext, req: RestRequest): RestReply {
  const { store, now } = ctx;
  if (req.method === 'DELETE') {
    const ids = (req.query.get('ids') ?? '').split(',').filter(Boolean);
    const results = collection(ctx, req.query.get('allOrNone') === 'true', ids, (id) => {
      const object = objectNamed(Object.entries(KEY_PREFIXES).find(([, p]) => p === String(id).slice(0, 3))?.[0]);
      const record = store.find(object, String(id));
      const before = { ...record };
      store.remove(object, record.Id, now);
      return { id: record.Id, undo: () => store.restore(object, before) };
    });
    return { status: 200, body: results };
  }
  if (req.segments[2]) {
    // Retrieve many: GET ?ids=&fields=, or POST {ids, fields}.
    const object = objectNamed(req.segments[2]);
    const input = req.method === 'POST' ? asRecordInput(req.body) : { ids: (req.query.get('ids') ?? '').split(','), fields: (req.query.get('fields') ?? '').split(',') };
    const ids = (input.ids as string[]).filter(Boolean);
    const fields = (input.fields as string[]).filter(Boolean);
    if (ids.length > 2000) throw new SfApiError(400, 'INVALID_BATCH_SIZE', 'Maximum number of records allowed is 2000');
    return {
      status: 200,
      body: ids.map((id) => {
        try {
          return shown(object, store.find(object, id), ctx.version, fields);
        } catch (error) {
          if (error instanceof SfApiError && error.errorCode !== 'INVALID_FIELD') return null;
          throw error;
        }
      }),
    };
  }
  const body = asRecordInput(req.body);
  const records = Array.isArray(body.records) ? body.records : [];
  const allOrNone = body.allOrNone === true;
  if (req.method === 'POST') {
    const results = collection(ctx, allOrNone, records, (item) => {
      const object = typeOf(item);
      const rest = { ...(item as Record<string, unknown>) };
      delete rest.attributes;
      if ('Id' in rest || 'id' in rest) throw new SfApiError(400, 'INVALID_FIELD', 'cannot specify Id in an insert call', ['Id']);
      const record = store.create(object, rest, now);
      return { id: record.Id, undo: () => store.forget(object, record.Id) };
    });
    return { status: 200, body: results };
  }
  if (req.method === 'PATCH') {
    const results = collection(ctx, allOrNone, records, (item) => {
      const object = typeOf(item);
      const rest = { ...(item as Record<string, unknown>) };
      const id = String(rest.id ?? rest.Id ?? '');
      if (!id) throw new SfApiError(400, 'MISSING_ARGUMENT', 'Id not specified in an update call', ['Id']);
      const before = { ...store.find(object, id) };
      const record = store.update(object, id, rest, now);
      return { id: record.Id, undo: () => store.restore(object, before) };
    });
    return { status: 200, body: results };
  }
  throw new SfApiError(405, 'METHOD_NOT_ALLOWED', `HTTP Method '${req.method}' not allowed. Allowed are GET,POST,PATCH,DELETE`);
}

function sobjects(ctx: RestContext, req: RestRequest): RestReply {
  const [, name, idOrVerb] = req.segments;
  const { store, now, version } = ctx;
  if (!name) return { status: 200, body: globalDescribe(version) };
  const object = objectNamed(name);
  if (idOrVerb === undefined || idOrVerb === '') {
    if (req.method === 'POST') {
      const input = asRecordInput(req.body);
      if ('Id' in input || 'id' in input) throw new SfApiError(400, 'INVALID_FIELD', 'cannot specify Id in an insert call', ['Id']);
      const record = store.create(object, input, now);
      return { status: 201, body: { id: record.Id, success: true, errors: [] } };
    }
    const recent = store
      .all(object)
      .slice(-5)
      .map((r) => shown(object, r, version, ['Id', OBJECTS[object].fields.some((f) => f.name === 'Name') ? 'Name' : 'Subject']));
    return { status: 200, body: { objectDescribe: describeObject(object, version, false), recentItems: recent } };
  }
  const external = fieldOf(object, idOrVerb);
  if (external?.externalId && req.segments[3]) return byExternalId(ctx, req, object, external.name, decodeURIComponent(req.segments[3]));
  if (idOrVerb === 'describe') return { status: 200, body: describeObject(object, version, true) };
  if (idOrVerb === 'updated') {
    const { start, end } = replicationWindow(ctx, req.query);
    const ids = store
      .all(object)
      .filter((r) => modstampMs(r) >= start && modstampMs(r) < end)
      .map((r) => r.Id);
    return { status: 200, body: { ids, latestDateCovered: sfDateTime(new Date(end)) } };
  }
  if (idOrVerb === 'deleted') {
    const { start, end } = replicationWindow(ctx, req.query);
    const deleted = store.all(object, true).filter((r) => r.IsDeleted);
    const deletedRecords = deleted.filter((r) => modstampMs(r) >= start && modstampMs(r) < end).map((r) => ({ id: r.Id, deletedDate: r.SystemModstamp }));
    const earliest = Math.max(ctx.now.getTime() - REPLICATION_DAYS * DAY_MS, Math.min(...deleted.map(modstampMs), ctx.now.getTime()));
    return { status: 200, body: { deletedRecords, earliestDateAvailable: sfDateTime(new Date(Math.floor(earliest / 60_000) * 60_000)), latestDateCovered: sfDateTime(new Date(end)) } };
  }
  if (req.method === 'GET') {
    const fields = req.query.get('fields');
    return { status: 200, body: shown(object, store.find(object, idOrVerb), version, fields ? fields.split(',').map((f) => f.trim()) : undefined) };
  }
  if (req.method === 'PATCH') {
    store.update(object, idOrVerb, asRecordInput(req.body), now);
    return { status: 204 };
  }
  if (req.method === 'DELETE') {
    store.remove(object, idOrVerb, now);
    return { status: 204 };
  }
  throw new SfApiError(405, 'METHOD_NOT_ALLOWED', `HTTP Method '${req.method}' not allowed. Allowed are GET,PATCH,DELETE`);
}

/** sobjects/{Type}/{externalIdField}/{value}: GET reads by it; PATCH upserts (201 created, 200 updated, as API 46.0 and later answer). */
function byExternalId(ctx: RestContext, req: RestRequest, object: ObjectName, field: string, value: string): RestReply {
  const existing = ctx.store.findByExternalId(object, field, value);
  if (req.method === 'GET') {
    if (!existing) throw notFound();
    return { status: 200, body: shown(object, existing, ctx.version) };
  }
  if (req.method !== 'PATCH') throw new SfApiError(405, 'METHOD_NOT_ALLOWED', `HTTP Method '${req.method}' not allowed. Allowed are GET,PATCH`);
  const input = { ...asRecordInput(req.body) };
  if (field in input && input[field] !== value) throw new SfApiError(400, 'INVALID_FIELD', `The value of the external id field in the body must match the URL`, [field]);
  delete input[field];
  if (existing) {
    ctx.store.update(object, existing.Id, input, ctx.now);
    return { status: 200, body: { id: existing.Id, success: true, errors: [], created: false } };
  }
  const record = ctx.store.create(object, { ...input, [field]: value }, ctx.now);
  return { status: 201, body: { id: record.Id, success: true, errors: [], created: true } };
}

/** One call under /services/data/vXX.X/ (authenticated and counted by the caller). */
export function handleRest(ctx: RestContext, req: RestRequest): RestReply {
  const [head] = req.segments;
  switch (head) {
    case undefined:
    case '':
      return { status: 200, body: Object.fromEntries(['sobjects', 'query', 'limits', 'composite', 'analytics'].map((r) => [r, `/services/data/v${ctx.version}/${r}`])) };
    case 'sobjects':
      return sobjects(ctx, req);
    case 'query': {
      const locator = req.segments[1];
      if (locator) {
        const cursor = ctx.cursors.get(locator.split('-')[0]!);
        if (!cursor) throw new SfApiError(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
        return page(ctx, cursor, locator);
      }
      const soql = req.query.get('q');
      if (!soql) throw malformedQuery('query string q is required');
      return runQuery(ctx, soql, batchSize(req.headers));
    }
    case 'composite':
      if (req.segments[1] !== 'sobjects') throw notFound();
      return compositeSobjects(ctx, req);
    case 'limits':
      return { status: 200, body: ctx.usage.limits(ctx.now) };
    case 'analytics': {
      if (req.segments[1] !== 'reports' || !req.segments[2]) throw notFound();
      if (!ctx.usage.takeReportRun(ctx.now)) throw new SfApiError(403, 'REQUEST_LIMIT_EXCEEDED', 'You have reached the limit for synchronous report runs. Try again later.');
      return { status: 200, body: runReport(ctx.reports, ctx.store, req.segments[2], req.query.get('includeDetails') === 'true') };
    }
    default:
      throw notFound();
  }
}
