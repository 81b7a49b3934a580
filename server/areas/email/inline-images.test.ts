import { describe, expect, it } from 'vitest';
import { inlineImageTokens, toCidImages } from './inline-images';

const tokA = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const tokB = 'BBBBBBBBBBBBBBBBBBBBBBBB';

describe('inline images in a sent body', () => {
  const html = `<p>Logo <img src="http://srv:4100/api/media/inline-images/${tokA}" alt="a"> and <img alt='b' src='/api/media/inline-images/${tokB}'> again <img src="http://srv/api/media/inline-images/${tokA}"></p><img src="https://other.test/x.png">`;

  it('finds each inline image token once, ignoring other images', () => {
    expect(inlineImageTokens(html)).toEqual([tokA, tokB]);
  });

  it('points known images at their CID and leaves unknown ones', () => {
    const out = toCidImages(html, new Set([tokA]));
    expect(out).toContain(`<img src="cid:${tokA}@dialworks" alt="a">`);
    expect(out.match(/cid:/g)).toHaveLength(2);
    expect(out).toContain(`src='/api/media/inline-images/${tokB}'`);
    expect(out).toContain('https://other.test/x.png');
  });
});
