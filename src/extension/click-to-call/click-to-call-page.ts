import { decorateNumbers, LINK_ATTRIBUTE, NUMBER_ATTRIBUTE, OWN_ATTRIBUTE, undecorateNumbers } from './decorate-numbers';
import { telLinkNumber } from './find-phone-numbers';
import { startLinkNumberAffordance } from './link-number-affordance';
import { readingCountries } from './page-reading';

/**
 * Click-to-call on one page: decorates numbers now and in content that appears later (a throttled
 * MutationObserver), and turns a real user's click on a number or a tel: link into a dial request;
 * a number inside an ordinary link is offered by a Call button on hover or focus, and the link keeps
 * its click. Numbers are read in the page's countries (its language, its domain, the user's plan).
 * Synthetic clicks (`isTrusted` false) are ignored: page scripts cannot start a call.
 */
export const MUTATION_THROTTLE_MS = 300;
export const DECORATE_MEASURE = 'dialworks-click-to-call';

export function startClickToCall(options: { document: Document; country: string; host: string; dial(number: string): void }) {
  const { document } = options;
  // A User Timing measure (visible in DevTools' performance panel, and read by the bench) of the
  // time the first pass adds to the page, reading the page's countries included; it carries no data.
  const started = performance.now();
  const countries = readingCountries(document, options.country, options.host);
  let pending = new Set<Node>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const nodes = [...pending];
    pending = new Set();
    for (const node of nodes) if (node.isConnected) decorateNumbers(node, countries);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        // Our own marks are added nodes too.
        if (node instanceof Element && (node.hasAttribute(NUMBER_ATTRIBUTE) || node.hasAttribute(OWN_ATTRIBUTE))) continue;
        pending.add(node);
      }
      if (record.type === 'characterData') pending.add(record.target);
    }
    timer ??= setTimeout(flush, MUTATION_THROTTLE_MS);
  });

  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    // A tel: link dials its own number; a mark inside an ordinary link or a button leaves the click to it.
    const mark = target?.closest(`[${NUMBER_ATTRIBUTE}]:not([${LINK_ATTRIBUTE}])`);
    const number = (link ? telLinkNumber(link.getAttribute('href') ?? '') : null) ?? mark?.getAttribute(NUMBER_ATTRIBUTE) ?? null;
    if (!number) return;
    event.preventDefault();
    event.stopPropagation();
    options.dial(number);
  };

  decorateNumbers(document.body, countries);
  performance.measure(DECORATE_MEASURE, { start: started, end: performance.now() });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', onClick, true);
  const stopAffordance = startLinkNumberAffordance(document, options.dial);
  return () => {
    stopAffordance();
    observer.disconnect();
    if (timer) clearTimeout(timer);
    document.removeEventListener('click', onClick, true);
    undecorateNumbers(document.body);
  };
}
