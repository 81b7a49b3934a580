import { describe, expect, it } from 'vitest';
import { linkHref } from './link-filter';

describe('link filter', () => {
  it('adds http:// to a bare address', () => {
    expect(linkHref('example.com/a')).toBe('http://example.com/a');
  });
  it('keeps http, https and ftp links', () => {
    expect(linkHref('https://x.io')).toBe('https://x.io');
    expect(linkHref('http://x.io')).toBe('http://x.io');
    expect(linkHref('ftp://files.x.io')).toBe('ftp://files.x.io');
  });
  it('leaves empty text empty', () => {
    expect(linkHref('  ')).toBe('');
  });
});
