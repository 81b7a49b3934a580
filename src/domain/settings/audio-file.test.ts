import { describe, expect, it } from 'vitest';
import { audioFileInUseText, audioFileKind } from './audio-file';

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(new Array(16).fill(0)));

describe('audio files: the kind of an upload, by its content', () => {
  it('knows WAV, Ogg, WebM and MP3 (with an ID3 tag or from its first frame)', () => {
    expect(audioFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBe('wav');
    expect(audioFileKind(bytes('OggS'))).toBe('ogg');
    expect(audioFileKind(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(audioFileKind(bytes('ID3', [4, 0]))).toBe('mp3');
    expect(audioFileKind(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('refuses anything else whatever its name: text, a RIFF that is not WAVE, a PDF, a truncated file', () => {
    expect(audioFileKind(bytes('this is not audio at all'))).toBeNull();
    expect(audioFileKind(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(audioFileKind(bytes('%PDF-1.7'))).toBeNull();
    expect(audioFileKind(new Uint8Array([0xff, 0xfb]))).toBeNull();
  });

  it('names the queues that use a file', () => {
    expect(audioFileInUseText('Hold music', ['Sales line'])).toBe('Hold music is used by the queue Sales line.');
    expect(audioFileInUseText('Hold music', ['Sales', 'Support'])).toBe('Hold music is used by the queues Sales, Support.');
  });
});
