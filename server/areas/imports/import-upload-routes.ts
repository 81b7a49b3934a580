import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvImport, importField, importPreview, successEnvelope } from '@/src/contract';
import { ApiError, insufficientScope } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import type { SessionStore } from '../session/session-store';
import { CSV_IMPORT_CAP, IMPORT_MAX_BYTES } from '@/src/domain/imports/import-limits';
import type { ImportService } from './import-service';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];
const uploadReply = successEnvelope(z.object({ import: csvImport, preview: importPreview, fields: z.array(importField) }));
const uploadQuery = z.object({ fileName: z.string().trim().min(1).max(200).default('import.csv'), entity: z.enum(['contact', 'lead']).default('contact') });

/** The CSV file of an import, beside the JSON contract: PUT /api/media/imports (acl csvImport). */
export function registerImportUploadRoutes(app: FastifyInstance, sessions: SessionStore, imports: ImportService) {
  app.register(async (scope) => {
    for (const type of CSV_TYPES) scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.put('/api/media/imports', { bodyLimit: IMPORT_MAX_BYTES }, async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      if (!auth.capList.includes(CSV_IMPORT_CAP)) throw insufficientScope();
      const query = uploadQuery.safeParse(request.query);
      if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? 'Bad query');
      const mimeType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!CSV_TYPES.includes(mimeType)) throw new ApiError(400, 'Upload a CSV file.');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'The file is empty.');
      return reply.send(uploadReply.parse({ status: 200, payload: await imports.upload(auth, query.data.fileName, query.data.entity, request.body) }));
    });
  });
}
