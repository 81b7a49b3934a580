import { z } from 'zod';
import { defineRoute } from '../route';
import {
  archivedCall,
  archiveQuery,
  callHistoryBody,
  recordingMetadata,
  recordingSettings,
  recordingSettingsBody,
  scoreAndObsBody,
  starBody,
  zipAllBody,
  zipByIdsBody,
  zipTicket,
} from '../entities/recordings';

const callIdParam = z.object({ id: z.string().trim().min(1).max(200) });
const page = z.object({ calls: z.array(archivedCall) });

/**
 * Spec 2 section 7 "Recordings" and call history: the archive (own calls, every user's with monitor
 * read), the library (shared calls, when the tenant's sharing is on), the player's metadata, zip
 * downloads, stars, scores and notes. Who sees what is decided on the server.
 */
export const recordingsRoutes = {
  listRecordings: defineRoute({ method: 'GET', path: '/recordings', query: archiveQuery, reply: page, auth: 'session' }),
  countRecordings: defineRoute({ method: 'GET', path: '/recordings/count', query: archiveQuery, reply: z.object({ count: z.number().int() }), auth: 'session' }),
  userRecordings: defineRoute({
    method: 'GET',
    path: '/users/:userId/recordings',
    params: z.object({ userId: z.coerce.number().int().positive() }),
    query: archiveQuery,
    reply: page,
    auth: 'session',
  }),
  recordingMetadata: defineRoute({ method: 'GET', path: '/media/metadata/:id', params: callIdParam, reply: recordingMetadata, auth: 'session' }),
  zipRecordings: defineRoute({ method: 'POST', path: '/media/recordings/zip', body: zipByIdsBody, reply: zipTicket, auth: 'session' }),
  zipAllRecordings: defineRoute({ method: 'POST', path: '/media/recordings/zip/all', body: zipAllBody, reply: zipTicket, auth: 'session' }),
  callHistory: defineRoute({ method: 'GET', path: '/telephony/call/history/:id', params: callIdParam, reply: archivedCall, auth: 'session' }),
  /** Shares the call into the library or takes it out (archive edit, tenant sharing on). */
  updateCallHistory: defineRoute({ method: 'PATCH', path: '/telephony/call/history/:id', params: callIdParam, body: callHistoryBody, reply: archivedCall, auth: 'session' }),
  scoreCall: defineRoute({ method: 'PATCH', path: '/telephony/call/history/:id/scoreAndObs', params: callIdParam, body: scoreAndObsBody, reply: archivedCall, auth: 'session' }),
  /** Spec 3 recording settings: administrators read and change them. */
  recordingSettings: defineRoute({ method: 'GET', path: '/admin/recordings/settings', reply: recordingSettings, auth: 'session', scope: 'settings.admin' }),
  updateRecordingSettings: defineRoute({ method: 'PUT', path: '/admin/recordings/settings', body: recordingSettingsBody, reply: recordingSettings, auth: 'session', scope: 'settings.admin' }),
  starCall: defineRoute({ method: 'PATCH', path: '/telephony/call/history/:id/star', params: callIdParam, body: starBody, reply: archivedCall, auth: 'session', scope: 'monitor.read' }),
};
