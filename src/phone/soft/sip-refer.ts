import type { URI } from 'sip.js';
import { bracketed, replacesOf, type DialogIds } from '../../domain/phone/sip-transfer';

/** A Refer-To asking the far side to call `target` in place of our dialog with it (attended transfer). */
export function referToReplacing(target: URI, dialog: DialogIds): URI {
  const uri = target.clone();
  uri.clearHeaders();
  uri.setHeader('Replaces', encodeURIComponent(replacesOf(dialog)));
  return bracketed(uri);
}
