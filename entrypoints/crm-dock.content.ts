import { browser } from 'wxt/browser';
import { CLICK_TO_CALL_KEY, parseClickToCallSettings } from '../src/extension/click-to-call/click-to-call-settings';
import { CRM_HOSTS_KEY, hostFor, parseCrmHosts } from '../src/extension/plugin/crm-hosts';
import { dockPlugin } from '../src/extension/plugin/dock';

/**
 * The plugin frame's dock on the user's CRM sites. Not in the manifest: the background registers it
 * for the sites the user added (and granted), so it never runs anywhere else.
 */
export default defineContentScript({
  registration: 'runtime',
  matches: [],
  runAt: 'document_idle',
  async main() {
    if (window.top !== window) return;
    const stored = await browser.storage.local.get([CRM_HOSTS_KEY, CLICK_TO_CALL_KEY]);
    let host = hostFor(parseCrmHosts(stored[CRM_HOSTS_KEY]), location.origin);
    let undock: (() => void) | null = null;
    const dock = () => {
      undock?.();
      undock = host ? dockPlugin({ document, host, frameUrl: browser.runtime.getURL('/plugin.html'), country: parseClickToCallSettings(stored[CLICK_TO_CALL_KEY]).country }) : null;
    };
    dock();
    // A site removed from the CRM sites loses its panel at once; a changed entry docks again.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'local' || !changes[CRM_HOSTS_KEY]) return;
      const next = hostFor(parseCrmHosts(changes[CRM_HOSTS_KEY].newValue), location.origin);
      if (JSON.stringify(next) === JSON.stringify(host)) return;
      host = next;
      dock();
    });
  },
});
