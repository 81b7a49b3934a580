// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decorateNumbers, NUMBER_ATTRIBUTE, undecorateNumbers } from './decorate-numbers';

describe('click-to-call decoration', () => {
  it('marks numbers in text with an inline element and keeps the text as it was', () => {
    document.body.innerHTML = '<p id="p">Sales: (202) 555-0107, support: 202-555-0100.</p>';
    expect(decorateNumbers(document.body, 'US')).toBe(2);
    const p = document.getElementById('p')!;
    expect(p.textContent).toBe('Sales: (202) 555-0107, support: 202-555-0100.');
    const marks = [...p.querySelectorAll(`[${NUMBER_ATTRIBUTE}]`)];
    expect(marks.map((m) => m.getAttribute(NUMBER_ATTRIBUTE))).toEqual(['+12025550107', '+12025550100']);
    expect(marks.every((m) => m.tagName === 'SPAN')).toBe(true);
  });

  it('leaves inputs, scripts, links and editable text alone, and never marks twice', () => {
    document.body.innerHTML =
      '<textarea>202 555 0107</textarea><a href="/x">202 555 0108</a><div contenteditable="true">202 555 0109</div><script>var n="202 555 0101"</script><span>202 555 0102</span>';
    expect(decorateNumbers(document.body, 'US')).toBe(1);
    expect(decorateNumbers(document.body, 'US')).toBe(0);
  });

  it('removes the marks again', () => {
    document.body.innerHTML = '<p id="p">Call 202 555 0107 now</p>';
    decorateNumbers(document.body, 'US');
    undecorateNumbers(document.body);
    const p = document.getElementById('p')!;
    expect(p.querySelector(`[${NUMBER_ATTRIBUTE}]`)).toBeNull();
    expect(p.childNodes).toHaveLength(1);
    expect(p.textContent).toBe('Call 202 555 0107 now');
  });
});
