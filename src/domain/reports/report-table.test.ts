import { describe, expect, it } from 'vitest';
import { canExport, countBy, queueOutcomes } from './report-table';

describe('the ACD reports’ bars', () => {
  it('counts the abandoned calls of each queue', () => {
    expect(countBy([{ q: 'Billing' }, { q: 'Sales' }, { q: 'Sales' }], (r) => r.q)).toEqual({ Billing: 1, Sales: 2 });
    expect(countBy([], () => 'x')).toEqual({});
  });

  it('splits the calls queues received into accepted, abandoned and the rest', () => {
    const labels = { accepted: 'Accepted', abandoned: 'Abandoned', other: 'Other' };
    const rows = [
      { received: 1, accepted: 0, abandoned: 1 },
      { received: 4, accepted: 1, abandoned: 1 },
    ];
    expect(queueOutcomes(rows, labels)).toEqual({ Accepted: 1, Abandoned: 2, Other: 2 });
    expect(queueOutcomes([], labels)).toEqual({ Accepted: 0, Abandoned: 0, Other: 0 });
  });
});

describe('export', () => {
  it('is offered only once a run has rows: loaded or too large, not before a run, while running or after an error', () => {
    expect(canExport('loaded')).toBe(true);
    expect(canExport('tooLarge')).toBe(true);
    expect(canExport('idle')).toBe(false);
    expect(canExport('loading')).toBe(false);
    expect(canExport('error')).toBe(false);
  });
});
