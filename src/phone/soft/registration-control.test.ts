import { describe, expect, it } from 'vitest';
import { CONTROL_INTERVAL_MS, controlAction } from './registration-control';

describe('the control interval (spec 1 section 9: 45000 ms)', () => {
  it('is 45 s', () => {
    expect(CONTROL_INTERVAL_MS).toBe(45000);
  });
  it('reconnects a phone whose connection is gone and registers one that is connected but not registered', () => {
    expect(controlAction({ stopped: false, retryPending: false, connected: false, registered: false })).toBe('reconnect');
    expect(controlAction({ stopped: false, retryPending: false, connected: false, registered: true })).toBe('reconnect');
    expect(controlAction({ stopped: false, retryPending: false, connected: true, registered: false })).toBe('register');
  });
  it('does nothing when all is well, a retry is already due, or the phone was stopped', () => {
    expect(controlAction({ stopped: false, retryPending: false, connected: true, registered: true })).toBeNull();
    expect(controlAction({ stopped: false, retryPending: true, connected: false, registered: false })).toBeNull();
    expect(controlAction({ stopped: true, retryPending: false, connected: false, registered: false })).toBeNull();
  });
});
