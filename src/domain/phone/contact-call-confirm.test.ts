import { describe, expect, it } from 'vitest';
import { contactCallConfirm } from './contact-call-confirm';

const now = Date.UTC(2026, 0, 5, 12);
const minutes = (n: number) => n * 60_000;

describe('prevent multiple contact calls (spec 1 section 5)', () => {
  it('is off by default', () => {
    expect(contactCallConfirm(undefined, now - minutes(1), now)).toBeNull();
  });

  it('asks to confirm when the contact was called within the interval', () => {
    expect(contactCallConfirm({ enabled: true, interval: 15 }, now - minutes(14), now)).toBe('This contact was called within last 15 minutes. Do you want to proceed?');
    expect(contactCallConfirm({ enabled: true, interval: 30 }, now - minutes(29), now)).toContain('within last 30 minutes');
  });

  it('does not ask once the interval has passed or when the contact was never called', () => {
    expect(contactCallConfirm({ enabled: true, interval: 15 }, now - minutes(15), now)).toBeNull();
    expect(contactCallConfirm({ enabled: true, interval: 15 }, null, now)).toBeNull();
  });

  it('falls back to 15 minutes for an interval that is not positive', () => {
    expect(contactCallConfirm({ enabled: true, interval: 0 }, now - minutes(10), now)).toContain('within last 15 minutes');
  });
});
