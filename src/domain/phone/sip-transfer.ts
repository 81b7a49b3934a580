/**
 * Pieces of a transfer (RFC 3515 REFER, RFC 3891 Replaces) shared by the phone, the ACD and the
 * Simulated carrier.
 */

const SIPFRAG_STATUS = /^SIP\/2\.0\s+(\d{3})/;

/** The status of the new call a transfer's NOTIFY reports (message/sipfrag), or null when it has none. */
export function sipfragStatus(body: string | undefined): number | null {
  const status = SIPFRAG_STATUS.exec(body ?? '')?.[1];
  return status ? Number(status) : null;
}

/**
 * sip.js writes Refer-To as a bare URI; one with headers (`?X-Acd-Queue=...`, `?Replaces=...`) must
 * be a name-addr, in angle brackets (RFC 3261 20.10), or the far side cannot tell its headers from
 * the field's. The result is the same URI object (sip.js checks its class) that prints bracketed.
 */
export function bracketed<T extends object>(uri: T): T {
  const text = `<${uri.toString()}>`;
  return Object.create(uri, { toString: { value: () => text } }) as T;
}

export interface DialogIds {
  callId: string;
  localTag: string;
  remoteTag: string;
}

/**
 * The Replaces value naming our dialog with a party, as that party matches it (RFC 3891 section 3):
 * its to-tag is the party's own tag (our remote tag), its from-tag ours.
 */
export const replacesOf = (dialog: DialogIds) => `${dialog.callId};to-tag=${dialog.remoteTag};from-tag=${dialog.localTag}`;

/** What a Replaces value names, as the party receiving it sees the dialog (null when it is not one). */
export function parseReplaces(value: string): DialogIds | null {
  const [callId, ...params] = value.split(';').map((part) => part.trim());
  const param = (name: string) => params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const toTag = param('to-tag');
  const fromTag = param('from-tag');
  if (!callId || !toTag || !fromTag) return null;
  return { callId, localTag: toTag, remoteTag: fromTag };
}
