import { MAX_ZIP_RECORDINGS } from '@/src/contract';
import type { recordingsRoutes } from '@/src/contract/routes/recordings';
import type { AreaHandlers } from '../../http/handlers';
import { ApiError } from '../../http/api-error';
import type { RecordingsHandlerDeps } from './create-recordings';

const TOO_MANY = `At most ${MAX_ZIP_RECORDINGS} recordings can be downloaded at once: narrow the search`;

export function recordingsHandlers(deps: { recordings: RecordingsHandlerDeps }): AreaHandlers<typeof recordingsRoutes> {
  const { archive, access, zips, settings } = deps.recordings;
  return {
    listRecordings: async ({ auth, query }) => ({ calls: await archive.page(auth, query) }),
    countRecordings: async ({ auth, query }) => ({ count: await archive.count(auth, query) }),
    userRecordings: async ({ auth, params, query }) => ({ calls: await archive.page(auth, { ...query, userId: params.userId }) }),
    recordingMetadata: async ({ auth, params }) => {
      const { call } = await archive.visibleCall(auth, params.id);
      const signed = access.sign({ tenantId: auth.tenantId, userId: auth.userId, mediaName: call.mediaName });
      const durationMs = call.duration > 0 ? call.duration * 1000 : null;
      return { call, audio: { url: `/media/recording/${encodeURIComponent(call.mediaName)}?access=${encodeURIComponent(signed.token)}`, expiresAt: signed.expiresAt.toISOString(), durationMs } };
    },
    zipRecordings: async ({ auth, body }) => {
      // Each call by the same rules as opening it: one not the user's to hear stops the whole download.
      const unique = [...new Set(body.ids)];
      const calls = [];
      for (const id of unique) calls.push((await archive.visibleCall(auth, id)).call);
      return zips.issue({ tenantId: auth.tenantId, userId: auth.userId, calls, utcOffset: body.utcOffset });
    },
    zipAllRecordings: async ({ auth, body }) => {
      const calls = await archive.all(auth, body.filter, body.excludedIds, MAX_ZIP_RECORDINGS);
      if (calls.length > MAX_ZIP_RECORDINGS) throw new ApiError(400, TOO_MANY);
      if (calls.length === 0) throw new ApiError(400, 'No recordings match this search');
      return zips.issue({ tenantId: auth.tenantId, userId: auth.userId, calls, utcOffset: body.utcOffset });
    },
    callHistory: async ({ auth, params }) => (await archive.visibleCall(auth, params.id)).call,
    updateCallHistory: async ({ auth, params, body }) => archive.share(auth, params.id, body.sharedToLibrary),
    scoreCall: async ({ auth, params, body }) => archive.scoreAndObserve(auth, params.id, body),
    recordingSettings: async ({ auth }) => settings.read(auth.tenantId),
    updateRecordingSettings: async ({ auth, body }) => settings.update(auth.tenantId, body),
    starCall: async ({ auth, params, body }) => archive.star(auth, params.id, body.starred),
  };
}
