import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recording, successEnvelope } from '@/src/contract';
import { ApiError } from '../../http/api-error';
import type { SessionStore } from '../session/session-store';
import { MAX_RECORDING_BYTES, RECORDING_TYPES, type RecordingStore } from './recording-store';
import { bearerToken } from '../../http/bearer-token';
import type { RecordingUploads } from './recording-uploads';

const uploadReply = successEnvelope(recording);
const partReply = successEnvelope(z.object({ recording: recording.nullable() }));

/** A query parameter as a whole number at least 0, else a 400 naming it. */
function wholeNumber(value: unknown, name: string): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw new ApiError(400, `${name} must be a whole number`);
  return Number(value);
}

/**
 * Binary recording routes beside the JSON contract: upload of a soft call's recording from the
 * offscreen document (whole, or in parts while the call lasts). Playing and downloading them is the
 * recordings area's (server/areas/recordings/recording-media-routes.ts).
 */
export function registerRecordingRoutes(app: FastifyInstance, sessions: SessionStore, store: RecordingStore, uploads: RecordingUploads) {
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

    /**
     * A part of a recording made in the browser, uploaded while the call lasts (every few seconds):
     * parts 0, 1, 2... in order (409 otherwise); `last=1` finishes it (its body may be empty) and
     * answers the recording.
     */
    scope.post('/api/media/recording/parts', { bodyLimit: MAX_RECORDING_BYTES }, async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const query = request.query as { callId?: unknown; part?: unknown; last?: unknown; startedAt?: unknown };
      if (typeof query.callId !== 'string' || !query.callId.trim() || query.callId.length > 200) throw new ApiError(400, 'callId is required');
      const part = wholeNumber(query.part, 'part');
      const startedAtMs = query.startedAt === undefined ? null : wholeNumber(query.startedAt, 'startedAt');
      const mimeType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (mimeType !== 'audio/webm') throw new ApiError(400, 'Recording parts are audio/webm');
      const last = query.last === '1';
      const data = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Only the last part may be empty (the recorder had nothing more after the stop).
      if (data.length === 0 && !last) throw new ApiError(400, 'The recording part is empty');
      const saved = await uploads.addPart({ tenantId: auth.tenantId, userId: auth.userId, callId: query.callId.trim(), part, last, startedAtMs, data });
      return reply.send(partReply.parse({ status: 200, payload: { recording: saved } }));
    });
  });
}
