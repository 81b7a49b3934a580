import { countDigits, findPhoneNumbers, MIN_DIGITS, telLinkNumber, type FoundNumber } from './find-phone-numbers';

/**
 * Marks telephone numbers in a page's text with one plain inline element each (a dotted underline,
 * no box changes, so the page's layout does not move). The element carries the number in a data
 * attribute only: no handler, no global, nothing the page can call. Clicks are handled by the
 * content script's own listener.
 *
 * Text is read by runs: the text of one block up to a line break, across inline markup, so a number
 * split by markup ("+43 50 11 50 - <b>3320</b>") is found whole; its parts are marked one by one,
 * each after the first flagged as a continuation. A number inside a link or a button is marked
 * without any style (the link keeps its look and its click); the content script offers it on hover.
 */
export const NUMBER_ATTRIBUTE = 'data-dialworks-number';
/** On the second and later parts of a number split by markup. */
export const CONTINUED_ATTRIBUTE = 'data-dialworks-continued';
/** On a number inside an ordinary link or a button ("link"), or inside a tel:/callto: link ("tel"). */
export const LINK_ATTRIBUTE = 'data-dialworks-link';
/** On anything the content script adds itself (the call affordance): never read for numbers. */
export const OWN_ATTRIBUTE = 'data-dialworks-own';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION', 'CODE', 'PRE', 'SVG', 'TEMPLATE', 'IFRAME', 'OBJECT', 'CANVAS', 'VIDEO', 'AUDIO']);
// Elements that flow inside a line; any other element (and a <br>) ends a run of text, and so do
// links and buttons (each its own target: a number is not read across two).
const INLINE = new Set('ABBR B BDI BDO BIG CITE DATA DFN EM FONT I KBD LABEL MARK Q S SAMP SMALL SPAN STRONG SUB SUP TIME TT U VAR'.split(' '));
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function skippedElement(element: Element): boolean {
  if (SKIPPED.has(element.tagName.toUpperCase()) || element.hasAttribute(NUMBER_ATTRIBUTE) || element.hasAttribute(OWN_ATTRIBUTE)) return true;
  const editable = element.getAttribute('contenteditable');
  return editable !== null && editable !== 'false';
}

function insideSkipped(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) if (skippedElement(node)) return true;
  return false;
}

/** The runs of text under `root`, each a list of text nodes read as one line. */
function textRuns(root: Node): Text[][] {
  const runs: Text[][] = [];
  let current: Text[] = [];
  const end = () => {
    if (current.length > 0) runs.push(current);
    current = [];
  };
  const visit = (parent: Node) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) current.push(child as Text);
      else if (child.nodeType === ELEMENT_NODE) {
        const element = child as Element;
        const inline = INLINE.has(element.tagName.toUpperCase());
        if (!inline || skippedElement(element)) end();
        if (skippedElement(element)) continue;
        visit(element);
        if (!inline) end();
      }
    }
  };
  if (root.nodeType === TEXT_NODE) current.push(root as Text);
  else visit(root);
  end();
  return runs;
}

function linkKind(node: Text): 'tel' | 'link' | null {
  const holder = node.parentElement?.closest('a[href], button');
  if (!holder) return null;
  return holder.tagName.toUpperCase() === 'A' && telLinkNumber(holder.getAttribute('href') ?? '') !== null ? 'tel' : 'link';
}

function markPart(document: Document, text: string, number: string, continued: boolean, link: 'tel' | 'link' | null): HTMLElement {
  const mark = document.createElement('span');
  mark.setAttribute(NUMBER_ATTRIBUTE, number);
  if (continued) mark.setAttribute(CONTINUED_ATTRIBUTE, '');
  if (link) mark.setAttribute(LINK_ATTRIBUTE, link);
  else {
    mark.setAttribute('role', 'link');
    mark.title = `Call ${number}`;
    mark.style.textDecoration = 'underline dotted';
    mark.style.cursor = 'pointer';
  }
  mark.textContent = text;
  return mark;
}

/** Replaces one text node by its text with the parts of `found` (offsets in the node) marked. */
function markNode(node: Text, parts: (FoundNumber & { continued: boolean })[]) {
  const document = node.ownerDocument;
  const text = node.data;
  const link = linkKind(node);
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const part of parts) {
    fragment.append(text.slice(at, part.start));
    fragment.append(markPart(document, text.slice(part.start, part.end), part.number, part.continued, link));
    at = part.end;
  }
  fragment.append(text.slice(at));
  node.replaceWith(fragment);
}

function decorateRun(run: Text[], countries: string | readonly string[]): number {
  const text = run.map((node) => node.data).join('');
  const found = findPhoneNumbers(text, countries);
  if (found.length === 0) return 0;
  let offset = 0;
  for (const node of run) {
    const from = offset;
    const to = offset + node.data.length;
    offset = to;
    const parts = found
      .filter((number) => number.start < to && from < number.end)
      .map((number) => ({ start: Math.max(number.start, from) - from, end: Math.min(number.end, to) - from, number: number.number, continued: number.start < from }));
    if (parts.length > 0) markNode(node, parts);
  }
  return found.length;
}

/** Decorates every number under `root` for a page read in `countries` (most likely first); returns how many were marked. */
export function decorateNumbers(root: Node, countries: string | readonly string[]): number {
  if (insideSkipped(root.nodeType === ELEMENT_NODE ? (root as Element) : root.parentElement)) return 0;
  let count = 0;
  for (const run of textRuns(root)) {
    // Cheap guard first: most runs hold fewer digits than the shortest number.
    let digits = 0;
    for (const node of run) digits += countDigits(node.data);
    if (digits >= MIN_DIGITS) count += decorateRun(run, countries);
  }
  return count;
}

/** Removes every mark (the user turned click-to-call off on this site). */
export function undecorateNumbers(root: ParentNode) {
  for (const mark of root.querySelectorAll(`[${NUMBER_ATTRIBUTE}]`)) {
    const parent = mark.parentNode;
    mark.replaceWith(mark.textContent ?? '');
    parent?.normalize();
  }
}
