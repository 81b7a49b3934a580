import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SessionStore } from '../session/session-store';
import type { TelephonyHandlerDeps } from '../telephony/create-telephony';
import { createArchiveService } from './archive-service';
import { createMediaAccess } from './media-access';
import { registerRecordingMediaRoutes } from './recording-media-routes';
import { createZipDownloads } from './zip-downloads';
import { createRecordingSettings } from './recording-settings';

/** The recordings area, wired once per app: the archive and library, the players' audio, bulk downloads. */
export function createRecordings(deps: { db: Db; clock: Clock; secret: string; telephony: TelephonyHandlerDeps }) {
  const archive = createArchiveService(deps.db, deps.telephony.settings);
  const access = createMediaAccess(deps.secret, deps.clock);
  const zips = createZipDownloads({ clock: deps.clock, recordingsDir: deps.telephony.recordings.dir });
  return {
    handlerDeps: { archive, access, zips, settings: createRecordingSettings(deps.telephony.settings) },
    registerRoutes: (fastify: FastifyInstance, sessions: SessionStore) => registerRecordingMediaRoutes(fastify, { sessions, store: deps.telephony.recordings, archive, access, zips }),
  };
}

export type RecordingsHandlerDeps = ReturnType<typeof createRecordings>['handlerDeps'];
