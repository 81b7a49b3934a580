import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Recording } from '@/src/contract';
import { analyseRecording } from '@/src/domain/recordings/recording-analysis';
import { ApiError } from '../../http/api-error';
import { decodeToChannels, remux } from './media/audio-encoder';
import type { RecordingStore } from './recording-store';

interface Upload {
  tenantId: number;
  userId: number;
  callId: string;
  file: string;
  nextPart: number;
  startedAtMs: number;
  idle: NodeJS.Timeout;
  finishing: Promise<Recording | null> | null;
}

/** Parts of one upload come one after the other; a recording is at most this many parts (3 s each: over 8 hours). */
const MAX_PARTS = 10_000;

/**
 * Recordings made in the browser (calls between browsers, which skip the media relay), uploaded in
 * parts every few seconds while the call lasts, so a closed page loses at most the last part. The
 * parts are appended in order; the last part, or no part for `idleMs` (the page is gone), ends the
 * upload: the WebM that MediaRecorder made is remuxed (it has no duration and does not seek until
 * then) and analysed like a relay recording.
 */
export function createRecordingUploads(deps: { store: RecordingStore; dir: string; idleMs?: number; log?: (line: string) => void }) {
  const idleMs = deps.idleMs ?? 15_000;
  const uploads = new Map<string, Upload>();
  const log = deps.log ?? (() => undefined);
  const keyOf = (tenantId: number, userId: number, callId: string) => `${tenantId}:${userId}:${callId}`;

  function finish(key: string, upload: Upload): Promise<Recording | null> {
    upload.finishing ??= (async () => {
      clearTimeout(upload.idle);
      uploads.delete(key);
      try {
        const webm = await remux(await readFile(upload.file), 'webm');
        const { left, right } = await decodeToChannels(webm);
        if (left.length === 0) return null;
        return await deps.store.save({
          tenantId: upload.tenantId,
          userId: upload.userId,
          callId: upload.callId,
          mimeType: 'audio/webm',
          data: webm,
          source: 'browser',
          analysis: analyseRecording(left, right, 8000, upload.startedAtMs),
        });
      } finally {
        await rm(upload.file, { force: true });
      }
    })();
    return upload.finishing;
  }

  return {
    /**
     * Appends part `part` (0, 1, 2, ...) of the caller's recording of a call; with `last` the
     * recording is finished and answered. A part out of order is 409 and changes nothing.
     */
    async addPart(input: { tenantId: number; userId: number; callId: string; part: number; last: boolean; startedAtMs: number | null; data: Buffer }): Promise<Recording | null> {
      const key = keyOf(input.tenantId, input.userId, input.callId);
      let upload = uploads.get(key);
      if (!upload) {
        if (input.part !== 0) throw new ApiError(409, `Recording part ${input.part} came before part 0`);
        await mkdir(deps.dir, { recursive: true });
        const file = path.join(deps.dir, `${input.tenantId}-${input.userId}-${input.callId.replace(/[^\w.-]/g, '_')}-${Date.now()}.part.webm`);
        const now = Date.now();
        // The phone says when the recording started; a clock far off is not believed.
        const startedAtMs = input.startedAtMs !== null && Math.abs(input.startedAtMs - now) < 3600_000 ? input.startedAtMs : now;
        upload = { tenantId: input.tenantId, userId: input.userId, callId: input.callId, file, nextPart: 0, startedAtMs, idle: setTimeout(() => undefined, 0), finishing: null };
        uploads.set(key, upload);
      }
      if (upload.finishing) throw new ApiError(409, 'This recording is already finished');
      if (input.part !== upload.nextPart || input.part >= MAX_PARTS) throw new ApiError(409, `Recording part ${upload.nextPart} is expected, not ${input.part}`);
      await appendFile(upload.file, input.data);
      upload.nextPart += 1;
      clearTimeout(upload.idle);
      const current = upload;
      if (input.last) return finish(key, current);
      current.idle = setTimeout(() => {
        log(`recording of ${current.callId}: no part for ${idleMs} ms, the page is gone; the recording so far is kept`);
        void finish(key, current).catch((error: unknown) => log(`recording of ${current.callId} failed: ${String(error)}`));
      }, idleMs);
      current.idle.unref();
      return null;
    },

    /** Shutting down: every recording so far is saved. */
    async close() {
      await Promise.all([...uploads.entries()].map(([key, upload]) => finish(key, upload).catch((error: unknown) => log(`recording of ${upload.callId} failed: ${String(error)}`))));
    },
  };
}

export type RecordingUploads = ReturnType<typeof createRecordingUploads>;
