import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { predefinedMessage, successEnvelope } from '@/src/contract';
import { AUDIO_FILE_MAX_BYTES } from '@/src/domain/settings/audio-file';
import { ApiError } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import type { SessionStore } from '../session/session-store';
import type { createPredefinedMessageService } from './predefined-message-service';

// The declared type only gets the body read; what the file is comes from its content (audioFileKind).
const MESSAGE_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg', 'audio/mp3', 'application/octet-stream'];
const uploadReply = successEnvelope(z.object({ message: predefinedMessage }));
const messageId = (params: unknown) => {
  const id = Number((params as { id?: string }).id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(400, 'id must be a whole number');
  return id;
};

/**
 * Binary routes of predefined messages beside the JSON contract (spec 3 "upload binary", "get binary
 * URL"): the recording made in the settings, and listening to it there (with the session's token).
 */
export function registerMessageAudioRoutes(app: FastifyInstance, sessions: SessionStore, messages: ReturnType<typeof createPredefinedMessageService>) {
  app.register(async (scope) => {
    for (const type of MESSAGE_TYPES) scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: AUDIO_FILE_MAX_BYTES }, (_req, body, done) => done(null, body));

    scope.put('/api/media/predefined-messages/:id/audio', { bodyLimit: AUDIO_FILE_MAX_BYTES }, async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const mimeType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!MESSAGE_TYPES.includes(mimeType)) throw new ApiError(400, 'Unsupported audio type');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'The audio file is empty');
      return reply.send(uploadReply.parse({ status: 200, payload: await messages.attachAudio(auth, messageId(request.params), request.body) }));
    });

    scope.get('/api/media/predefined-messages/:id/audio', async (request, reply) => {
      const auth = await sessions.authenticate(bearerToken(request));
      const file = await messages.audioOf(auth, messageId(request.params));
      return reply.type('audio/wav').send(createReadStream(file));
    });
  });
}
