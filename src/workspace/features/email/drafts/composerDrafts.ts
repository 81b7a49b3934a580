import { browser } from 'wxt/browser';
import { COMPOSER_DRAFT_PREFIX, type ComposerDraft } from '@/src/domain/email/composer-draft';

/**
 * Composer drafts in chrome.storage.local (they outlive a closed dialog and a closed side panel), one
 * key each, so two open composers never overwrite each other's draft.
 */
export async function readComposerDraft(key: string): Promise<unknown> {
  return (await browser.storage.local.get(key))[key];
}

export function saveComposerDraft(key: string, draft: ComposerDraft): Promise<void> {
  return browser.storage.local.set({ [key]: draft });
}

export function deleteComposerDraft(key: string): Promise<void> {
  return browser.storage.local.remove(key);
}

/** Sign-out: no draft of this user is left for the next one. */
export async function clearComposerDrafts(): Promise<void> {
  const all = await browser.storage.local.get(null);
  const keys = Object.keys(all).filter((k) => k.startsWith(COMPOSER_DRAFT_PREFIX));
  if (keys.length) await browser.storage.local.remove(keys);
}
