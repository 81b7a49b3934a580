import type { FastifyInstance } from 'fastify';
import { recording, successEnvelope } from '@/src/contract';
import { ApiError, notFound } from '../../http/api-error';
import type { SessionStore } from '../session/session-store';
import { MAX_RECORDING_BYTES, RECORDING_TYPES, type RecordingStore } from './recording-store';
import { bearerToken } from '../../http/bearer-token';

const uploadReply = successEnvelope(recording);

/**
 * Binary recording routes beside the JSON contract: upload of a soft call's recording from the
 * offscreen document, and download by media name for the same tenant only.
 */
export function registerRecordingRoutes(app: FastifyInstance, sessions: SessionStore, store: RecordingStore) {
  app.register(async (scope) => {
    for (const type of Object.keys(RECORDING_TYPES)) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_RECORDING_BYTES }, (_req, body, done) => done(null, body));
    }

    scope.post('/api/media/recording', { bodyLimit: MAX_RECORDING_BYTES }, async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const callId = (request.query as { callId?: unknown }).callId;
      if (typeof callId !== 'string' || !callId.trim() || callId.length > 200) throw new ApiError(400, 'callId is required');
      const mimeType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!RECORDING_TYPES[mimeType]) throw new ApiError(400, 'Unsupported recording type');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'The recording is empty');
      const saved = await store.save({ tenantId: auth.tenantId, userId: auth.userId, callId: callId.trim(), mimeType, data: request.body });
      return reply.send(uploadReply.parse({ status: 200, payload: saved }));
    });

    scope.get('/api/media/recording/:mediaName', async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const { mediaName } = request.params as { mediaName: string };
      const file = /^[\w-]{1,80}\.\w{2,5}$/.test(mediaName) ? await store.read(auth.tenantId, mediaName) : null;
      if (!file) throw notFound('Recording');
      return reply.header('content-type', file.mimeType).header('cache-control', 'private, max-age=3600').send(file.data);
    });
  });
}
