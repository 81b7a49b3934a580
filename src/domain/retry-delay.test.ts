import { describe, expect, it } from 'vitest';
import { STATUS0_FIRST_RETRY_DELAY_MS, STATUS0_MAX_RETRIES } from './constants';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs (a timeout is retried with growing delay)', () => {
  it('waits 1 s, 2 s, then 4 s before retries 1, 2 and 3', () => {
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(3)).toBe(4000);
  });

  it('doubles on every further retry', () => {
    expect(retryDelayMs(4)).toBe(8000);
    expect(retryDelayMs(5)).toBe(16000);
  });

  it('starts from the first retry delay and stops after 3 retries', () => {
    expect(STATUS0_FIRST_RETRY_DELAY_MS).toBe(1000);
    expect(STATUS0_MAX_RETRIES).toBe(3);
    const total = Array.from({ length: STATUS0_MAX_RETRIES }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBe(7000);
  });
});
