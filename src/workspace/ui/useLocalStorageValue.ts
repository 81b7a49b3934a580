import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';

/**
 * One key of chrome.storage.local, read through `parse` and kept current when any context changes it
 * (the background, a content script, another page). Null until first read.
 */
export function useLocalStorageValue<T>(key: string, parse: (raw: unknown) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const read = () => void browser.storage.local.get(key).then((stored) => setValue(parse(stored[key])));
    read();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && key in changes) read();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [key, parse]);
  return value;
}
