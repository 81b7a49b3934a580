import { describe, expect, it } from 'vitest';
import { autoRefreshMinutesToMs, autoRefreshMsToMinutes, DEFAULT_AUTO_REFRESH_MINUTES } from './auto-refresh';

describe('auto refresh rate', () => {
  it('is entered in minutes and stored in milliseconds', () => {
    expect(autoRefreshMinutesToMs(60)).toBe(3_600_000);
    expect(autoRefreshMinutesToMs('15')).toBe(900_000);
  });
  it('rejects what is not a whole number of minutes of at least 1', () => {
    for (const bad of ['', 'abc', '1.5', '0', '-3']) expect(autoRefreshMinutesToMs(bad)).toBeNull();
  });
  it('shows stored milliseconds as minutes, 60 by default', () => {
    expect(autoRefreshMsToMinutes(900_000)).toBe(15);
    expect(autoRefreshMsToMinutes(null)).toBe(DEFAULT_AUTO_REFRESH_MINUTES);
    expect(DEFAULT_AUTO_REFRESH_MINUTES).toBe(60);
  });
});
