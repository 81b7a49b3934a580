/**
 * Audio files (spec 3 /settings/audio): what an uploaded file is, read from its first bytes, never
 * from its name or the type the browser declared. The server converts any of these to the media
 * path's format; anything else is refused before it reaches the converter.
 */
export type AudioFileKind = 'wav' | 'mp3' | 'ogg' | 'webm';

export const AUDIO_FILE_ACCEPT = '.wav,.mp3,.ogg,.oga,.opus,audio/wav,audio/x-wav,audio/mpeg,audio/ogg';
export const AUDIO_FILE_MAX_BYTES = 20 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, ascii: string, at = 0) => [...ascii].every((char, i) => bytes[at + i] === char.charCodeAt(0));

export function audioFileKind(bytes: Uint8Array): AudioFileKind | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, 'OggS')) return 'ogg';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  // MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits, layer not 0).
  if (startsWith(bytes, 'ID3')) return 'mp3';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return 'mp3';
  return null;
}

/** Spec 3 section 5: deleting a file queues use needs a second, explicit confirmation. */
export const audioFileInUseText = (name: string, queues: readonly string[]) => `${name} is used by ${queues.length === 1 ? 'the queue' : 'the queues'} ${queues.join(', ')}.`;
