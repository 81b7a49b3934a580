import { createReadStream } from 'node:fs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { IMPORT_PROGRESS_EVENT, type LayoutField } from '@/src/contract';
import { dedupeKeyOf, readImportRow, rowNumberOf, type ImportedRow } from '@/src/domain/imports/import-row';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, contactEmails, contactPhones, contacts, csvImportRejects, csvImports, leadStatuses, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import { checkOtherFields, checkStandardFields, createLayoutService } from '../layouts/layout-service';
import type { AuthContext } from '../session/session-store';
import { phoneKeySql } from '../contacts/phone-match-sql';
import { userDialingPlanCountry } from '../profile/user-dialing-plan';
import { importableCustomFields } from './import-fields';
import { importFileOf, toCsvImport, type ImportRow } from './import-service';

/** Records written per transaction; progress is pushed after each. */
export const IMPORT_BATCH_ROWS = 1000;

interface Candidate {
  rowNumber: number;
  values: string[];
  row: ImportedRow;
}
interface Reject {
  rowNumber: number;
  reason: string;
  values: string[];
}

export interface ImportRunnerDeps {
  db: Db;
  clock: Clock;
  dir: string;
  realtime?: Pick<Realtime, 'toUser'>;
  /** Adds the import's contacts to its list (the lists area's add, with its capacity and sharing rules). */
  addToList: (auth: AuthContext, listId: number, contactIds: number[]) => Promise<unknown>;
  batchRows?: number;
}

/**
 * Runs queued imports one at a time, in this process. A batch's contacts, its rejects and the
 * import's counters are one transaction; a job stopped anywhere (a restart, a crash) resumes from
 * its last whole batch when the runner starts again, so no row is written twice.
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const { db } = deps;
  const layouts = createLayoutService(db);
  const batchRows = deps.batchRows ?? IMPORT_BATCH_ROWS;
  let draining: Promise<void> | null = null;
  let stopping = false;
  let kickedAgain = false;

  const push = (row: ImportRow) => deps.realtime?.toUser(row.userId, IMPORT_PROGRESS_EVENT, toCsvImport(row));

  async function authOf(row: ImportRow): Promise<AuthContext> {
    const [user] = await db.select({ capList: users.capList }).from(users).where(eq(users.id, row.userId));
    return { sessionId: 0, tenantId: row.tenantId, userId: row.userId, capList: user?.capList ?? [], token: '' };
  }

  async function existingKeys(row: ImportRow, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0 || row.dedupeBy === 'none') return new Set();
    if (row.dedupeBy === 'email') {
      const found = await db
        .select({ key: sql<string>`lower(${contactEmails.address})` })
        .from(contactEmails)
        .where(and(eq(contactEmails.tenantId, row.tenantId), inArray(sql`lower(${contactEmails.address})`, keys)));
      return new Set(found.map((f) => f.key));
    }
    const found = await db
      .select({ key: phoneKeySql(contactPhones.number) })
      .from(contactPhones)
      .where(and(eq(contactPhones.tenantId, row.tenantId), inArray(phoneKeySql(contactPhones.number), keys)));
    return new Set(found.map((f) => f.key));
  }

  async function writeBatch(row: ImportRow, layout: LayoutField[], country: string, leadStatusId: number | null, seen: Set<string>, batch: Array<{ rowNumber: number; values: string[] }>) {
    const custom = importableCustomFields(layout);
    const standardFields = layout.filter((f) => !['telephones', 'emails', 'location'].includes(f.fieldName) && !(f.fieldName === 'leadStatus' && f.picklistValues.length === 0));
    const rejects: Reject[] = [];
    const candidates: Candidate[] = [];
    for (const { rowNumber, values } of batch) {
      const read = readImportRow(values, row.mapping ?? {}, custom, country, row.defaults);
      if (!read.ok) {
        rejects.push({ rowNumber, reason: read.reason, values });
        continue;
      }
      const otherFields: Record<string, string | number | boolean | null> = { ...read.row.otherFields };
      for (const f of custom) if (f.type === 'boolean' && otherFields[f.fieldName] == null) otherFields[f.fieldName] = false;
      try {
        checkStandardFields(standardFields, { ...read.row.standard, leadStatus: leadStatusId, owner: row.userId, account: null, isCallOptOut: false, isEmailOptOut: false }, 'create');
        checkOtherFields(layout, otherFields, Object.keys(read.row.otherFields), 'create');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        rejects.push({ rowNumber, reason: error.message, values });
        continue;
      }
      candidates.push({ rowNumber, values, row: { ...read.row, otherFields: otherFields as ImportedRow['otherFields'] } });
    }
    const keyed = candidates.map((c) => ({ candidate: c, key: dedupeKeyOf(c.row, row.dedupeBy) }));
    const existing = await existingKeys(
      row,
      keyed.flatMap((k) => (k.key ? [k.key] : [])),
    );
    const fresh: Candidate[] = [];
    let duplicates = 0;
    for (const { candidate, key } of keyed) {
      if (key && (existing.has(key) || seen.has(key))) {
        duplicates++;
        rejects.push({
          rowNumber: candidate.rowNumber,
          reason: row.dedupeBy === 'email' ? 'Duplicate: a contact with this email exists' : 'Duplicate: a contact with this phone number exists',
          values: candidate.values,
        });
        continue;
      }
      if (key) seen.add(key);
      fresh.push(candidate);
    }
    const now = deps.clock.now();
    const last = batch[batch.length - 1]!.rowNumber;
    return db.transaction(async (tx) => {
      const ids = fresh.length
        ? await tx
            .insert(contacts)
            .values(
              fresh.map(({ row: r }) => ({
                tenantId: row.tenantId,
                ownerId: row.userId,
                isLead: row.entity === 'lead',
                firstName: r.standard.firstName ?? '',
                lastName: r.standard.lastName ?? '',
                companyName: r.standard.companyName ?? null,
                title: r.standard.title ?? null,
                mailingCity: r.standard.mailingCity ?? null,
                timezone: r.standard.timezone ?? null,
                leadSource: r.standard.leadSource ?? null,
                leadStatusId: row.entity === 'lead' ? leadStatusId : null,
                otherFields: r.otherFields,
                importId: row.id,
                createdAt: now,
              })),
            )
            .returning({ id: contacts.id })
        : [];
      const emails = fresh.flatMap((c, i) => (c.row.email ? [{ tenantId: row.tenantId, contactId: ids[i]!.id, address: c.row.email, type: 'work', isPrimary: true }] : []));
      const phones = fresh.flatMap((c, i) => [
        ...(c.row.phone ? [{ tenantId: row.tenantId, contactId: ids[i]!.id, number: c.row.phone, type: 'work', isPrimary: true }] : []),
        ...(c.row.mobilePhone ? [{ tenantId: row.tenantId, contactId: ids[i]!.id, number: c.row.mobilePhone, type: 'mobile', isPrimary: !c.row.phone }] : []),
      ]);
      if (emails.length) await tx.insert(contactEmails).values(emails);
      if (phones.length) await tx.insert(contactPhones).values(phones);
      if (ids.length) {
        const event = row.entity === 'lead' ? 'NEW_LEAD' : 'NEW_CONTACT';
        await tx
          .insert(activities)
          .values(ids.map(({ id }) => ({ tenantId: row.tenantId, userId: row.userId, contactId: id, kind: 'contact_event' as const, occurredAt: now, data: { event, importId: row.id } })));
      }
      if (rejects.length) await tx.insert(csvImportRejects).values(rejects.map((r) => ({ tenantId: row.tenantId, importId: row.id, ...r })));
      const [updated] = await tx
        .update(csvImports)
        .set({
          processedRows: last - 1,
          createdCount: sql`${csvImports.createdCount} + ${ids.length}`,
          duplicateCount: sql`${csvImports.duplicateCount} + ${duplicates}`,
          rejectedCount: sql`${csvImports.rejectedCount} + ${rejects.length - duplicates}`,
        })
        .where(eq(csvImports.id, row.id))
        .returning();
      return updated!;
    });
  }

  /** Streams the file from the first record not yet written; stops between batches when asked. */
  async function run(start: ImportRow) {
    const [running] = await db.update(csvImports).set({ status: 'running' }).where(eq(csvImports.id, start.id)).returning();
    let row = running!;
    push(row);
    const layout = await layouts.layout(row.tenantId, row.entity);
    // National numbers are read in the importing user's country, as their contact form reads them (once per import).
    const country = await userDialingPlanCountry(db, row);
    const [status] =
      row.entity === 'lead'
        ? await db
            .select({ id: leadStatuses.id })
            .from(leadStatuses)
            .where(eq(leadStatuses.tenantId, row.tenantId))
            .orderBy(sql`${leadStatuses.isDefault} desc`, asc(leadStatuses.order))
            .limit(1)
        : [];
    const seen = new Set<string>();
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
    const input = createReadStream(importFileOf(deps.dir, row), 'utf8');
    const source = input.pipe(parser);
    // pipe() does not pass a read error on: the loop below would wait for ever on a missing file.
    input.on('error', (error) => source.destroy(error));
    let index = -1;
    let batch: Array<{ rowNumber: number; values: string[] }> = [];
    try {
      for await (const values of source as AsyncIterable<string[]>) {
        index++;
        if (index === 0 || index <= row.processedRows) continue;
        batch.push({ rowNumber: rowNumberOf(index - 1), values });
        if (batch.length < batchRows) continue;
        row = await writeBatch(row, layout, country, status?.id ?? null, seen, batch);
        batch = [];
        push(row);
        if (stopping) return;
      }
      if (batch.length) row = await writeBatch(row, layout, country, status?.id ?? null, seen, batch);
    } finally {
      source.destroy();
    }
    let listError: string | null = null;
    if (row.listId !== null) {
      const ids = (
        await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.tenantId, row.tenantId), eq(contacts.importId, row.id)))
      ).map((c) => c.id);
      const auth = await authOf(row);
      for (let at = 0; at < ids.length && !listError; at += 5000) {
        await deps.addToList(auth, row.listId, ids.slice(at, at + 5000)).catch((error: unknown) => {
          listError = `The contacts were imported, but not all could be added to the list: ${error instanceof Error ? error.message : String(error)}`;
        });
      }
    }
    const [done] = await db.update(csvImports).set({ status: 'done', error: listError, finishedAt: deps.clock.now() }).where(eq(csvImports.id, row.id)).returning();
    push(done!);
  }

  async function drain() {
    while (!stopping) {
      const [next] = await db
        .select()
        .from(csvImports)
        .where(inArray(csvImports.status, ['queued', 'running']))
        .orderBy(asc(csvImports.id))
        .limit(1);
      if (!next) return;
      try {
        await run(next);
      } catch (error) {
        if (stopping) return;
        const [failed] = await db
          .update(csvImports)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error), finishedAt: deps.clock.now() })
          .where(eq(csvImports.id, next.id))
          .returning();
        if (failed) push(failed);
      }
    }
  }

  return {
    /** Starts working through waiting imports (a new one, or those a stop left behind). */
    kick() {
      if (stopping) return;
      // An import queued while the loop is finishing its last look would wait for the next start:
      // the loop looks once more instead.
      if (draining) {
        kickedAgain = true;
        return;
      }
      draining = drain()
        .catch((error: unknown) => console.warn('[imports]', error instanceof Error ? error.message : error))
        .finally(() => {
          draining = null;
          if (kickedAgain) {
            kickedAgain = false;
            this.kick();
          }
        });
    },
    /** Begins (again) after a stop: what the stop left behind resumes from its last whole batch. */
    start() {
      stopping = false;
      this.kick();
    },
    /** Finishes the batch under way, then stops; the rest resumes on the next start. */
    async stop() {
      stopping = true;
      await draining;
    },
    /** Tests: wait until every waiting import is done. */
    idle: () => draining ?? Promise.resolve(),
  };
}
export type ImportRunner = ReturnType<typeof createImportRunner>;
