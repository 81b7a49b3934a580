import { describe, expect, it } from 'vitest';
import { checkSendAt, nextEmailRetry } from './email-retry';

const now = new Date('2026-03-02T10:00:00Z');

describe('email retries', () => {
  it('waits 1, 2 then 4 minutes after failed attempts 1, 2 and 3', () => {
    expect(nextEmailRetry(1, 3, now)).toEqual({ retry: true, at: new Date('2026-03-02T10:01:00Z') });
    expect(nextEmailRetry(2, 3, now)).toEqual({ retry: true, at: new Date('2026-03-02T10:02:00Z') });
    expect(nextEmailRetry(3, 3, now)).toEqual({ retry: true, at: new Date('2026-03-02T10:04:00Z') });
  });

  it('fails for good once the auto retries (default 3) are used up, or when retries are off', () => {
    expect(nextEmailRetry(4, 3, now)).toEqual({ retry: false });
    expect(nextEmailRetry(1, 0, now)).toEqual({ retry: false });
  });
});

describe('scheduled send time', () => {
  it('accepts no time (send now) and a time ahead', () => {
    expect(checkSendAt(undefined, now)).toEqual({ ok: true, at: null });
    expect(checkSendAt('2026-03-02T11:00:00Z', now)).toEqual({ ok: true, at: new Date('2026-03-02T11:00:00Z') });
  });

  it('refuses a past, an invalid or a too distant time', () => {
    expect(checkSendAt('2026-03-02T09:59:59Z', now)).toEqual({ ok: false, message: 'The send time must be in the future' });
    expect(checkSendAt('soon', now)).toMatchObject({ ok: false });
    expect(checkSendAt('2026-04-02T10:00:01Z', now)).toEqual({ ok: false, message: 'The send time must be within 30 days' });
  });
});
