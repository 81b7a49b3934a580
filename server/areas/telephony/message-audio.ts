import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { speak } from './media/speech';
import { wavFile } from './media/wav';

/** Speaks a message's text as 8 kHz samples (espeak-ng). */
export type Synthesize = (text: string) => Promise<Int16Array>;
const espeak: Synthesize = (text) => speak(text, 'en-us+m3', 165);

/**
 * The audio of predefined messages (voicemail drops, the callback notice), as the media relay plays
 * them into calls: a recorded message's own file, else an 8 kHz WAV spoken from the message's script
 * by espeak-ng, made once and kept under `dir` (the name carries a hash of the text, so an edited
 * script is spoken again). A file appears whole or not at all (written aside, then renamed), and one
 * text is spoken once however many calls ask for it at the same time: the relay may be reading the
 * file while another request would otherwise be writing it again.
 */
export function createMessageAudio(dir: string, synthesize: Synthesize = espeak) {
  const making = new Map<string, Promise<string>>();
  return {
    async fileFor(message: { id: number; tenantId: number; name: string; script: string | null; audioFile?: string | null }): Promise<string> {
      // A recorded message plays its recording.
      if (message.audioFile) return message.audioFile;
      const text = message.script?.trim() || message.name;
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
      const file = path.join(dir, `${message.tenantId}-${message.id}-${hash}.wav`);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (exists) return file;
      let pending = making.get(file);
      if (!pending) {
        pending = (async () => {
          await mkdir(dir, { recursive: true });
          const aside = `${file}.${randomUUID().slice(0, 8)}.tmp`;
          await writeFile(aside, wavFile(await synthesize(text), 8000));
          await rename(aside, file);
          return file;
        })().finally(() => making.delete(file));
        making.set(file, pending);
      }
      return pending;
    },
  };
}

export type MessageAudio = ReturnType<typeof createMessageAudio>;
