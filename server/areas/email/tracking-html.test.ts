import { describe, expect, it } from 'vitest';
import { appendPixel, clickTokens, htmlToText, trackLinks, untrack } from './tracking-html';

describe('tracking in the outgoing HTML', () => {
  it('replaces each http(s) link by its click URL and keeps the targets by index', () => {
    const { html, links } = trackLinks('<p><a href="https://a.test/x?y=1&amp;z=2">A</a> <a class="b" href=\'http://b.test\'>B</a> <a href="mailto:m@x.test">M</a></p>', 'http://srv', 'tok');
    expect(links).toEqual(['https://a.test/x?y=1&z=2', 'http://b.test']);
    expect(html).toBe('<p><a href="http://srv/api/t/c/tok/0">A</a> <a class="b" href=\'http://srv/api/t/c/tok/1\'>B</a> <a href="mailto:m@x.test">M</a></p>');
  });

  it('appends a hidden 1x1 pixel', () => {
    expect(appendPixel('<p>x</p>', 'http://srv', 'tok')).toContain('<img src="http://srv/api/t/o/tok.gif" width="1" height="1"');
  });

  it('makes a text alternative', () => {
    expect(htmlToText('<p>Hi &lt;Ann&gt;</p><p>Line<br>two</p>')).toBe('Hi <Ann>\nLine\ntwo');
  });
});

describe('a delivered body shown in the product', () => {
  it('loses its pixel and gets its original links back, so reading it counts nothing', () => {
    const { html, links } = trackLinks('<p><a href="https://a.test/x?y=1&amp;z=2">A</a> <a href="https://b.test">B</a></p>', 'http://srv', 'tok-0123456789');
    const delivered = appendPixel(html, 'http://srv', 'tok-0123456789');
    expect(clickTokens(delivered)).toEqual(['tok-0123456789']);
    const shown = untrack(delivered, (token) => (token === 'tok-0123456789' ? links : undefined));
    expect(shown).toBe('<p><a href="https://a.test/x?y=1&amp;z=2">A</a> <a href="https://b.test">B</a></p>');
    expect(shown).not.toContain('/api/t/');
  });

  it('keeps a link of an unknown message as it is, and drops any pixel', () => {
    const delivered = '<a href="http://srv/api/t/c/other-token-99/0">X</a><img alt="" src=\'http://srv/api/t/o/other-token-99.gif\' width="1">';
    expect(untrack(delivered, () => undefined)).toBe('<a href="http://srv/api/t/c/other-token-99/0">X</a>');
  });
});
