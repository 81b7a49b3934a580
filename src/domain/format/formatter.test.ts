import { describe, expect, it } from 'vitest';
import { createFormatter } from './formatter';

describe('createFormatter (every format bound to one user’s locale and zone)', () => {
  const fmt = createFormatter({ locale: 'en-US', timeZone: 'America/Chicago' });

  it('formats each kind of figure by the module’s rules', () => {
    expect(fmt.duration(185_518)).toBe('51:31:58');
    expect(fmt.minutes(0.5)).toBe('00:00:30');
    expect(fmt.count(100000)).toBe('100,000');
    expect(fmt.percent(18.514)).toBe('18.51%');
    expect(fmt.money(100000, '$')).toBe('$100,000.00');
    expect(fmt.decimal(2.5, 1)).toBe('2.5');
  });

  it('reads moments in its zone and calendar days without one', () => {
    expect(fmt.date('2026-11-27T03:00:00Z')).toBe('Nov 26, 2026');
    expect(fmt.calendarDay('2026-11-27')).toBe('Nov 27, 2026');
    expect(fmt.dateTime('2026-11-27T03:00:00Z').replace(/\s/g, ' ')).toBe('Nov 26, 2026, 9:00 PM');
  });
});
