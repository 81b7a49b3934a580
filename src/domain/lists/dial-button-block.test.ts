import { describe, expect, it } from 'vitest';
import { dialBlockKey, dialButtonBlock } from './dial-button-block';

describe('dial button block (spec 2 section 5, Dialing)', () => {
  it('is enabled on an active list with due contacts while the dialer is free', () => {
    expect(dialButtonBlock({ active: true, dueCount: 3, busy: false })).toBeNull();
  });
  it('is disabled when the list is inactive, whatever else holds', () => {
    expect(dialButtonBlock({ active: false, dueCount: 3, busy: true })).toBe('inactive');
  });
  it('is disabled when no contact is due', () => {
    expect(dialButtonBlock({ active: true, dueCount: 0, busy: false })).toBe('noDue');
  });
  it('is disabled while the dialer is busy', () => {
    expect(dialButtonBlock({ active: true, dueCount: 1, busy: true })).toBe('busy');
  });
  it('says why in the catalogue, busy with the DIALER_BUSY text key', () => {
    expect(dialBlockKey('busy')).toBe('powerDialer.busy');
    expect(dialBlockKey('inactive')).toBe('powerDialer.inactiveList');
    expect(dialBlockKey('noDue')).toBe('powerDialer.noDue');
  });
});
