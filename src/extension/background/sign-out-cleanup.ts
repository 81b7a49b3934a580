import { browser } from 'wxt/browser';
import { clearPerUserStorage } from '../per-user-storage';

/**
 * The extension's part of a sign-out (the pages start afresh, the offscreen phone and dialers reset on the connection's
 * end): the user's stored data and the desktop notifications still on screen (a call, an SMS, an email, a task of theirs).
 */
export async function clearSignedOutUser(): Promise<void> {
  await clearPerUserStorage({ local: browser.storage.local, session: browser.storage.session });
  const shown = await browser.notifications.getAll();
  await Promise.all(Object.keys(shown).map((id) => browser.notifications.clear(id)));
}
