import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { CsvImport, ImportPreview, StartImportBody } from '@/src/contract';
import { startImportBody } from '@/src/contract';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@/src/domain/imports/import-limits';
import type { Db } from '../../db/database';
import { csvImportRejects, csvImports } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { createLayoutService } from '../layouts/layout-service';
import { loadWritableList } from '../lists/list-access';
import type { AuthContext } from '../session/session-store';
import { importFieldsOf } from './import-fields';

const PREVIEW_ROWS = 5;

export type ImportRow = typeof csvImports.$inferSelect;

export const toCsvImport = (row: ImportRow): CsvImport => ({
  id: row.id,
  fileName: row.fileName,
  entity: row.entity,
  status: row.status,
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  createdCount: row.createdCount,
  duplicateCount: row.duplicateCount,
  rejectedCount: row.rejectedCount,
  listId: row.listId,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export const importFileOf = (dir: string, row: Pick<ImportRow, 'tenantId' | 'id'>) => path.join(dir, String(row.tenantId), `${row.id}.csv`);

/** The header and the first records of a stored file, read as a stream (never the whole file). */
async function readPreview(file: string): Promise<ImportPreview> {
  const rows: string[][] = [];
  const input = createReadStream(file, 'utf8');
  const source = input.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }));
  // pipe() does not pass a read error on: without this a missing file hangs the request and the error goes unhandled.
  input.on('error', (error) => source.destroy(error));
  try {
    for await (const values of source as AsyncIterable<string[]>) {
      rows.push(values);
      if (rows.length > PREVIEW_ROWS) break;
    }
  } catch (error) {
    // The stored file is gone (a data directory cleaned by hand): the import has nothing to preview.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    source.destroy();
  }
  return { columns: rows[0] ?? [], rows: rows.slice(1) };
}

/** CSV imports of one user: upload, preview and mapping, start, rejects. The job itself is import-job.ts. */
export function createImportService(deps: { db: Db; dir: string; kick: () => void }) {
  const { db } = deps;
  const layouts = createLayoutService(db);

  async function rowOf(auth: AuthContext, importId: number): Promise<ImportRow> {
    const [row] = await db
      .select()
      .from(csvImports)
      .where(and(eq(csvImports.id, importId), eq(csvImports.tenantId, auth.tenantId), eq(csvImports.userId, auth.userId)));
    if (!row) throw notFound('Import');
    return row;
  }

  async function fields(auth: AuthContext, entity: 'contact' | 'lead') {
    return importFieldsOf(await layouts.layout(auth.tenantId, entity));
  }

  async function detail(auth: AuthContext, row: ImportRow) {
    return { import: toCsvImport(row), preview: await readPreview(importFileOf(deps.dir, row)), fields: await fields(auth, row.entity) };
  }

  return {
    fields,

    /** Checks and keeps an uploaded file: a header and at least one record, within the limits. */
    async upload(auth: AuthContext, fileName: string, entity: 'contact' | 'lead', content: Buffer) {
      const text = content.toString('utf8');
      if (text.includes('\u0000')) throw new ApiError(400, 'This is not a CSV text file.');
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
      const columns = parsed.data[0] ?? [];
      const records = parsed.data.length - 1;
      if (columns.length === 0 || columns.every((c) => !c.trim())) throw new ApiError(400, 'The file has no header row.');
      if (columns.length > IMPORT_MAX_COLUMNS) throw new ApiError(400, `A file may have at most ${IMPORT_MAX_COLUMNS} columns.`);
      if (records < 1) throw new ApiError(400, 'The file has no rows to import.');
      if (records > IMPORT_MAX_ROWS) throw new ApiError(400, `A file may have at most ${IMPORT_MAX_ROWS} rows.`);
      const [row] = await db
        .insert(csvImports)
        .values({ tenantId: auth.tenantId, userId: auth.userId, fileName: fileName.slice(0, 200) || 'import.csv', entity, totalRows: records })
        .returning();
      if (!row) throw new Error('import not created');
      const file = importFileOf(deps.dir, row);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, content);
      } catch (error) {
        await db.delete(csvImports).where(eq(csvImports.id, row.id));
        throw error;
      }
      return detail(auth, row);
    },

    async get(auth: AuthContext, importId: number) {
      return detail(auth, await rowOf(auth, importId));
    },

    async list(auth: AuthContext): Promise<CsvImport[]> {
      const rows = await db
        .select()
        .from(csvImports)
        .where(and(eq(csvImports.tenantId, auth.tenantId), eq(csvImports.userId, auth.userId)))
        .orderBy(desc(csvImports.id))
        .limit(20);
      return rows.map(toCsvImport);
    },

    /** Checks the mapping against the file and the layout, then queues the job. */
    async start(auth: AuthContext, importId: number, input: StartImportBody): Promise<CsvImport> {
      const body = startImportBody.parse(input);
      const row = await rowOf(auth, importId);
      if (row.status !== 'uploaded') throw new ApiError(409, 'This import has already started.');
      const { columns } = await readPreview(importFileOf(deps.dir, row));
      const known = new Set((await fields(auth, body.entity)).map((f) => f.fieldName));
      const mapped = Object.entries(body.mapping);
      if (mapped.length === 0) throw new ApiError(400, 'Map at least one column to a field.');
      for (const [field, column] of mapped) {
        if (!known.has(field)) throw new ApiError(400, `Unknown field ${field}`);
        if (column >= columns.length) throw new ApiError(400, `The file has no column ${column + 1}.`);
      }
      if (!('firstName' in body.mapping) && !('lastName' in body.mapping)) throw new ApiError(400, 'Map a column to the first or the last name.');
      for (const field of Object.keys(body.defaults)) {
        if (!known.has(field)) throw new ApiError(400, `Unknown field ${field}`);
        if (field in body.mapping) throw new ApiError(400, `${field} is filled by a column: it takes no default.`);
      }
      if (body.listId !== null) await loadWritableList(db, auth, body.listId);
      const [queued] = await db
        .update(csvImports)
        .set({ status: 'queued', entity: body.entity, mapping: body.mapping, defaults: body.defaults, dedupeBy: body.dedupeBy, listId: body.listId })
        .where(and(eq(csvImports.id, row.id), eq(csvImports.status, 'uploaded')))
        .returning();
      if (!queued) throw new ApiError(409, 'This import has already started.');
      deps.kick();
      return toCsvImport(queued);
    },

    async rejects(auth: AuthContext, importId: number) {
      const row = await rowOf(auth, importId);
      const rejects = await db
        .select({ rowNumber: csvImportRejects.rowNumber, reason: csvImportRejects.reason, values: csvImportRejects.values })
        .from(csvImportRejects)
        .where(and(eq(csvImportRejects.importId, row.id), eq(csvImportRejects.tenantId, auth.tenantId)))
        .orderBy(csvImportRejects.rowNumber);
      return rejects;
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
