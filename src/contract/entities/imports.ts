import { z } from 'zod';

/**
 * CSV imports of contacts or leads (issue #20, main.import and /settings/imports/{importId}): a file
 * uploaded, its columns mapped to layout fields, then run as a server job whose progress is pushed.
 */
export const importStatus = z.enum(['uploaded', 'queued', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof importStatus>;
export const importDedupe = z.enum(['email', 'phone', 'none']);

/** Targets besides the layout's own fields: the record's email and its work and mobile phones. */
export const IMPORT_EMAIL_FIELD = 'email';
export const IMPORT_PHONE_FIELD = 'phone';
export const IMPORT_MOBILE_FIELD = 'mobilePhone';

export const csvImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  entity: z.enum(['contact', 'lead']),
  status: importStatus,
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  duplicateCount: z.number().int(),
  rejectedCount: z.number().int(),
  listId: z.number().int().nullable(),
  /** Why the job stopped (failed), or what went wrong adding the contacts to the list. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CsvImport = z.infer<typeof csvImport>;

export const importPreview = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
export type ImportPreview = z.infer<typeof importPreview>;

/** A field a column can fill: the layout's, plus email and phones. */
export const importField = z.object({ fieldName: z.string(), label: z.string(), isRequired: z.boolean() });
export type ImportField = z.infer<typeof importField>;

/** Field name -> column index. */
export const importMapping = z.record(z.string().max(80), z.number().int().min(0).max(499));

export const startImportBody = z.object({
  entity: z.enum(['contact', 'lead']),
  mapping: importMapping,
  dedupeBy: importDedupe.default('email'),
  listId: z.number().int().positive().nullable().default(null),
  /** Field name -> one value for every row, for fields no column fills (a required field the file lacks). */
  defaults: z.record(z.string().max(80), z.string().trim().min(1).max(255)).default({}),
});
export type StartImportBody = z.input<typeof startImportBody>;

export const importReject = z.object({ rowNumber: z.number().int(), reason: z.string(), values: z.array(z.string()) });
export type ImportReject = z.infer<typeof importReject>;

export const IMPORT_PROGRESS_EVENT = 'import.progress';
export const importProgressEvent = csvImport;
