import { describe, expect, it } from 'vitest';
import { fixedColumns } from './listContactColumns';

describe('list contact columns', () => {
  it('offers Connect Score (30 days) and Last Connect only when connect score is enabled', () => {
    const keys = (enabled: boolean) => fixedColumns(enabled).map((c) => c.key);
    expect(keys(false)).not.toContain('connectScoreThirty');
    expect(keys(false)).not.toContain('lastConnect');
    expect(keys(true).slice(-2)).toEqual(['connectScoreThirty', 'lastConnect']);
    expect(keys(true).slice(0, -2)).toEqual(keys(false));
  });
});
