import { browser } from 'wxt/browser';
import { CRM_HOSTS_KEY, matchPatternsFor, parseCrmHosts } from '../plugin/crm-hosts';

/** The dock's content script (entrypoints/crm-dock.content.ts, built with runtime registration). */
export const CRM_DOCK_SCRIPT_ID = 'dialworks-crm-dock';
const CRM_DOCK_FILE = 'content-scripts/crm-dock.js';

/**
 * Keeps the dock's content script registered for exactly the user's CRM sites: registered when the
 * first is added, its matches updated on every change, unregistered when none is left. The sites'
 * host access was asked for when the user added them; a site without it simply gets no dock.
 */
export function installCrmDockRegistration() {
  let queue = Promise.resolve();
  const sync = () => {
    queue = queue.then(syncNow).catch((error: unknown) => console.warn('CRM dock registration failed', error));
    return queue;
  };
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes[CRM_HOSTS_KEY]) void sync();
  });
  void sync();
}

async function syncNow() {
  const matches = matchPatternsFor(parseCrmHosts((await browser.storage.local.get(CRM_HOSTS_KEY))[CRM_HOSTS_KEY]));
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [CRM_DOCK_SCRIPT_ID] });
  if (matches.length === 0) {
    if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [CRM_DOCK_SCRIPT_ID] });
    return;
  }
  const script = { id: CRM_DOCK_SCRIPT_ID, js: [CRM_DOCK_FILE], matches, runAt: 'document_idle' as const, persistAcrossSessions: true };
  if (registered.length > 0) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
}
