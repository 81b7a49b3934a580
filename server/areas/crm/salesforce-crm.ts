import { createHash } from 'node:crypto';
import { Connection, OAuth2 } from 'jsforce';
import type { Crm, CrmActivity, CrmCursor, CrmGrant, CrmObject, CrmRecord, CrmSession, CrmWriteResult } from './crm';
import { CrmApiError, CrmAuthorizationRefused, CrmReconnectNeeded, CrmRequestLimitExceeded } from './crm-errors';
import type { CrmOptions } from './crm-options';

// sObject Collections take 200 records a call.
const COLLECTION_SIZE = 200;
// getDeleted reaches back 30 days and answers whole minutes.
const REPLICATION_MS = 30 * 24 * 3600_000;
const MINUTE_MS = 60_000;
/** The Task field holding the activity's key (an External ID, unique, Text(64)) that the org adds for the integration. */
export const ACTIVITY_KEY_FIELD = 'Dialworks_Activity_Id__c';

const errorCodeOf = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { errorCode, name } = error as { errorCode?: unknown; name?: unknown };
  return typeof errorCode === 'string' ? errorCode : typeof name === 'string' ? name : null;
};

/** A refusal in our own terms: the limit and the lost session are typed, the rest keep Salesforce's code. */
function translated(error: unknown): Error {
  const code = errorCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'REQUEST_LIMIT_EXCEEDED') return new CrmRequestLimitExceeded(message);
  if (code === 'INVALID_SESSION_ID') return new CrmReconnectNeeded(message);
  if (code && /^[A-Z_]+$/.test(code)) {
    const data = (error as { data?: { fields?: unknown } }).data;
    return new CrmApiError(code, message, Array.isArray(data?.fields) ? (data.fields as string[]) : []);
  }
  return error instanceof Error ? error : new Error(message);
}

/** SOQL's dateTime literal (whole seconds, UTC). */
const soqlDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
const soqlFieldName = /^[A-Za-z][A-Za-z0-9_]*$/;

const taskSubtype = (kind: CrmActivity['kind']) => (kind === 'call' ? 'Call' : kind === 'email' ? 'Email' : 'Task');

/** The Task Salesforce keeps for one activity (Task object reference: TaskSubtype, CallType, CallDurationInSeconds, CallDisposition). */
export function activityTask(activity: CrmActivity): Record<string, unknown> {
  return {
    [ACTIVITY_KEY_FIELD]: activity.key,
    Subject: activity.subject,
    Status: 'Completed',
    Priority: 'Normal',
    ActivityDate: activity.occurredAt.toISOString().slice(0, 10),
    TaskSubtype: taskSubtype(activity.kind),
    WhoId: activity.whoId,
    ...(activity.whatId ? { WhatId: activity.whatId } : {}),
    ...(activity.description ? { Description: activity.description } : {}),
    ...(activity.call
      ? {
          CallType: activity.call.direction === 'inbound' ? 'Inbound' : 'Outbound',
          CallDurationInSeconds: Math.round(activity.call.durationSeconds),
          ...(activity.call.disposition ? { CallDisposition: activity.call.disposition } : {}),
        }
      : {}),
  };
}

type SaveResult = { id?: string; success: boolean; errors?: { statusCode?: string; errorCode?: string; message: string; fields?: string[] }[] };

const writeResult = (result: SaveResult): CrmWriteResult => {
  if (result.success && result.id) return { ok: true, id: result.id };
  const error = result.errors?.[0];
  return { ok: false, errorCode: error?.statusCode ?? error?.errorCode ?? 'UNKNOWN_EXCEPTION', message: error?.message ?? 'The record was not saved', fields: error?.fields ?? [] };
};

/** Salesforce through jsforce, on a real org or the Simulated Salesforce alike. */
export function createSalesforceCrm(options: CrmOptions, now: () => Date = () => new Date()): Crm {
  const oauth = (redirectUri?: string) => new OAuth2({ loginUrl: options.loginUrl, clientId: options.clientId, clientSecret: options.clientSecret, ...(redirectUri ? { redirectUri } : {}) });

  return {
    authorizeUrl({ state, codeVerifier, redirectUri }) {
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
      return oauth(redirectUri).getAuthorizationUrl({ state, code_challenge: challenge, code_challenge_method: 'S256', scope: 'api refresh_token' });
    },

    async exchangeCode({ code, codeVerifier, redirectUri }): Promise<CrmGrant> {
      const token = await oauth(redirectUri)
        .requestToken(code, { code_verifier: codeVerifier })
        .catch((error: unknown) => {
          throw new CrmAuthorizationRefused(errorCodeOf(error) ?? 'invalid_grant', error instanceof Error ? error.message : String(error));
        });
      if (!token.refresh_token) throw new CrmAuthorizationRefused('invalid_scope', 'The connected app gave no refresh token: add the refresh_token scope.');
      // The identity URL ends with /id/<org id>/<user id>.
      const [orgId, userId] = token.id.split('/').slice(-2);
      return { accessToken: token.access_token, refreshToken: token.refresh_token, instanceUrl: token.instance_url, orgId: orgId!, userId: userId! };
    },

    open(connection, onAccessToken) {
      let accessToken = connection.accessToken;
      let instanceUrl = connection.instanceUrl;
      let conn: Connection | null = null;
      const current = () => (conn ??= new Connection({ instanceUrl, accessToken: accessToken ?? '', version: options.apiVersion }));

      const refresh = async () => {
        const token = await oauth()
          .refreshToken(connection.refreshToken)
          .catch((error: unknown) => {
            // invalid_grant: revoked or expired; anything else that is not a network fault is as final.
            throw new CrmReconnectNeeded(`Salesforce refused the stored connection: ${error instanceof Error ? error.message : String(error)}`);
          });
        accessToken = token.access_token;
        instanceUrl = token.instance_url;
        conn = null;
        onAccessToken?.(accessToken);
      };

      /** One call: a refused session is refreshed once and the call made again; refused again, the connection needs an administrator. */
      const call = async <T>(fn: (conn: Connection) => Promise<T>): Promise<T> => {
        if (!accessToken) await refresh();
        try {
          return await fn(current());
        } catch (error) {
          if (errorCodeOf(error) !== 'INVALID_SESSION_ID') throw translated(error);
        }
        await refresh();
        try {
          return await fn(current());
        } catch (error) {
          throw translated(error);
        }
      };

      const query = async (soql: string): Promise<CrmRecord[]> => {
        type Page = { records: CrmRecord[]; done: boolean; nextRecordsUrl?: string };
        // A Query is a thenable, not a Promise: awaited inside, so a refused session is retried whole.
        let page = await call(async (c): Promise<Page> => await c.query<CrmRecord>(soql));
        const records = [...page.records];
        while (!page.done && page.nextRecordsUrl) {
          const next = page.nextRecordsUrl;
          page = await call(async (c): Promise<Page> => await c.queryMore<CrmRecord>(next));
          records.push(...page.records);
        }
        return records;
      };

      const session: CrmSession = {
        async describe(object) {
          const d = await call((c) => c.sobject(object).describe());
          return {
            name: d.name,
            label: d.label,
            keyPrefix: d.keyPrefix ?? null,
            fields: d.fields.map((f) => ({
              name: f.name,
              label: f.label,
              type: f.type,
              length: f.length,
              createable: f.createable,
              updateable: f.updateable,
              nillable: f.nillable,
              custom: f.custom,
              picklistValues: (f.picklistValues ?? []).filter((p) => p.active).map((p) => ({ value: p.value, label: p.label ?? p.value })),
              referenceTo: (f.referenceTo ?? []).filter((r): r is string => typeof r === 'string'),
            })),
          };
        },

        async queryChangesSince(object: CrmObject, since: CrmCursor, fields: string[]) {
          const names = [...new Set(['Id', 'SystemModstamp', ...fields])];
          const bad = names.find((n) => !soqlFieldName.test(n));
          if (bad) throw new CrmApiError('INVALID_FIELD', `Not a field name: ${bad}`, [bad]);
          // Whole seconds, at or after: a record seen twice is upserted twice, none is missed.
          const from = new Date(Math.floor(since.updated.getTime() / 1000) * 1000);
          const records = await query(`SELECT ${names.join(', ')} FROM ${object} WHERE SystemModstamp >= ${soqlDateTime(from)} ORDER BY SystemModstamp, Id`);
          const latest = records.reduce((max, r) => Math.max(max, Date.parse(String(r.SystemModstamp).replace(/\+0000$/, 'Z'))), from.getTime());

          const at = now().getTime();
          const start = Math.max(since.deleted.getTime(), at - REPLICATION_MS + MINUTE_MS);
          let deletedIds: string[] = [];
          let deletedUntil = new Date(start);
          // getDeleted answers whole minutes that are over: nothing to ask within the same minute.
          if (Math.floor(at / MINUTE_MS) > Math.floor(start / MINUTE_MS)) {
            const deleted = await call((c) => c.sobject(object).deleted(new Date(start), new Date(at)));
            deletedIds = deleted.deletedRecords.map((d) => d.id);
            deletedUntil = new Date(Date.parse(deleted.latestDateCovered.replace(/\+0000$/, 'Z')));
          }
          return { records, deletedIds, next: { updated: new Date(latest), deleted: deletedUntil } };
        },

        async upsert(object, records) {
          const results: CrmWriteResult[] = new Array<CrmWriteResult>(records.length);
          const indexed = records.map((record, index) => ({ record, index }));
          const creates = indexed.filter(({ record }) => !record.Id);
          const updates = indexed.filter(({ record }) => record.Id);
          for (let i = 0; i < creates.length; i += COLLECTION_SIZE) {
            const chunk = creates.slice(i, i + COLLECTION_SIZE);
            const saved = (await call((c) => c.sobject(object).create(chunk.map(({ record }) => record) as never[], { allOrNone: false }))) as SaveResult[];
            saved.forEach((result, j) => (results[chunk[j]!.index] = writeResult(result)));
          }
          for (let i = 0; i < updates.length; i += COLLECTION_SIZE) {
            const chunk = updates.slice(i, i + COLLECTION_SIZE);
            const saved = (await call((c) => c.sobject(object).update(chunk.map(({ record }) => record) as never[], { allOrNone: false }))) as SaveResult[];
            saved.forEach((result, j) => (results[chunk[j]!.index] = writeResult(result)));
          }
          return results;
        },

        async logActivity(activity) {
          // A send repeated after a stop (the Task made, our note of it lost) finds the Task by its key instead of making another.
          const path = `/sobjects/Task/${ACTIVITY_KEY_FIELD}/${encodeURIComponent(activity.key)}`;
          const found = await call((c) => c.request<{ Id: string }>(path)).catch((error: unknown) => {
            if (error instanceof CrmApiError && error.errorCode === 'NOT_FOUND') return null;
            throw error;
          });
          if (found) return found.Id;
          const task = { ...activityTask(activity) };
          delete task[ACTIVITY_KEY_FIELD];
          const saved = await call((c) => c.request<SaveResult>({ method: 'PATCH', url: path, body: JSON.stringify(task), headers: { 'content-type': 'application/json' } }));
          const result = writeResult(saved);
          if (!result.ok) throw new CrmApiError(result.errorCode, result.message, result.fields);
          return result.id;
        },

        async runReport(reportId) {
          const run = await call((c) => c.analytics.report(reportId).execute({ details: true }));
          const columns = run.reportMetadata.detailColumns.map((name) => {
            const info = run.reportExtendedMetadata.detailColumnInfo[name];
            return { name, label: info?.label ?? name, dataType: info?.dataType ?? 'string' };
          });
          const fact = run.factMap['T!T'] as { rows?: { dataCells: { value: unknown }[] }[] } | undefined;
          const rows = (fact?.rows ?? []).map((row) => Object.fromEntries(columns.map((c, i) => [c.name, row.dataCells[i]?.value ?? null])));
          return { reportId: run.reportMetadata.id, name: run.reportMetadata.name, columns, rows, allData: run.allData };
        },

        async limits() {
          const limits = await call((c) => c.limits());
          const daily = limits.DailyApiRequests ?? { Max: 0, Remaining: 0 };
          return { dailyApiRequests: { max: daily.Max, remaining: daily.Remaining } };
        },

        async revoke() {
          await oauth().revokeToken(connection.refreshToken);
        },
      };
      return session;
    },
  };
}
