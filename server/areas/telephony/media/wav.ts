/** 16-bit PCM WAV files: what the carrier keeps of a call, and how speech made by espeak-ng is read. */
export function wavFile(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Reads a 16-bit PCM WAV (mono, or the first channel); the chunks are walked, not assumed at fixed offsets. */
export function readWav(file: Buffer): { sampleRate: number; channels: number; samples: Int16Array } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (at + 8 <= file.length) {
    const id = file.toString('ascii', at, at + 4);
    // espeak-ng writes 0x7fffffff as the data size when it streams: read to the end then.
    const size = Math.min(file.readUInt32LE(at + 4), file.length - at - 8);
    if (id === 'fmt ') {
      channels = file.readUInt16LE(at + 10);
      sampleRate = file.readUInt32LE(at + 12);
      bits = file.readUInt16LE(at + 22);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`WAV with ${bits}-bit samples`);
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = file.readInt16LE(at + 8 + i * 2 * channels);
      return { sampleRate, channels, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** RMS of a stretch of samples, 0..32767. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

/** A sine tone (test signals, the answering machine's beep). */
export function tone(frequency: number, ms: number, sampleRate = 8000, amplitude = 8000): Int16Array {
  const out = new Int16Array(Math.round((ms * sampleRate) / 1000));
  for (let i = 0; i < out.length; i++) out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
  return out;
}

/** How strongly a frequency is present (Goertzel), as an amplitude comparable to `rms`. */
export function toneLevel(samples: Int16Array, frequency: number, sampleRate = 8000): number {
  const k = (2 * Math.PI * frequency) / sampleRate;
  const coeff = 2 * Math.cos(k);
  let s1 = 0;
  let s2 = 0;
  for (const x of samples) {
    const s0 = x + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
  return samples.length ? (2 * Math.sqrt(Math.max(0, power))) / samples.length : 0;
}

/** The stretch from the first to the last sample louder than `threshold` (leading and trailing silence cut). */
export function trimSilence(samples: Int16Array, threshold = 300): Int16Array {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < threshold) start++;
  while (end > start && Math.abs(samples[end - 1]!) < threshold) end--;
  return samples.subarray(start, end);
}
