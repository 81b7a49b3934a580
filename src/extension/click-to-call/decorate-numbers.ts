import { findPhoneNumbers } from './find-phone-numbers';

/**
 * Marks telephone numbers in a page's text with one plain inline element each (a dotted underline,
 * no box changes, so the page's layout does not move). The element carries the number in a data
 * attribute only: no handler, no global, nothing the page can call. Clicks are handled by the
 * content script's own listener.
 */
export const NUMBER_ATTRIBUTE = 'data-dialworks-number';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION', 'CODE', 'PRE', 'A', 'BUTTON', 'SVG', 'TEMPLATE', 'IFRAME']);

function skipped(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (SKIPPED.has(node.tagName.toUpperCase()) || node.hasAttribute(NUMBER_ATTRIBUTE)) return true;
    const editable = node.getAttribute('contenteditable');
    if (editable !== null && editable !== 'false') return true;
  }
  return false;
}

function decorateTextNode(node: Text, country: string): number {
  const text = node.data;
  const found = findPhoneNumbers(text, country);
  if (found.length === 0) return 0;
  const document = node.ownerDocument;
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const match of found) {
    fragment.append(text.slice(at, match.start));
    const mark = document.createElement('span');
    mark.setAttribute(NUMBER_ATTRIBUTE, match.number);
    mark.setAttribute('role', 'link');
    mark.title = `Call ${match.number}`;
    mark.style.textDecoration = 'underline dotted';
    mark.style.cursor = 'pointer';
    mark.textContent = text.slice(match.start, match.end);
    fragment.append(mark);
    at = match.end;
  }
  fragment.append(text.slice(at));
  node.replaceWith(fragment);
  return found.length;
}

/** Decorates every number under `root`; returns how many were marked. */
export function decorateNumbers(root: Node, country: string): number {
  const document = root.ownerDocument ?? (root as Document);
  if (root.nodeType === Node.TEXT_NODE) return skipped((root as Text).parentElement) ? 0 : decorateTextNode(root as Text, country);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (skipped(node.parentElement) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT) });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes.reduce((count, node) => count + decorateTextNode(node, country), 0);
}

/** Removes every mark (the user turned click-to-call off on this site). */
export function undecorateNumbers(root: ParentNode) {
  for (const mark of root.querySelectorAll(`[${NUMBER_ATTRIBUTE}]`)) {
    const parent = mark.parentNode;
    mark.replaceWith(mark.textContent ?? '');
    parent?.normalize();
  }
}
