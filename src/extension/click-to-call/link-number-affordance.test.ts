// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { decorateNumbers } from './decorate-numbers';
import { CALL_BUTTON_ATTRIBUTE, startLinkNumberAffordance } from './link-number-affordance';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

const callButton = () => document.querySelector<HTMLButtonElement>(`[${CALL_BUTTON_ATTRIBUTE}]`)!;

describe('a number inside an ordinary link', () => {
  it('is offered by a Call button on hover and on focus, outside the page body, and a script click does not dial', () => {
    document.body.innerHTML = '<a id="link" href="/contact">Call 202 555 0108</a><p id="other">Other text</p>';
    decorateNumbers(document.body, ['US']);
    const dialled: string[] = [];
    stop = startLinkNumberAffordance(document, (number) => dialled.push(number));
    expect(callButton().style.display).toBe('none');
    expect(document.body.contains(callButton())).toBe(false);

    document.querySelector('#link [data-dialworks-number]')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(callButton().style.display).toBe('block');
    expect(callButton().textContent).toBe('Call +12025550108');

    // Synthetic clicks (isTrusted false) never dial, here or on the link.
    callButton().click();
    expect(dialled).toEqual([]);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(callButton().style.display).toBe('none');
    document.getElementById('link')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callButton().style.display).toBe('block');
    document.getElementById('other')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callButton().style.display).toBe('none');
  });

  it('is reached from its focused link with Tab, and Shift+Tab goes back to the link', () => {
    document.body.innerHTML = '<a id="link" href="/contact">Call 202 555 0108</a>';
    decorateNumbers(document.body, ['US']);
    stop = startLinkNumberAffordance(document, () => undefined);
    const link = document.getElementById('link')!;
    link.focus();
    expect(callButton().style.display).toBe('block');
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(callButton());
    expect(callButton().style.display).toBe('block');
    callButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(link);
  });

  it('is removed with click-to-call', () => {
    stop = startLinkNumberAffordance(document, () => undefined);
    stop();
    stop = null;
    expect(callButton()).toBeNull();
  });
});
