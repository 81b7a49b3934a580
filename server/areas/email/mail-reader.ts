import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser';

/**
 * Reads what the built-in SMTP sink received with mailparser (the MIME parser of the authors of the
 * smtp-server behind the sink): any charset of a part (charset=), RFC 2047 encoded words in headers,
 * nested multiparts, base64 / quoted-printable / 8bit bodies, cid: images as data URLs in the HTML.
 */
export interface ReadMail {
  subject: string;
  /** 'Name <address>' for each sender (names decoded, unquoted), joined by ', '. */
  from: string;
  /** The senders' addresses, lower-cased. */
  fromAddresses: string[];
  cc: string;
  /** The Date header as written, or null. */
  date: string | null;
  messageId: string | null;
  html: string | null;
  text: string;
  attachments: { filename: string; contentType: string; size: number; inline: boolean }[];
}

const flatten = (list: EmailAddress[]): EmailAddress[] => list.flatMap((a) => (a.group ? flatten(a.group) : [a]));
const addressesOf = (field: AddressObject | AddressObject[] | undefined) => flatten((Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => f.value));
const shown = (field: AddressObject | AddressObject[] | undefined) =>
  addressesOf(field)
    .map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? '')))
    .join(', ');

export async function readMail(source: Buffer): Promise<ReadMail> {
  const mail = await simpleParser(source);
  const dateLine = mail.headerLines.find((h) => h.key === 'date')?.line;
  return {
    subject: mail.subject ?? '',
    from: shown(mail.from),
    fromAddresses: addressesOf(mail.from).flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])),
    cc: shown(mail.cc),
    date: dateLine ? dateLine.replace(/^date:\s*/i, '').trim() : null,
    messageId: mail.messageId ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    text: (mail.text ?? '').trim(),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? a.cid ?? 'attachment',
      contentType: a.contentType,
      size: a.size,
      inline: a.contentDisposition === 'inline' || (Boolean(a.cid) && a.contentDisposition !== 'attachment'),
    })),
  };
}

/** A message's header block only (From, Subject...): a listing or an announcement never decodes bodies. */
export function readMailHead(source: Buffer): Promise<ReadMail> {
  const crlf = source.indexOf('\r\n\r\n');
  const lf = source.indexOf('\n\n');
  const end = [crlf, lf].filter((i) => i >= 0).reduce((a, b) => Math.min(a, b), source.length);
  return readMail(Buffer.concat([source.subarray(0, end), Buffer.from('\r\n\r\n')]));
}
