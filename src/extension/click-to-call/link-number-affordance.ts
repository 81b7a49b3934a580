import { LINK_ATTRIBUTE, NUMBER_ATTRIBUTE, OWN_ATTRIBUTE } from './decorate-numbers';

/**
 * A number inside an ordinary link or a button keeps the link working: a click follows the link.
 * Pointing at the number (or focusing its link) shows a small "Call" button beside it instead,
 * which dials (Tab on the focused link reaches it). The button is the content script's own element
 * outside the page's body (so the body's observer does not see it), styled inline against the
 * page's CSS; only a real user's click dials (`isTrusted`), as for every mark.
 */
export const CALL_BUTTON_ATTRIBUTE = 'data-dialworks-call-button';
const HIDE_DELAY_MS = 400;
const LINK_MARK = `[${NUMBER_ATTRIBUTE}][${LINK_ATTRIBUTE}="link"]`;

export function startLinkNumberAffordance(document: Document, dial: (number: string) => void): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(OWN_ATTRIBUTE, '');
  button.setAttribute(CALL_BUTTON_ATTRIBUTE, '');
  button.style.cssText =
    'all:initial;position:fixed;z-index:2147483647;display:none;box-sizing:border-box;padding:2px 8px;border-radius:10px;background:#1c7ed6;color:#fff;font:600 12px/16px system-ui,sans-serif;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.3)';
  document.documentElement.append(button);

  let number: string | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelHide = () => {
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = null;
  };
  const hide = () => {
    cancelHide();
    number = null;
    button.style.display = 'none';
  };
  const hideSoon = () => {
    cancelHide();
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  };
  const show = (mark: Element) => {
    cancelHide();
    number = mark.getAttribute(NUMBER_ATTRIBUTE);
    if (!number) return;
    button.textContent = `Call ${number}`;
    button.setAttribute('aria-label', `Call ${number}`);
    const box = mark.getBoundingClientRect();
    button.style.display = 'block';
    // Just above the number, or below it at the top of the window.
    button.style.left = `${Math.max(0, box.left)}px`;
    button.style.top = `${box.top >= 22 ? box.top - 22 : box.bottom + 2}px`;
  };

  const markOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(LINK_MARK) : null);
  const onOver = (event: Event) => {
    if (event.target === button) return cancelHide();
    const mark = markOf(event.target);
    if (mark) show(mark);
    else if (number) hideSoon();
  };
  const onFocus = (event: Event) => {
    if (event.target === button) return cancelHide();
    const mark = event.target instanceof Element ? (markOf(event.target) ?? event.target.querySelector(LINK_MARK)) : null;
    focusedLink = mark && event.target instanceof HTMLElement ? event.target : null;
    if (mark) show(mark);
    else hide();
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const dialled = number;
    if (!event.isTrusted || event.button !== 0 || !dialled) return;
    hide();
    dial(dialled);
  };
  // From the keyboard the button follows its link: Tab on the link goes to it, Tab or Shift+Tab on it
  // goes back to the link (and on from there).
  let focusedLink: HTMLElement | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
    const shown = number !== null && button.style.display !== 'none';
    if (event.key === 'Tab' && !event.shiftKey && shown && focusedLink && document.activeElement === focusedLink) {
      event.preventDefault();
      button.focus();
    }
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' && event.key !== 'Escape') return;
    if (event.key !== 'Tab' || event.shiftKey) event.preventDefault();
    // Tab: the browser moves on from the link, as if the button were not there.
    focusedLink?.focus();
    if (event.key === 'Escape') hide();
  };

  document.addEventListener('mouseover', onOver, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('keydown', onKey, true);
  const view = document.defaultView;
  view?.addEventListener('scroll', hide, { capture: true, passive: true });
  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onButtonKey);
  return () => {
    hide();
    document.removeEventListener('mouseover', onOver, true);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('keydown', onKey, true);
    view?.removeEventListener('scroll', hide, { capture: true });
    button.remove();
  };
}
