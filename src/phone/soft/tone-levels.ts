/** How long the far sides are listened to, and how often the spectrum is read meanwhile. */
const LISTEN_MS = 800;
const READ_EVERY_MS = 100;
const FFT_SIZE = 8192;
/** Bins either side of a frequency that count as "near" it (Opus and resampling blur a tone a little). */
const NEAR_BINS = 3;

/**
 * Diagnostics for the three-way audio of a join: listens to each call's far-side stream with a Web
 * Audio analyser and answers, per call, the loudest level (dB) near each asked frequency. The
 * streams are also playing through audio elements (Chromium feeds remote WebRTC audio to Web Audio
 * only then).
 */
export async function measureToneLevels(streams: Array<{ id: string; stream: MediaStream }>, frequencies: number[]): Promise<Array<{ id: string; levels: number[] }>> {
  const context = new AudioContext();
  try {
    await context.resume();
    const taps = streams.map(({ id, stream }) => {
      const analyser = context.createAnalyser();
      analyser.fftSize = FFT_SIZE;
      analyser.smoothingTimeConstant = 0;
      context.createMediaStreamSource(stream).connect(analyser);
      return { id, analyser, levels: frequencies.map(() => -Infinity) };
    });
    const bins = new Float32Array(FFT_SIZE / 2);
    const binOf = (frequency: number) => Math.round((frequency * FFT_SIZE) / context.sampleRate);
    for (let elapsed = 0; elapsed < LISTEN_MS; elapsed += READ_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      for (const tap of taps) {
        tap.analyser.getFloatFrequencyData(bins);
        frequencies.forEach((frequency, i) => {
          const center = binOf(frequency);
          for (let b = Math.max(0, center - NEAR_BINS); b <= Math.min(bins.length - 1, center + NEAR_BINS); b++) tap.levels[i] = Math.max(tap.levels[i]!, bins[b]!);
        });
      }
    }
    // JSON has no -Infinity: silence reads as -200 dB.
    return taps.map(({ id, levels }) => ({ id, levels: levels.map((l) => (Number.isFinite(l) ? Math.round(l * 10) / 10 : -200)) }));
  } finally {
    void context.close();
  }
}
