import { browser } from 'wxt/browser';
import { CLICK_TO_CALL_KEY, isSiteEnabled, parseClickToCallSettings, siteOf } from '../src/extension/click-to-call/click-to-call-settings';
import { startClickToCall } from '../src/extension/click-to-call/click-to-call-page';

/** Click-to-call on web pages: numbers in text and tel: links dial through the extension's phone. */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  async main() {
    const site = siteOf(location.href);
    let stop: (() => void) | null = null;
    const apply = (raw: unknown) => {
      const settings = parseClickToCallSettings(raw);
      stop?.();
      stop = null;
      if (!isSiteEnabled(settings, site) || !document.body) return;
      stop = startClickToCall({
        document,
        country: settings.country,
        host: location.hostname,
        dial: (number) => void browser.runtime.sendMessage({ target: 'background', type: 'clickToCall.dial', number }).catch(() => undefined),
      });
    };
    apply((await browser.storage.local.get(CLICK_TO_CALL_KEY))[CLICK_TO_CALL_KEY]);
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'local' && changes[CLICK_TO_CALL_KEY]) apply(changes[CLICK_TO_CALL_KEY].newValue);
    });
  },
});
