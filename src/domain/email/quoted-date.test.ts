import { describe, expect, it } from 'vitest';
import { quotedMailDate, quotedMailHeader } from './quoted-date';

describe("quoted mail date 'EEE, MMM d, y at h:mm a' (spec 1 section 9)", () => {
  it('formats a morning and an afternoon time', () => {
    expect(quotedMailDate(new Date(2026, 2, 5, 9, 7))).toBe('Thu, Mar 5, 2026 at 9:07 AM');
    expect(quotedMailDate(new Date(2026, 10, 22, 15, 30))).toBe('Sun, Nov 22, 2026 at 3:30 PM');
  });

  it('builds the quote header', () => {
    expect(quotedMailHeader(new Date(2026, 0, 1, 0, 0), 'Ann <ann@x.com>')).toBe('On Thu, Jan 1, 2026 at 12:00 AM, Ann <ann@x.com> wrote:');
  });
});
