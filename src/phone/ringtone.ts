/**
 * The incoming-call ring, played in the offscreen document (which stays alive when no UI is open):
 * a 440/480 Hz tone, 2 s on and 4 s off, until the call is answered, declined or gone.
 */
const RING_ON_MS = 2000;
const RING_PERIOD_MS = 6000;

export function createRingtone() {
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The output device it rings on; null: the system default. */
  let sinkId: string | null = null;

  const burst = () => {
    if (!context) return;
    const gain = context.createGain();
    gain.gain.value = 0.1;
    gain.connect(context.destination);
    for (const frequency of [440, 480]) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      oscillator.stop(context.currentTime + RING_ON_MS / 1000);
    }
  };

  return {
    start() {
      if (context || typeof AudioContext === 'undefined') return;
      context = new AudioContext();
      // AudioContext.setSinkId (Chrome 110): a device that is gone leaves the default.
      if (sinkId) void (context as AudioContext & { setSinkId?(id: string): Promise<void> }).setSinkId?.(sinkId).catch(() => undefined);
      burst();
      timer = setInterval(burst, RING_PERIOD_MS);
    },
    setSinkId(id: string | null) {
      sinkId = id;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      void context?.close();
      context = null;
    },
  };
}
