import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { addCrmHost, CRM_HOSTS_KEY, parseCrmHosts, removeCrmHost, type CrmHost } from '@/src/extension/plugin/crm-hosts';

/** The user's CRM sites in chrome.storage.local, kept current when another page changes them. */
export function useCrmHosts() {
  const [hosts, setHosts] = useState<CrmHost[] | null>(null);
  useEffect(() => {
    const read = () => void browser.storage.local.get(CRM_HOSTS_KEY).then((stored) => setHosts(parseCrmHosts(stored[CRM_HOSTS_KEY])));
    read();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && CRM_HOSTS_KEY in changes) read();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  // Each change reads the stored list first, so two pages editing at once lose nothing.
  const change = useCallback(async (edit: (current: CrmHost[]) => CrmHost[]) => {
    const current = parseCrmHosts((await browser.storage.local.get(CRM_HOSTS_KEY))[CRM_HOSTS_KEY]);
    await browser.storage.local.set({ [CRM_HOSTS_KEY]: edit(current) });
  }, []);
  const add = useCallback((host: CrmHost) => change((current) => addCrmHost(current, host)), [change]);
  const remove = useCallback((origin: string) => change((current) => removeCrmHost(current, origin)), [change]);
  return { hosts, add, remove };
}
