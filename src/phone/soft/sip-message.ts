/** Reading a raw SIP message just enough to trace it: its Call-ID and a one-line summary. */

export const callIdOf = (message: string) => /\r\n(?:Call-ID|i):\s*(\S+)/i.exec(message)?.[1];

/** "INVITE 3" or "491 INVITE 3": the start line's method or status, and the CSeq. */
export const sipSummary = (message: string) => {
  const start = message.slice(0, message.indexOf('\r\n'));
  const cseq = /\r\nCSeq:\s*(\d+)\s+(\S+)/i.exec(message);
  const status = /^SIP\/2\.0 (\d{3})/.exec(start)?.[1];
  return `${status ?? start.split(' ')[0]}${status ? ` ${cseq?.[2] ?? ''}` : ''} ${cseq?.[1] ?? ''}`.trim();
};

/** A request's INVITE, or the 200 that answers an INVITE (call set-up timing). */
export const isInvite = (message: string) => message.startsWith('INVITE ');
export const isInviteOk = (message: string) => message.startsWith('SIP/2.0 200') && /^CSeq:\s*\d+\s+INVITE\s*$/im.test(message);
