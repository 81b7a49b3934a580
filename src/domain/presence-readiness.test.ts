import { describe, expect, it } from 'vitest';
import { presenceValues } from '../contract/entities/session';
import { presenceForReadiness, queueReadinessOf } from './presence-readiness';

describe('queue readiness is derived from the one presence', () => {
  it('is ready exactly when the presence is available', () => {
    expect(presenceValues.map((p) => [p, queueReadinessOf(p)])).toEqual([
      ['available', 'ready'],
      ['away', 'paused'],
      ['busy', 'paused'],
      ['offline', 'paused'],
    ]);
  });

  it('maps a readiness set by an API client to the presence it means, and back to the same readiness', () => {
    expect(presenceForReadiness('ready')).toBe('available');
    expect(presenceForReadiness('paused')).toBe('away');
    for (const readiness of ['ready', 'paused'] as const) expect(queueReadinessOf(presenceForReadiness(readiness))).toBe(readiness);
  });
});
