import { describe, expect, it } from 'vitest';
import { AMD_DEFAULTS, amdStart, amdStep, detectAnsweringMachine, frameLevel, type AmdState } from './answering-machine';

const VOICE = 2000;
/** Frames by level: [level, ms] runs (20 ms frames). */
function run(parts: [number, number][], state: AmdState = amdStart()): AmdState {
  let s = state;
  for (const [level, ms] of parts) for (let t = 0; t < ms; t += 20) s = amdStep(s, level);
  return s;
}

describe('answering-machine detection (classic parameters)', () => {
  it('takes a short greeting followed by 800 ms of silence for a person, decided 800 ms after the greeting ends', () => {
    const s = run([
      [0, 300],
      [VOICE, 600],
      [0, 1000],
    ]);
    expect(s.decision).toEqual({ verdict: 'human', cause: 'afterGreetingSilence', atMs: 1700, greetingEndMs: 900 });
  });

  it('takes 2500 ms of silence before any word for a machine', () => {
    expect(run([[0, 3000]]).decision).toMatchObject({ verdict: 'machine', cause: 'initialSilence', atMs: 2500, greetingEndMs: null });
  });

  it('takes a greeting of over 1500 ms of voice for a machine, pauses not counted', () => {
    const s = run([
      [VOICE, 40],
      [0, 40],
      [VOICE, 700],
      [0, 40],
      [VOICE, 900],
    ]);
    // The first 40 ms click is no word; the greeting starts at 80 ms, its 40 ms pause does not end the
    // word nor count, so 1500 ms of voice are reached 800 ms into the last run: at 820 + 800 ms.
    expect(s.decision).toMatchObject({ verdict: 'machine', cause: 'longGreeting', atMs: 1620 });
  });

  it('takes the fourth word for a machine', () => {
    const word: [number, number][] = [
      [VOICE, 200],
      [0, 100],
    ];
    const s = run([...word, ...word, ...word, ...word]);
    expect(s.decision).toMatchObject({ verdict: 'machine', cause: 'maxWords', atMs: 1000 });
  });

  it('ignores a click shorter than a word', () => {
    const s = run([
      [VOICE, 60],
      [0, 2000],
    ]);
    expect(s.decision).toBeNull();
    expect(s.greeted).toBe(false);
  });

  it('takes one word longer than the maximum for a machine (a tone, music)', () => {
    const s = run([[VOICE, 5200]], amdStart());
    // The long greeting comes first with the defaults; with a longer greeting allowed the word length decides.
    expect(s.decision!.cause).toBe('longGreeting');
    let t = amdStart();
    for (let ms = 0; ms < 5200; ms += 20) t = amdStep(t, VOICE, { ...AMD_DEFAULTS, greetingMs: 10_000, totalAnalysisMs: 10_000 });
    expect(t.decision).toMatchObject({ verdict: 'machine', cause: 'maxWordLength', atMs: 5000 });
  });

  it('is not sure after 5000 ms without a decision', () => {
    const chatter: [number, number][] = [];
    // Words of 400 ms with 700 ms pauses: never 800 ms of silence, never 4 words within 1500 ms of voice... until time runs out.
    const params = { ...AMD_DEFAULTS, maximumWords: 10 };
    let s = amdStart();
    for (let i = 0; i < 6; i++) chatter.push([VOICE, 200], [0, 700]);
    for (const [level, ms] of chatter) for (let t = 0; t < ms; t += 20) s = amdStep(s, level, params);
    expect(s.decision).toMatchObject({ verdict: 'notSure', cause: 'tooLong', atMs: 5000 });
  });

  it('keeps its decision once made', () => {
    const decided = run([[0, 2600]]);
    expect(amdStep(decided, VOICE)).toBe(decided);
  });

  it('measures a frame by its mean absolute amplitude, and runs over whole recordings', () => {
    expect(frameLevel(Int16Array.from([100, -300, 200, -400]))).toBe(250);
    expect(frameLevel(new Int16Array(0))).toBe(0);
    const hello = Int16Array.from({ length: 8000 * 0.5 }, (_, i) => Math.round(8000 * Math.sin(i / 3)));
    const audio = new Int16Array(8000 * 3);
    audio.set(hello, 8000 * 0.2);
    expect(detectAnsweringMachine(audio)).toMatchObject({ verdict: 'human', greetingEndMs: 700, atMs: 1500 });
    // Audio that stops before a decision is followed by silence.
    expect(detectAnsweringMachine(new Int16Array(800)).verdict).toBe('machine');
  });
});
