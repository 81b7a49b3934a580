import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify/sync';
import type { ArchivedCall } from '@/src/contract';
import { recordingFileName, uniqueNames } from '@/src/domain/recordings/download-name';
import type { Clock } from '../../clock';

/** A zip's token works this long after it was asked for. */
export const ZIP_TICKET_TTL_MS = 5 * 60_000;

/** How the CSV names a recording whose file could not be read. */
export const MISSING_FILE = '(file missing)';

const EXTENSIONS: Record<string, string> = { 'audio/ogg': 'ogg', 'audio/webm': 'webm', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3' };

interface Ticket {
  tenantId: number;
  userId: number;
  calls: ArchivedCall[];
  utcOffset: number;
  expiresAt: number;
}

/** The metadata CSV beside the audio (or alone): one row per recording, the file it is in. */
export function metadataCsv(calls: readonly ArchivedCall[], files: readonly string[]): string {
  return stringify(
    calls.map((c, i) => [
      files[i],
      c.startingTime,
      c.direction === 'out' ? 'Outbound' : 'Inbound',
      c.user.name,
      c.contact?.name ?? '',
      c.sourcePhoneNumber ?? '',
      c.targetPhoneNumber ?? '',
      c.duration,
      c.callDisposition ?? '',
      c.callScore ?? '',
      c.callObservation ?? '',
      c.starred ? 'yes' : 'no',
    ]),
    { header: true, columns: ['File', 'Start time (UTC)', 'Direction', 'User', 'Contact', 'From', 'To', 'Duration (s)', 'Call result', 'Score', 'Notes', 'Starred'], bom: true },
  );
}

/**
 * Bulk downloads (spec 2 section 7): the calls are chosen and checked when the token is asked
 * for; the token then fetches the zip (or its CSV alone) for a few minutes. The zip streams: files
 * are read one after the other as the client takes the bytes, never the whole archive in memory;
 * audio is stored as it is (already compressed).
 */
export function createZipDownloads(deps: { clock: Clock; recordingsDir: string }) {
  const tickets = new Map<string, Ticket>();

  const sweep = () => {
    const now = deps.clock.now().getTime();
    for (const [token, ticket] of tickets) if (ticket.expiresAt < now) tickets.delete(token);
  };

  const namesOf = (ticket: Ticket) =>
    uniqueNames(
      ticket.calls.map((c) =>
        recordingFileName({
          name: c.contact?.name ?? null,
          number: (c.direction === 'out' ? c.targetPhoneNumber : c.sourcePhoneNumber) ?? '',
          startedAt: new Date(c.startingTime),
          utcOffsetMinutes: ticket.utcOffset,
          extension: EXTENSIONS[c.mimeType] ?? 'bin',
        }),
      ),
    );

  return {
    issue(input: Omit<Ticket, 'expiresAt'>): { token: string; count: number; expiresAt: string } {
      sweep();
      const token = randomBytes(24).toString('base64url');
      const expiresAt = deps.clock.now().getTime() + ZIP_TICKET_TTL_MS;
      tickets.set(token, { ...input, expiresAt });
      return { token, count: input.calls.length, expiresAt: new Date(expiresAt).toISOString() };
    },

    /** The ticket's download, or null when the token is unknown or expired. A file gone from the disk is named so in the CSV, not zipped. */
    async open(token: string, csvOnly: boolean): Promise<{ contentType: string; fileName: string; body: Readable | string } | null> {
      sweep();
      const ticket = tickets.get(token);
      if (!ticket) return null;
      const fileOf = (call: ArchivedCall) => path.join(deps.recordingsDir, path.basename(call.mediaName));
      const present = await Promise.all(
        ticket.calls.map((call) =>
          access(fileOf(call)).then(
            () => true,
            () => false,
          ),
        ),
      );
      const files = namesOf(ticket).map((name, i) => (present[i] ? name : `${MISSING_FILE} ${name}`));
      const csv = metadataCsv(ticket.calls, files);
      if (csvOnly) return { contentType: 'text/csv; charset=utf-8', fileName: 'recordings.csv', body: csv };
      const zip = new ZipArchive({ store: true });
      const out = new PassThrough();
      zip.on('warning', (error: Error) => out.destroy(error));
      zip.on('error', (error: Error) => out.destroy(error));
      zip.pipe(out);
      ticket.calls.forEach((call, i) => {
        // Media names are ours (uuid.ext): never a path of the client's.
        if (present[i]) zip.append(createReadStream(fileOf(call)), { name: files[i]! });
      });
      zip.append(csv, { name: 'recordings.csv' });
      void zip.finalize();
      return { contentType: 'application/zip', fileName: 'recordings.zip', body: out };
    },
  };
}

export type ZipDownloads = ReturnType<typeof createZipDownloads>;
