import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { speak } from './media/speech';
import { wavFile } from './media/wav';

/**
 * The audio of predefined messages (voicemail drops, later the callback notice), as the media relay
 * plays them into calls: an 8 kHz WAV spoken from the message's script by espeak-ng, made once and
 * kept under `dir` (the name carries a hash of the text, so an edited script is spoken again).
 */
export function createMessageAudio(dir: string) {
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
      if (!exists) {
        await mkdir(dir, { recursive: true });
        await writeFile(file, wavFile(await speak(text, 'en-us+m3', 165), 8000));
      }
      return file;
    },
  };
}

export type MessageAudio = ReturnType<typeof createMessageAudio>;
