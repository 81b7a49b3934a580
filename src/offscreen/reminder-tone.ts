/**
 * The task reminder sound: two short beeps made with Web Audio, so no media file ships. Plays in the
 * offscreen document, which may play audio without a user gesture.
 */
export function playReminderTone(): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const gain = ctx.createGain();
  gain.gain.value = 0.15;
  gain.connect(ctx.destination);
  for (const start of [0, 0.25]) {
    const osc = ctx.createOscillator();
    osc.frequency.value = 880;
    osc.connect(gain);
    osc.start(ctx.currentTime + start);
    osc.stop(ctx.currentTime + start + 0.15);
  }
  setTimeout(() => void ctx.close(), 1000);
}
