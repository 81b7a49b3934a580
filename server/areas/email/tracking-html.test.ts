import { describe, expect, it } from 'vitest';
import { appendPixel, htmlToText, trackLinks } from './tracking-html';

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
