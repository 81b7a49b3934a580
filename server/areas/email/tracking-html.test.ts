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

  it('makes a text alternative: no style or script contents, entities decoded, links readable', () => {
    expect(htmlToText('<p>Hi &lt;Ann&gt;</p><p>Line<br>two</p>')).toBe('Hi <Ann>\n\nLine\ntwo');
    const text = htmlToText(
      '<style>p { color: red; } .x{}</style><script>alert(1)</script><h2>Prices &amp; terms</h2>' +
        '<p>Caf&#233; cr&#xE8;me&nbsp;&euro;&#8239;5 &mdash; see <a href="https://acme.test/p?a=1&amp;b=2">our list</a> or https://acme.test.</p>' +
        '<p><a href="https://acme.test">https://acme.test</a><img src="cid:logo@dialworks" alt="logo"></p>',
    );
    expect(text).toBe('Prices & terms\n\nCafé crème\u00a0€\u202f5 — see our list <https://acme.test/p?a=1&b=2> or\nhttps://acme.test.\n\nhttps://acme.test');
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
