import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordingFileName } from '@/src/domain/recordings/download-name';
import { ApiError, notFound } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import type { SessionStore } from '../session/session-store';
import type { RecordingStore } from '../telephony/recording-store';
import type { ArchiveService } from './archive-service';
import type { MediaAccess } from './media-access';
import type { ZipDownloads } from './zip-downloads';

const MEDIA_NAME = /^[\w-]{1,80}\.\w{2,5}$/;
const AUDIO_TYPES: Record<string, string> = { '.ogg': 'audio/ogg', '.webm': 'audio/webm', '.wav': 'audio/wav', '.mp3': 'audio/mpeg' };

/** An attachment header with a plain-ASCII fallback and the UTF-8 name (RFC 6266). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The recordings' binary routes beside the JSON contract:
 * - GET /api/media/recording/:mediaName streams a recording with range requests (seek a long call
 *   without downloading it), for a session (the archive's rules: 404 outside the tenant, 406 when
 *   not the user's to hear) or for the signed `access` address the metadata route handed out;
 *   `download=1` names it as an attachment;
 * - GET /api/media/recordings/zip/:token[?csvOnly=true] streams a bulk download.
 */
export function registerRecordingMediaRoutes(app: FastifyInstance, deps: { sessions: SessionStore; store: RecordingStore; archive: ArchiveService; access: MediaAccess; zips: ZipDownloads }) {
  app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: deps.store.dir,
      serve: false,
      // The players' seeks: byte ranges, and the browser may keep what it fetched.
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('content-type', AUDIO_TYPES[path.extname(file)] ?? 'application/octet-stream');
        reply.header('cache-control', 'private, max-age=3600');
      },
    });

    scope.get('/api/media/recording/:mediaName', async (request, reply) => {
      const { mediaName } = request.params as { mediaName: string };
      const query = request.query as { access?: unknown; download?: unknown };
      if (!MEDIA_NAME.test(mediaName)) throw notFound('Recording');
      let tenantId: number;
      if (typeof query.access === 'string') {
        const holder = deps.access.verify(query.access, mediaName);
        if (!holder) throw new ApiError(401, 'This recording address has expired: open the recording again');
        tenantId = holder.tenantId;
      } else {
        const auth = await deps.sessions.authenticate(bearerToken(request));
        tenantId = auth.tenantId;
        const recording = await deps.store.find(tenantId, mediaName);
        if (!recording) throw notFound('Recording');
        await deps.archive.mayHear(auth, recording);
      }
      const recording = await deps.store.find(tenantId, mediaName);
      if (!recording) throw notFound('Recording');
      if (query.download === '1') {
        const call = await deps.archive.callOf(tenantId, recording.callId);
        const name = recordingFileName({
          name: call?.contact?.name ?? null,
          number: (call?.direction === 'out' ? call.targetPhoneNumber : call?.sourcePhoneNumber) ?? '',
          startedAt: new Date(call?.startingTime ?? Date.now()),
          utcOffsetMinutes: 0,
          extension: path.extname(mediaName).slice(1),
        });
        reply.header('content-disposition', attachment(name));
      }
      return reply.sendFile(mediaName);
    });

    scope.get('/api/media/recordings/zip/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const { csvOnly } = request.query as { csvOnly?: unknown };
      const download = /^[\w-]{20,64}$/.test(token) ? await deps.zips.open(token, csvOnly === 'true' || csvOnly === '1') : null;
      if (!download) throw new ApiError(410, 'This download has expired: start it again');
      return reply.header('content-type', download.contentType).header('content-disposition', attachment(download.fileName)).header('cache-control', 'no-store').send(download.body);
    });
  });
}
