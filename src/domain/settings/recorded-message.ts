/** Spec 3 section 9: a recording in the settings stops by itself after this long. */
export const RECORDING_AUTO_STOP_MS = 270_000;

/** Spec 3 section 8 texts of the audio files. */
export const AUDIO_TEXTS = {
  addFailed: 'Unable to add new audio file.',
  corrupted: (name: string) => `${name} audio file is corrupted.`,
  deleteFailed: (name: string) => `Unable to delete ${name} audio file.`,
} as const;

export type SaveRecordingOutcome = { ok: true; id: number } | { ok: false; alert: string };

/**
 * Spec 3 "audio files": save writes the metadata first, then uploads the binary; when the upload
 * fails the metadata is deleted (nothing half-made stays), and when that deletion fails too an
 * alert says the file is corrupted.
 */
export async function saveRecording(name: string, steps: { createMetadata(): Promise<number>; upload(id: number): Promise<void>; remove(id: number): Promise<void> }): Promise<SaveRecordingOutcome> {
  let id: number;
  try {
    id = await steps.createMetadata();
  } catch {
    return { ok: false, alert: AUDIO_TEXTS.addFailed };
  }
  try {
    await steps.upload(id);
    return { ok: true, id };
  } catch {
    try {
      await steps.remove(id);
    } catch {
      return { ok: false, alert: AUDIO_TEXTS.corrupted(name) };
    }
    return { ok: false, alert: AUDIO_TEXTS.addFailed };
  }
}
