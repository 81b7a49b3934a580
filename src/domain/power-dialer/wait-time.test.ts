import { describe, expect, it } from 'vitest';
import { effectiveWaitSeconds, POWER_DIALER_DEFAULT_WAIT_SECONDS, waitTimeChoices } from './wait-time';
import { settingsFrom } from './power-dialer-reducer';

const mandatoryOff = { enabled: false, time: 30, automaticMove: false };

describe('the power dialer wait time is one value', () => {
  it('is 10 s when the user never chose one (spec 1: wrap-up fallback 10000 ms)', () => {
    expect(POWER_DIALER_DEFAULT_WAIT_SECONDS).toBe(10);
    expect(effectiveWaitSeconds(null)).toBe(10);
    expect(effectiveWaitSeconds(undefined)).toBe(10);
  });
  it("is the user's own choice otherwise, 0 meaning no wait", () => {
    expect(effectiveWaitSeconds(0)).toBe(0);
    expect(effectiveWaitSeconds(60)).toBe(60);
  });
  it('is what the dialer waits: the shown value times 1000', () => {
    for (const time of [null, 0, 10, 30, 600]) {
      expect(settingsFrom({ type: 'settingsLoaded', wrapUpSeconds: time, mandatory: mandatoryOff, now: 0 }).wrapUpMs).toBe(effectiveWaitSeconds(time) * 1000);
    }
  });
  it('offers no wait and the spec 3 options, marking the default', () => {
    const choices = waitTimeChoices();
    expect(choices.map((c) => c.seconds)).toEqual([0, 10, 20, 30, 60, 120, 180, 300, 600]);
    expect(choices.filter((c) => c.isDefault).map((c) => c.seconds)).toEqual([10]);
  });
});
