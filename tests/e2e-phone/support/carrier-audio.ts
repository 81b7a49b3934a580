import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readWav } from '@/server/areas/telephony/media/wav';

/**
 * What the Simulated carrier kept of its call to `number` (its folder E2E_DATA_DIR/carrier-audio:
 * <number>_<Call-ID>.wav and .json): the 8 kHz samples it received, its metadata, and the samples
 * between two wall-clock instants (epoch ms).
 */
export async function carrierRecording(number: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'carrier-audio');
  const digits = number.replace(/\D/g, '');
  const find = async () => (await readdir(dir).catch(() => [] as string[])).find((f) => f.replace(/\D/g, '').startsWith(digits) && f.endsWith('.json'));
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  const name = (await find())!;
  const meta = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { startedAt: number; dtmf: string; headers: Record<string, string | null> };
  const { samples } = readWav(await readFile(path.join(dir, name.replace(/\.json$/, '.wav'))));
  const at = (ms: number) => Math.max(0, Math.round(((ms - meta.startedAt) * 8000) / 1000));
  return { meta, samples, between: (fromMs: number, toMs: number) => samples.subarray(at(fromMs), at(toMs)) };
}

/**
 * Every call the carrier kept to numbers ending in `number`'s digits that began at or after `sinceMs`
 * (epoch ms), oldest first: its metadata and the samples it received. Other specs of the run call
 * the same numbers, so a test reads only the calls it made.
 */
export async function carrierCallsSince(number: string, sinceMs: number) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'carrier-audio');
  const digits = number.replace(/\D/g, '');
  const names = async () => (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f.split('_')[0]!.replace(/\D/g, '').endsWith(digits));
  const read = async () => {
    const calls = [];
    for (const name of await names()) {
      const meta = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { callId: string; startedAt: number; headers: Record<string, string | null> };
      if (meta.startedAt < sinceMs) continue;
      calls.push({ meta, samples: readWav(await readFile(path.join(dir, name.replace(/\.json$/, '.wav')))).samples });
    }
    return calls.sort((a, b) => a.meta.startedAt - b.meta.startedAt);
  };
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return read();
}
