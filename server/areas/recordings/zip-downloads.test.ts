import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivedCall } from '@/src/contract';
import { createZipDownloads, MISSING_FILE, ZIP_TICKET_TTL_MS } from './zip-downloads';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'zip-downloads-'));
  await writeFile(path.join(dir, 'one.ogg'), Buffer.from('first audio'));
  await writeFile(path.join(dir, 'two.ogg'), Buffer.from('second audio'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const call = (id: string, mediaName: string, contact: string | null): ArchivedCall => ({
  id,
  user: { id: 1, name: 'Riley Rep' },
  contact: contact ? { id: 9, name: contact } : null,
  direction: 'out',
  sourcePhoneNumber: '+15550000010',
  targetPhoneNumber: '+12015550101',
  duration: 42,
  queueName: null,
  callDisposition: 'Connected',
  callObservation: 'said "yes", then, no',
  callScore: 3,
  summary: null,
  starred: true,
  sharedToLibrary: false,
  mediaName,
  mimeType: 'audio/ogg',
  startingTime: '2026-11-25T14:05:09.000Z',
  voiceMessageId: null,
  voiceMessageName: null,
});

describe('zip downloads', () => {
  it('names files by contact and time, keeps two of one name apart, and quotes the CSV', async () => {
    const clock = { now: () => new Date('2026-11-25T15:00:00Z') };
    const zips = createZipDownloads({ clock, recordingsDir: dir });
    const { token, count } = zips.issue({ tenantId: 1, userId: 1, calls: [call('a', 'one.ogg', 'Ada Lovelace'), call('b', 'two.ogg', 'Ada Lovelace')], utcOffset: 0 });
    expect(count).toBe(2);
    const download = await zips.open(token, false);
    const files = unzipSync(new Uint8Array(await buffer(download!.body as Readable)));
    expect(Object.keys(files).toSorted()).toEqual(['Ada Lovelace_2026-11-25_14-05-09 (2).ogg', 'Ada Lovelace_2026-11-25_14-05-09.ogg', 'recordings.csv']);
    expect(strFromU8(files['Ada Lovelace_2026-11-25_14-05-09.ogg']!)).toBe('first audio');
    expect(strFromU8(files['recordings.csv']!)).toContain('"said ""yes"", then, no"');
  });

  it('lists a recording whose file is gone in the CSV instead of breaking the zip', async () => {
    const zips = createZipDownloads({ clock: { now: () => new Date() }, recordingsDir: dir });
    const { token } = zips.issue({ tenantId: 1, userId: 1, calls: [call('a', 'one.ogg', 'Ada'), call('gone', 'gone.ogg', 'Bob')], utcOffset: 0 });
    const files = unzipSync(new Uint8Array(await buffer((await zips.open(token, false))!.body as Readable)));
    expect(Object.keys(files).filter((n) => n.endsWith('.ogg'))).toHaveLength(1);
    expect(strFromU8(files['recordings.csv']!)).toContain(`${MISSING_FILE} Bob_`);
  });

  it('forgets a token after 5 minutes', async () => {
    let now = 0;
    const zips = createZipDownloads({ clock: { now: () => new Date(now) }, recordingsDir: dir });
    const { token } = zips.issue({ tenantId: 1, userId: 1, calls: [call('a', 'one.ogg', null)], utcOffset: 0 });
    now = ZIP_TICKET_TTL_MS - 1;
    expect(await zips.open(token, true)).not.toBeNull();
    now = ZIP_TICKET_TTL_MS + 1;
    expect(await zips.open(token, true)).toBeNull();
  });
});
