import { describe, expect, it } from 'vitest';
import { RECOVERY_RETRY_MS, recoveryRetryDelay } from './recovery-retry';

describe('recoveryRetryDelay', () => {
  it('answers glare (491) with RFC 3261 14.1 timers: the Call-ID owner waits 2.1-4 s', () => {
    expect(recoveryRetryDelay(491, true, () => 0)).toBe(2100);
    expect(recoveryRetryDelay(491, true, () => 0.999999)).toBe(4000);
    expect(recoveryRetryDelay(491, true, () => 0.5)).toBe(3050);
  });

  it('answers glare (491) on the other side with 0-2 s, so the two never retry in step', () => {
    expect(recoveryRetryDelay(491, false, () => 0)).toBe(0);
    expect(recoveryRetryDelay(491, false, () => 0.999999)).toBe(2000);
    expect(recoveryRetryDelay(491, false, () => 0.25)).toBe(500);
  });

  it('always waits in units of 10 ms', () => {
    for (const r of [0.013, 0.37, 0.61, 0.87]) {
      expect(recoveryRetryDelay(491, true, () => r)! % 10).toBe(0);
      expect(recoveryRetryDelay(491, false, () => r)! % 10).toBe(0);
    }
  });

  it('tries again a second later while the far side is not back yet', () => {
    for (const status of [404, 408, 480, 500, 503]) expect(recoveryRetryDelay(status, true)).toBe(RECOVERY_RETRY_MS);
  });

  it('gives up on answers that will not change: no such call, media refused', () => {
    for (const status of [481, 488, 403, 603]) expect(recoveryRetryDelay(status, false)).toBeNull();
  });
});
