import { browser } from 'wxt/browser';
import { CLICK_TO_CALL_KEY, isSiteEnabled, parseClickToCallSettings, siteOf, toggleSite } from '../click-to-call/click-to-call-settings';
import { keepListenerHandle } from './listener-handles';
import { executePhoneCommand } from './phone-router';

/**
 * Context menu items: "Call <selection>" on any page dials the selected text; "Click-to-call on
 * this site" switches number decoration off (or on again) for the page's site.
 */
const CALL_ID = 'dialworks-call-selection';
const SITE_ID = 'dialworks-click-to-call-site';

export function installClickToCallMenu() {
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({ id: CALL_ID, title: 'Call %s', contexts: ['selection'] });
    browser.contextMenus.create({ id: SITE_ID, title: 'Click-to-call on this site', type: 'checkbox', checked: true, contexts: ['page'] });
  });
  browser.contextMenus.onClicked.addListener(
    keepListenerHandle('contextMenuClicked', (info, tab) => {
      if (info.menuItemId === CALL_ID && info.selectionText) {
        // The click is a user gesture: the side panel may open here to show the call.
        if (tab?.id !== undefined) void browser.sidePanel.open({ tabId: tab.id }).catch(() => undefined);
        void executePhoneCommand({ command: 'dial', number: info.selectionText.slice(0, 64) });
      }
      if (info.menuItemId === SITE_ID) {
        const site = siteOf(info.pageUrl ?? '');
        if (site) void setSiteEnabled(site, info.checked ?? true);
      }
    }),
  );
}

async function setSiteEnabled(site: string, enabled: boolean) {
  const settings = parseClickToCallSettings((await browser.storage.local.get(CLICK_TO_CALL_KEY))[CLICK_TO_CALL_KEY]);
  if (isSiteEnabled(settings, site) === enabled) return;
  await browser.storage.local.set({ [CLICK_TO_CALL_KEY]: toggleSite(settings, site, enabled) });
}
