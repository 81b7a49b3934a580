import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { successEnvelope } from '@/src/contract';
import type { Db } from '../../db/database';
import { emailInlineImages } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { SessionStore } from '../session/session-store';
import { inlineImagePath } from './inline-images';

/** Inline images are pictures in a body, kept small: 5,000,000 bytes each. */
export const MAX_INLINE_IMAGE_BYTES = 5_000_000;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const uploadReply = successEnvelope(z.object({ id: z.number().int(), url: z.string() }));

/**
 * PUT /api/media/inline-images (spec 1 section 7): one image as multipart/form-data; the reply's url
 * shows it in the editor. GET of that url needs no session (an <img> cannot send one): its token is
 * unguessable, like the tracking URLs. Registered inside the scope that has @fastify/multipart.
 */
export function registerInlineImageRoutes(scope: FastifyInstance, authenticate: (request: FastifyRequest) => ReturnType<SessionStore['authenticate']>, db: Db, publicUrl: () => string) {
  scope.put('/api/media/inline-images', async (request, reply) => {
    const auth = await authenticate(request);
    if (!request.isMultipart()) throw new ApiError(400, 'Send the image as multipart/form-data');
    const part = await request.file({ limits: { fileSize: MAX_INLINE_IMAGE_BYTES } });
    if (!part) throw new ApiError(400, 'The form has no image');
    const contentType = part.mimetype.toLowerCase();
    if (!IMAGE_TYPES.has(contentType)) throw new ApiError(400, 'An inline image must be PNG, JPEG, GIF or WebP', { code: 'INLINE_IMAGE_TYPE' });
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, 'The image is too large: at most 5MB', { code: 'INLINE_IMAGE_TOO_LARGE' });
      throw error;
    }
    if (data.length === 0) throw new ApiError(400, 'The image is empty');
    const token = randomBytes(18).toString('base64url');
    const [row] = await db.insert(emailInlineImages).values({ tenantId: auth.tenantId, userId: auth.userId, token, contentType, size: data.length, data }).returning({ id: emailInlineImages.id });
    if (!row) throw new ApiError(500, 'Upload failed');
    return reply.send(uploadReply.parse({ status: 200, payload: { id: row.id, url: `${publicUrl()}${inlineImagePath(token)}` } }));
  });

  scope.get('/api/media/inline-images/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!/^[\w-]{16,64}$/.test(token)) throw notFound('Image');
    const [image] = await db.select().from(emailInlineImages).where(eq(emailInlineImages.token, token));
    if (!image) throw notFound('Image');
    // Served as an image only, never sniffed into something else.
    return reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400').send(image.data);
  });
}
