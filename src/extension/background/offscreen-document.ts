import { browser } from 'wxt/browser';

const OFFSCREEN_PATH = '/offscreen.html';
let creating: Promise<void> | null = null;

/**
 * Keeps the one offscreen document alive: it holds the socket connections (and later the SIP user
 * agent), which must outlive the service worker's sleep.
 */
export async function ensureOffscreenDocument(): Promise<void> {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  const existing = await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] });
  if (existing.length > 0) return;
  // Only one offscreen document may exist; concurrent callers share one creation.
  creating ??= browser.offscreen
    .createDocument({ url: OFFSCREEN_PATH, reasons: ['USER_MEDIA', 'WEB_RTC'], justification: 'Holds the softphone and the live update connection while the workspace is closed.' })
    .finally(() => {
      creating = null;
    });
  await creating;
}
