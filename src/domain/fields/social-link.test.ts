import { describe, expect, it } from 'vitest';
import { socialLinkHref } from './social-link';

describe('social link', () => {
  it('adds http:// by the link rule and keeps http(s) and ftp links as typed', () => {
    expect(socialLinkHref('linkedin.com/in/ada')).toBe('http://linkedin.com/in/ada');
    expect(socialLinkHref(' https://twitter.com/ada ')).toBe('https://twitter.com/ada');
    expect(socialLinkHref('ftp://files.example.com')).toBe('ftp://files.example.com');
  });
  it('refuses text that is not a web address', () => {
    expect(socialLinkHref('')).toBeNull();
    expect(socialLinkHref('not a link')).toBeNull();
    expect(socialLinkHref('localhost')).toBeNull();
    expect(socialLinkHref('javascript:alert(1)')).toBeNull();
    expect(socialLinkHref('http://.com')).toBeNull();
  });
});
