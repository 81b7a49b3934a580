import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Recording } from '@/src/contract';
import { wavFile } from './media/wav';
import type { RecordingAnalysis } from '@/src/domain/recordings/recording-analysis';
import type { Db } from '../../db/database';
import { recordings } from '../../db/schema';

export const RECORDING_TYPES: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3' };
export const MAX_RECORDING_BYTES = 50 * 1024 * 1024;

/** A WAV file of silence (8 kHz, 16-bit mono): what a carrier without audio has to record. */
export const silentWav = (seconds: number): Buffer => wavFile(new Int16Array(Math.round(Math.min(seconds, 3600) * 8000)), 8000);

const view = (r: typeof recordings.$inferSelect): Recording => ({
  mediaName: r.mediaName,
  callId: r.callId,
  mimeType: r.mimeType,
  bytes: r.bytes,
  source: r.source === 'relay' ? 'relay' : 'browser',
  durationMs: r.durationMs,
  createdAt: r.createdAt.toISOString(),
});

export interface RecordingInput {
  tenantId: number;
  userId: number;
  callId: string;
  mimeType: string;
  data: Buffer;
  /** Where it was made (default: a browser's upload); an analysed recording carries its length and analysis. */
  source?: 'relay' | 'browser';
  analysis?: RecordingAnalysis;
}

/** Call recordings: files under DATA_DIR/recordings, rows scoped by tenant. */
export function createRecordingStore(db: Db, dir: string) {
  async function save(input: RecordingInput): Promise<Recording> {
    const ext = RECORDING_TYPES[input.mimeType] ?? 'bin';
    // Names are random: knowing one is not enough to fetch it, the tenant check still applies.
    const mediaName = `${randomUUID()}.${ext}`;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, mediaName), input.data);
    const [row] = await db
      .insert(recordings)
      .values({
        mediaName,
        tenantId: input.tenantId,
        userId: input.userId,
        callId: input.callId,
        mimeType: input.mimeType,
        bytes: input.data.length,
        source: input.source ?? 'browser',
        ...(input.analysis ? { durationMs: input.analysis.durationMs, analysis: input.analysis } : {}),
      })
      .returning();
    return view(row!);
  }

  return {
    save,
    /** Where a recording's file is kept (the media name is the file's name in this folder). */
    dir,
    saveSilence: (input: { tenantId: number; userId: number; callId: string; seconds: number }) => save({ ...input, mimeType: 'audio/wav', data: silentWav(input.seconds) }),

    async read(tenantId: number, mediaName: string): Promise<{ mimeType: string; data: Buffer } | null> {
      const [row] = await db
        .select()
        .from(recordings)
        .where(and(eq(recordings.mediaName, mediaName), eq(recordings.tenantId, tenantId)));
      if (!row) return null;
      return { mimeType: row.mimeType, data: await readFile(path.join(dir, row.mediaName)) };
    },

    /** The row of a recording of the tenant (no file read), or null. */
    async find(tenantId: number, mediaName: string): Promise<{ mediaName: string; mimeType: string; callId: string; userId: number; bytes: number } | null> {
      const [row] = await db
        .select({ mediaName: recordings.mediaName, mimeType: recordings.mimeType, callId: recordings.callId, userId: recordings.userId, bytes: recordings.bytes })
        .from(recordings)
        .where(and(eq(recordings.mediaName, mediaName), eq(recordings.tenantId, tenantId)));
      return row ?? null;
    },

    /** `onlyUserId`: only a recording that user made (restrictOwnActivityHistory). */
    async analysis(tenantId: number, mediaName: string, onlyUserId?: number): Promise<RecordingAnalysis | null> {
      const [row] = await db
        .select({ analysis: recordings.analysis })
        .from(recordings)
        .where(and(eq(recordings.mediaName, mediaName), eq(recordings.tenantId, tenantId), onlyUserId !== undefined ? eq(recordings.userId, onlyUserId) : undefined));
      return row?.analysis ?? null;
    },

    /** `onlyUserId`: only the recordings that user made (restrictOwnActivityHistory). */
    async listForCall(tenantId: number, callId: string, onlyUserId?: number): Promise<Recording[]> {
      const rows = await db
        .select()
        .from(recordings)
        .where(and(eq(recordings.tenantId, tenantId), eq(recordings.callId, callId), onlyUserId !== undefined ? eq(recordings.userId, onlyUserId) : undefined))
        .orderBy(asc(recordings.createdAt));
      return rows.map(view);
    },
  };
}

export type RecordingStore = ReturnType<typeof createRecordingStore>;
