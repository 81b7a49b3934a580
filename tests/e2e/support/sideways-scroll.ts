import type { Page } from '@playwright/test';

/** Whether anything on the page scrolls sideways (the document, or a box whose overflow-x scrolls): what does, or null. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) return `document ${doc.scrollWidth} > ${doc.clientWidth}`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1) return `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`;
    }
    return null;
  });
