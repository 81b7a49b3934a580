/**
 * G.711 mu-law (PCMU, RTP payload type 0): 8 kHz, one byte per sample, what a telephone trunk
 * speaks. The classic segment encoder (ITU-T G.711), no tables needed at this scale.
 */
const BIAS = 0x84;
const CLIP = 32635;

export function muLawEncodeSample(pcm: number): number {
  let sample = Math.max(-32768, Math.min(32767, Math.round(pcm)));
  const sign = sample < 0 ? 0x80 : 0;
  if (sign) sample = -sample;
  if (sample > CLIP) sample = CLIP;
  sample += BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (sample & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (sample >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function muLawDecodeSample(byte: number): number {
  const u = ~byte & 0xff;
  const sign = u & 0x80;
  const exponent = (u >> 4) & 0x07;
  const mantissa = u & 0x0f;
  const magnitude = (((mantissa << 3) + BIAS) << exponent) - BIAS;
  return sign ? -magnitude : magnitude;
}

export const muLawEncode = (pcm: Int16Array): Buffer => Buffer.from(Array.from(pcm, muLawEncodeSample));
export const muLawDecode = (bytes: Uint8Array): Int16Array => Int16Array.from(bytes, muLawDecodeSample);
