import { describe, expect, it } from 'vitest';
import { RECORDING_AUTO_STOP_MS, saveRecording } from './recorded-message';

const fail = () => Promise.reject(new Error('no'));

describe('saving a recorded audio file (spec 3)', () => {
  it('writes the metadata first, then uploads the binary', async () => {
    const calls: string[] = [];
    const outcome = await saveRecording('Drop', {
      createMetadata: async () => (calls.push('metadata'), 7),
      upload: async (id) => void calls.push(`upload ${id}`),
      remove: async (id) => void calls.push(`remove ${id}`),
    });
    expect(outcome).toEqual({ ok: true, id: 7 });
    expect(calls).toEqual(['metadata', 'upload 7']);
  });
  it('deletes the metadata when the upload fails', async () => {
    const removed: number[] = [];
    const outcome = await saveRecording('Drop', { createMetadata: async () => 9, upload: fail, remove: async (id) => void removed.push(id) });
    expect(removed).toEqual([9]);
    expect(outcome).toEqual({ ok: false, alert: 'Unable to add new audio file.' });
  });
  it("says '{name} audio file is corrupted.' when that deletion fails too", async () => {
    expect(await saveRecording('Drop', { createMetadata: async () => 9, upload: fail, remove: fail })).toEqual({ ok: false, alert: 'Drop audio file is corrupted.' });
  });
  it('uploads nothing when the metadata cannot be saved', async () => {
    let uploaded = false;
    expect(await saveRecording('Drop', { createMetadata: fail, upload: async () => void (uploaded = true), remove: fail })).toEqual({ ok: false, alert: 'Unable to add new audio file.' });
    expect(uploaded).toBe(false);
  });
  it('stops a recording after 270000 ms', () => expect(RECORDING_AUTO_STOP_MS).toBe(270_000));
});
