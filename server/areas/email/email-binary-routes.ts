import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { emailAttachmentRef, successEnvelope } from '@/src/contract';
import { ATTACHMENTS_TOO_LARGE_MESSAGE, MAX_ATTACHMENT_TOTAL_BYTES } from '@/src/domain/email/email-constants';
import type { Db } from '../../db/database';
import { emailAttachments } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { SessionStore } from '../session/session-store';
import type { createEmailTrackingService, TrackingRequest } from './email-tracking-service';
import { registerInlineImageRoutes } from './inline-image-routes';
import { bearerToken } from '../../http/bearer-token';
import { routeRateLimit } from '../../http/rate-limits';

const uploadReply = successEnvelope(z.object({ id: z.number().int(), attachment: emailAttachmentRef }));
// A transparent 1x1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FILENAME = /^[^\\/\0\r\n]{1,255}$/;
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** Who fetched a tracking URL, for telling a person from the sender's pages and mail-privacy proxies. */
const trackingRequest = (request: FastifyRequest): TrackingRequest => ({
  userAgent: header(request.headers['user-agent']),
  ip: request.ip,
  referer: header(request.headers.referer) ?? header(request.headers.origin),
});

/**
 * Binary email routes beside the JSON contract. Upload: POST /api/v2/emails/attachments, a
 * multipart/form-data form with one file (spec 1 section 7); the reply carries its id.
 * Download: GET /api/v2/emails/attachments/:id?message_id. Tracking: GET /api/t/o/:token.gif (open)
 * and GET /api/t/c/:token/:index (click, redirects to the link's original target).
 */
export function registerEmailBinaryRoutes(app: FastifyInstance, sessions: SessionStore, db: Db, tracking: ReturnType<typeof createEmailTrackingService>, publicUrl: () => string) {
  app.register(async (scope) => {
    // One file per request, at most the whole 25,000,000-byte allowance (the total is checked at send).
    await scope.register(multipart, { limits: { files: 1, fileSize: MAX_ATTACHMENT_TOTAL_BYTES, fields: 5, parts: 6 } });
    registerInlineImageRoutes(scope, (request) => sessions.authenticate(bearerToken(request)), db, publicUrl);

    scope.post('/api/v2/emails/attachments', async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      if (!request.isMultipart()) throw new ApiError(400, 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw new ApiError(400, 'The form has no file');
      const filename = part.filename.trim();
      if (!FILENAME.test(filename)) throw new ApiError(400, 'The file needs a name');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, ATTACHMENTS_TOO_LARGE_MESSAGE, { code: 'ATTACHMENTS_TOO_LARGE' });
        throw error;
      }
      if (data.length === 0) throw new ApiError(400, 'The file is empty');
      const contentType = part.mimetype.split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';
      const [row] = await db.insert(emailAttachments).values({ tenantId: auth.tenantId, userId: auth.userId, filename, contentType, size: data.length, data }).returning({ id: emailAttachments.id });
      if (!row) throw new ApiError(500, 'Upload failed');
      return reply.send(uploadReply.parse({ status: 200, payload: { id: row.id, attachment: { id: row.id, filename, size: data.length, content_type: contentType } } }));
    });

    scope.get('/api/v2/emails/attachments/:id', async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const id = Number((request.params as { id: string }).id);
      const messageId = Number((request.query as { message_id?: string }).message_id);
      if (!Number.isInteger(id) || id <= 0) throw notFound('Attachment');
      const [file] = await db
        .select()
        .from(emailAttachments)
        .where(
          and(
            eq(emailAttachments.id, id),
            eq(emailAttachments.tenantId, auth.tenantId),
            // A sent file is fetched with its message id; a draft's only by its uploader.
            Number.isInteger(messageId) && messageId > 0 ? eq(emailAttachments.messageId, messageId) : and(isNull(emailAttachments.messageId), eq(emailAttachments.userId, auth.userId)),
          ),
        );
      if (!file) throw notFound('Attachment');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(file.data);
    });

    scope.get('/api/t/o/:file', { config: routeRateLimit('trackingPerAddress') }, async (request, reply) => {
      const token = (request.params as { file: string }).file.replace(/\.gif$/, '');
      if (/^[\w-]{10,64}$/.test(token)) await tracking.open(token, trackingRequest(request));
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    });

    scope.get('/api/t/c/:token/:index', { config: routeRateLimit('trackingPerAddress') }, async (request, reply) => {
      const { token, index } = request.params as { token: string; index: string };
      const target = /^[\w-]{10,64}$/.test(token) && /^\d{1,4}$/.test(index) ? await tracking.click(token, Number(index), trackingRequest(request)) : null;
      if (!target) throw notFound('Link');
      return reply.redirect(target, 302);
    });
  });
}
