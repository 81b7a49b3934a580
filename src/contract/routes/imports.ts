import { z } from 'zod';
import { defineRoute } from '../route';
import { csvImport, importField, importPreview, importReject, startImportBody } from '../entities/imports';
import { recordId } from './crm-params';
import { CSV_IMPORT_CAP as IMPORT_SCOPE } from '../../domain/imports/import-limits';

const importParams = z.object({ importId: recordId });

/**
 * CSV import (main.import, acl csvImport). The file itself is uploaded by the binary route
 * PUT /api/media/imports?fileName=...&entity=... (text/csv), which answers like getImport.
 */
export const importRoutes = {
  listImports: defineRoute({ method: 'GET', path: '/imports', reply: z.object({ imports: z.array(csvImport) }), auth: 'session', scope: IMPORT_SCOPE }),
  getImport: defineRoute({
    method: 'GET',
    path: '/imports/:importId',
    params: importParams,
    reply: z.object({ import: csvImport, preview: importPreview, fields: z.array(importField) }),
    auth: 'session',
    scope: IMPORT_SCOPE,
  }),
  /** The fields a column can fill for contacts or leads (the layout's, plus email and phones). */
  importFields: defineRoute({
    method: 'GET',
    path: '/imports/fields/:entity',
    params: z.object({ entity: z.enum(['contact', 'lead']) }),
    reply: z.object({ fields: z.array(importField) }),
    auth: 'session',
    scope: IMPORT_SCOPE,
  }),
  startImport: defineRoute({
    method: 'POST',
    path: '/imports/:importId/start',
    params: importParams,
    body: startImportBody,
    reply: z.object({ import: csvImport }),
    auth: 'session',
    scope: IMPORT_SCOPE,
    retry: false,
  }),
  /** The rows left out, with the reason for each (the page writes them as the rejects CSV). */
  importRejects: defineRoute({ method: 'GET', path: '/imports/:importId/rejects', params: importParams, reply: z.object({ rejects: z.array(importReject) }), auth: 'session', scope: IMPORT_SCOPE }),
};
