// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTINUED_ATTRIBUTE, decorateNumbers, LINK_ATTRIBUTE, NUMBER_ATTRIBUTE, undecorateNumbers } from './decorate-numbers';

const marks = (root: ParentNode = document.body) => [...root.querySelectorAll<HTMLElement>(`[${NUMBER_ATTRIBUTE}]`)];

describe('click-to-call decoration', () => {
  it('marks numbers in text with an inline element and keeps the text as it was', () => {
    document.body.innerHTML = '<p id="p">Sales: (202) 555-0107, support: 202-555-0100.</p>';
    expect(decorateNumbers(document.body, ['US'])).toBe(2);
    const p = document.getElementById('p')!;
    expect(p.textContent).toBe('Sales: (202) 555-0107, support: 202-555-0100.');
    expect(marks(p).map((m) => m.getAttribute(NUMBER_ATTRIBUTE))).toEqual(['+12025550107', '+12025550100']);
    expect(marks(p).every((m) => m.tagName === 'SPAN' && m.style.textDecoration === 'underline dotted')).toBe(true);
  });

  it('leaves inputs, scripts, code and editable text alone, and never marks twice', () => {
    document.body.innerHTML = '<textarea>202 555 0107</textarea><div contenteditable="true">202 555 0109</div><script>var n="202 555 0101"</script><pre>202 555 0103</pre><span>202 555 0102</span>';
    expect(decorateNumbers(document.body, ['US'])).toBe(1);
    expect(decorateNumbers(document.body, ['US'])).toBe(0);
    expect(marks().map((m) => m.textContent)).toEqual(['202 555 0102']);
  });

  it('marks numbers inside links and buttons without changing their look, and says which kind of link holds them', () => {
    document.body.innerHTML = '<a id="link" href="/contact">Call 202 555 0108</a> <a href="tel:+12025550104">(202) 555-0104</a> <button>202 555 0105</button> <a>Tel 202 555 0106</a>';
    expect(decorateNumbers(document.body, ['US'])).toBe(4);
    expect(marks().map((m) => [m.textContent, m.getAttribute(LINK_ATTRIBUTE)])).toEqual([
      ['202 555 0108', 'link'],
      ['(202) 555-0104', 'tel'],
      ['202 555 0105', 'link'],
      // An <a> without an address is no link.
      ['202 555 0106', null],
    ]);
    const inLink = marks()[0]!;
    expect(inLink.getAttribute('style')).toBeNull();
    expect(inLink.closest('a')!.getAttribute('href')).toBe('/contact');
  });

  it('reads a number split by inline markup as one, marking each part, but not across blocks or line breaks', () => {
    document.body.innerHTML = '<p id="split">Telefon: +43 (0) 50 11 50 - <b>3320<br></b>Fax: +43 (0) 50 11 50 -&nbsp;<b>213</b></p><div>Tel +49 30</div><div>2592190</div><p>+49 30<br>2592190</p>';
    expect(decorateNumbers(document.body, ['AT'])).toBe(2);
    const parts = marks();
    expect(parts.map((m) => [m.textContent, m.hasAttribute(CONTINUED_ATTRIBUTE)])).toEqual([
      ['+43 (0) 50 11 50 - ', false],
      ['3320', true],
      ['+43 (0) 50 11 50 -\u00a0', false],
      ['213', true],
    ]);
    expect(parts.map((m) => m.getAttribute(NUMBER_ATTRIBUTE))).toEqual(['+435011503320', '+435011503320', '+43501150213', '+43501150213']);
  });

  it('reads national numbers in the page countries, most likely first', () => {
    document.body.innerHTML = '<p>Tél : 04 76 40 63 62</p><p>Office (802) 656-3330</p>';
    expect(decorateNumbers(document.body, ['FR', 'US'])).toBe(2);
    expect(marks().map((m) => m.getAttribute(NUMBER_ATTRIBUTE))).toEqual(['+33476406362', '+18026563330']);
  });

  it('removes the marks again', () => {
    document.body.innerHTML = '<p id="p">Call 202 555 0107 now</p>';
    decorateNumbers(document.body, ['US']);
    undecorateNumbers(document.body);
    const p = document.getElementById('p')!;
    expect(p.querySelector(`[${NUMBER_ATTRIBUTE}]`)).toBeNull();
    expect(p.childNodes).toHaveLength(1);
    expect(p.textContent).toBe('Call 202 555 0107 now');
  });
});
