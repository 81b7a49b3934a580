import { describe, expect, it } from 'vitest';
import { abandonRate, DEFAULT_ABANDON_LIMIT, expectedAbandonShare, pacedLines, personAnswerEstimate } from './pacing';

/** A small seeded generator, so the simulations are the same on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('abandonment arithmetic', () => {
  it('is 0 with one line, and close to (L - 1) p / 2 for a small answer rate', () => {
    expect(expectedAbandonShare(1, 0.5)).toBe(0);
    expect(expectedAbandonShare(3, 0)).toBe(0);
    expect(expectedAbandonShare(3, 0.02)).toBeCloseTo((2 * 0.02) / 2, 3);
    // Everyone answers: all but one of L are abandoned.
    expect(expectedAbandonShare(5, 1)).toBeCloseTo(4 / 5, 10);
  });

  it('estimates the answer rate from a prior of 25%, tighter as dials add up', () => {
    expect(personAnswerEstimate(0, 0).rate).toBe(0.25);
    const few = personAnswerEstimate(10, 5);
    const many = personAnswerEstimate(1000, 500);
    expect(many.rate).toBeCloseTo(0.5, 2);
    expect(many.upper - many.rate).toBeLessThan(few.upper - few.rate);
    expect(abandonRate({ personAnswers: 0, abandoned: 0 })).toBe(0);
    expect(abandonRate({ personAnswers: 200, abandoned: 5 })).toBe(0.025);
  });
});

describe('paced lines (the 3% guard)', () => {
  it('dials one line on a list nobody has answered yet, since two answering at once would be 50%', () => {
    expect(pacedLines({ requested: 5, window: { personAnswers: 0, abandoned: 0 }, dials: 0, personAnswers: 0 })).toBe(1);
  });

  it('opens more lines as the window holds more people and the answer rate is low', () => {
    // 2% of dials reach a person: five lines abandon about 4% of them, within the window's slack.
    expect(pacedLines({ requested: 5, window: { personAnswers: 400, abandoned: 2 }, dials: 20_000, personAnswers: 400 })).toBe(5);
    expect(pacedLines({ requested: 3, window: { personAnswers: 400, abandoned: 2 }, dials: 20_000, personAnswers: 400 })).toBe(3);
    // 10%: four lines would abandon about 15%, more than the slack over the next 100 people allows.
    expect(pacedLines({ requested: 5, window: { personAnswers: 400, abandoned: 2 }, dials: 4000, personAnswers: 400 })).toBe(3);
  });

  it('closes lines as the rate nears the limit, and when people answer a lot', () => {
    const near = pacedLines({ requested: 5, window: { personAnswers: 400, abandoned: 11 }, dials: 20_000, personAnswers: 400 });
    const far = pacedLines({ requested: 5, window: { personAnswers: 400, abandoned: 2 }, dials: 20_000, personAnswers: 400 });
    expect(near).toBeLessThan(far);
    expect(pacedLines({ requested: 5, window: { personAnswers: 400, abandoned: 2 }, dials: 500, personAnswers: 400 })).toBeLessThan(far);
    // At the limit: one line.
    expect(pacedLines({ requested: 5, window: { personAnswers: 100, abandoned: 3 }, dials: 1000, personAnswers: 100 })).toBe(1);
  });

  it('never lets a round take the rate over the limit, even if every line is answered', () => {
    for (const answered of [0, 10, 50, 100, 300, 1000]) {
      for (let abandoned = 0; abandoned <= answered * DEFAULT_ABANDON_LIMIT; abandoned++) {
        const lines = pacedLines({ requested: 5, window: { personAnswers: answered, abandoned }, dials: 2000, personAnswers: 100 });
        expect((abandoned + lines - 1) / (answered + lines)).toBeLessThanOrEqual(DEFAULT_ABANDON_LIMIT + 1e-12);
      }
    }
  });

  it('keeps a list that answers mostly with people at or below 3% over 20,000 rounds with 5 lines requested', () => {
    const next = random(42);
    const p = 0.6;
    const window = { personAnswers: 0, abandoned: 0 };
    let dials = 0;
    let worst = 0;
    let linesUsed = 0;
    for (let round = 0; round < 20_000; round++) {
      const lines = pacedLines({ requested: 5, window, dials, personAnswers: window.personAnswers });
      linesUsed += lines;
      let answeredNow = 0;
      for (let l = 0; l < lines; l++) if (next() < p) answeredNow += 1;
      dials += lines;
      window.personAnswers += answeredNow;
      window.abandoned += Math.max(0, answeredNow - 1);
      worst = Math.max(worst, abandonRate(window));
    }
    expect(worst).toBeLessThanOrEqual(DEFAULT_ABANDON_LIMIT);
    // It still dials more than one line on average once the window allows it.
    expect(linesUsed / 20_000).toBeGreaterThan(1);
  });
});
