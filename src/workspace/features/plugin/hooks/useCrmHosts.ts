import { useCallback } from 'react';
import { browser } from 'wxt/browser';
import { addCrmHost, CRM_HOSTS_KEY, parseCrmHosts, removeCrmHost, type CrmHost } from '@/src/extension/plugin/crm-hosts';
import { useLocalStorageValue } from '@/src/workspace/ui/useLocalStorageValue';

/** The user's CRM sites in chrome.storage.local, kept current when another page changes them. */
export function useCrmHosts() {
  const hosts = useLocalStorageValue(CRM_HOSTS_KEY, parseCrmHosts);
  // Each change reads the stored list first, so two pages editing at once lose nothing.
  const change = useCallback(async (edit: (current: CrmHost[]) => CrmHost[]) => {
    const current = parseCrmHosts((await browser.storage.local.get(CRM_HOSTS_KEY))[CRM_HOSTS_KEY]);
    await browser.storage.local.set({ [CRM_HOSTS_KEY]: edit(current) });
  }, []);
  const add = useCallback((host: CrmHost) => change((current) => addCrmHost(current, host)), [change]);
  const remove = useCallback((origin: string) => change((current) => removeCrmHost(current, origin)), [change]);
  return { hosts, add, remove };
}
