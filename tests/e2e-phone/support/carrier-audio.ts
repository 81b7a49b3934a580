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
