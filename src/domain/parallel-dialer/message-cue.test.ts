import { describe, expect, it } from 'vitest';
import { AFTER_BEEP_SILENCE_MS, BEEP_WAIT_MAX_MS, messageCueStart, messageCueStep, type MessageCue } from './message-cue';

const run = (levels: number[]) => levels.reduce<MessageCue>((cue, level) => messageCueStep(cue, level), messageCueStart());
const frames = (ms: number, level: number) => Array.from({ length: ms / 20 }, () => level);

describe('the voice message waits for the end of the greeting and its beep', () => {
  it('is not ready while the greeting goes on with short pauses, nor during the beep', () => {
    expect(run([...frames(1500, 2000), ...frames(400, 0), ...frames(2000, 1500), ...frames(400, 8000)]).ready).toBe(false);
  });
  it(`is ready after ${AFTER_BEEP_SILENCE_MS} ms of silence following the beep`, () => {
    const beforeEnd = run([...frames(2000, 2000), ...frames(400, 8000), ...frames(AFTER_BEEP_SILENCE_MS - 20, 0)]);
    expect(beforeEnd.ready).toBe(false);
    expect(messageCueStep(beforeEnd, 0).ready).toBe(true);
  });
  it(`plays at the latest ${BEEP_WAIT_MAX_MS} ms after the machine was detected, even if it never goes quiet`, () => {
    expect(run(frames(BEEP_WAIT_MAX_MS - 20, 3000)).ready).toBe(false);
    expect(run(frames(BEEP_WAIT_MAX_MS, 3000)).ready).toBe(true);
  });
});
