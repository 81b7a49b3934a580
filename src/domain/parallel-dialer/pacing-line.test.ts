import { describe, expect, it } from 'vitest';
import { pacingLine } from './pacing-line';

const none = { personAnswers: 0, abandoned: 0, ratePercent: 0, limitPercent: 3 };

describe("the parallel dialer's pacing line", () => {
  it('says nobody answered yet rather than "0 of 0 people (0%)", and how many lines the guard lets dial', () => {
    expect(pacingLine({ abandonment: none, allowedLines: 1, assignedLines: 2, running: true })).toEqual({ history: { kind: 'noAnswers', limit: 3 }, lines: { kind: 'fewer', allowed: 1, lines: 2 } });
  });
  it("gives the list's 30 days and all lines when the guard holds none back", () => {
    expect(pacingLine({ abandonment: { personAnswers: 400, abandoned: 2, ratePercent: 0.5, limitPercent: 3 }, allowedLines: 3, assignedLines: 3, running: true })).toEqual({
      history: { kind: 'window', abandoned: 2, people: 400, rate: 0.5, limit: 3 },
      lines: { kind: 'all', lines: 3 },
    });
  });
  it('never says more lines dial than the rep has', () => {
    expect(pacingLine({ abandonment: none, allowedLines: 5, assignedLines: 2, running: true }).lines).toEqual({ kind: 'all', lines: 2 });
  });
  it('says nothing of lines when the session is not running', () => {
    expect(pacingLine({ abandonment: none, allowedLines: 1, assignedLines: 3, running: false }).lines).toBeNull();
  });
});
