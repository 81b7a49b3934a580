import { describe, expect, it } from 'vitest';
import { presenceColour } from './presence-colour';

describe('presence colour (first impression: Away must not look available)', () => {
  it('shows green only for available', () => {
    expect(presenceColour('available')).toBe('green');
    expect(presenceColour('away')).toBe('yellow');
    expect(presenceColour('busy')).toBe('red');
    expect(presenceColour('offline')).toBe('gray');
    expect(presenceColour(null)).toBe('gray');
  });
});
