import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS, outcomeFor } from './outcomes';

describe('Simulated carrier outcomes by last digit', () => {
  it.each(['0', '1', '2', '3', '4'])('a number ending %s is answered by a person after 2 s', (d) => {
    expect(outcomeFor(`+1555010${d}`, DEFAULT_TIMINGS, 30)).toEqual({ kind: 'answer', afterMs: 2000, party: 'person' });
  });
  it('a number ending 5 is answered by a person after 6 s', () => {
    expect(outcomeFor('5550105', DEFAULT_TIMINGS, 30)).toEqual({ kind: 'answer', afterMs: 6000, party: 'person' });
  });
  it('a number ending 6 is answered by a machine after 3 s with a beep at 8.5 s (after a long greeting)', () => {
    expect(outcomeFor('5550106', DEFAULT_TIMINGS, 30)).toEqual({ kind: 'answer', afterMs: 3000, party: 'machine', beepAtMs: 8500 });
  });
  it('a number ending 7 is busy (486)', () => {
    expect(outcomeFor('5550107', DEFAULT_TIMINGS, 30)).toMatchObject({ kind: 'reject', statusCode: 486 });
  });
  it('a number ending 8 rings for the maximum ringing length, then 480', () => {
    expect(outcomeFor('5550108', DEFAULT_TIMINGS, 30)).toMatchObject({ kind: 'noAnswer', afterMs: 30_000, statusCode: 480 });
    expect(outcomeFor('5550108', DEFAULT_TIMINGS, 2)).toMatchObject({ afterMs: 2000 });
  });
  it('a number ending 9 is unreachable (503)', () => {
    expect(outcomeFor('+1 (555) 010-9', DEFAULT_TIMINGS, 30)).toMatchObject({ kind: 'reject', statusCode: 503 });
  });
});
