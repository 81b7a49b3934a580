import { describe, expect, it } from 'vitest';
import { greetingSpan, REPLAY_MARGIN_FRAMES } from './greeting-replay';

const frames = (count: number, level: number) => Array.from({ length: count }, () => level);

describe("the person's greeting replayed to the rep", () => {
  it('spans the greeting with a margin, without the silence before and after it', () => {
    const levels = [...frames(20, 10), ...frames(30, 3000), ...frames(5, 20), ...frames(10, 2000), ...frames(40, 0)];
    expect(greetingSpan(levels, 256)).toEqual({ start: 20 - REPLAY_MARGIN_FRAMES, end: 65 + REPLAY_MARGIN_FRAMES });
  });
  it('keeps within the frames heard', () => {
    expect(greetingSpan([3000, 3000, 0], 256)).toEqual({ start: 0, end: 3 });
  });
  it('is nothing when nothing was said', () => {
    expect(greetingSpan(frames(50, 100), 256)).toBeNull();
  });
});
