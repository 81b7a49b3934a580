/**
 * A small MIME reader for what the built-in SMTP sink receives (nodemailer's output and the
 * server's own plain mails): headers with RFC 2047 words, nested multiparts, base64 and
 * quoted-printable bodies. Enough to show a delivered message; not a general mail parser.
 */
export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  params: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
}

export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  cc: string;
  date: string | null;
  messageId: string | null;
  html: string | null;
  text: string;
  attachments: { filename: string; contentType: string; size: number; inline: boolean; cid: string | null; content: Buffer }[];
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=(\s+(?==\?))?/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

function decodeQp(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes);
}

function parseParams(value: string): { value: string; params: Record<string, string> } {
  const [first, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    const key = p.slice(0, eq).trim().toLowerCase().replace(/\*$/, '');
    let v = p
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    // RFC 2231: filename*=utf-8''name%20with%20spaces
    if (/^[\w-]*''/.test(v)) v = decodeURIComponent(v.replace(/^[\w-]*''/, ''));
    params[key] = decodeWords(v);
  }
  return { value: (first ?? '').trim().toLowerCase(), params };
}

export function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const bodyText = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const { value: contentType, params } = parseParams(headers.get('content-type') ?? 'text/plain');
  if (contentType.startsWith('multipart/') && params.boundary) {
    const chunks = bodyText.split(new RegExp(`\\r?\\n?--${params.boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    const parts = chunks
      .slice(1)
      .filter((c) => c.trim().length > 0)
      .map(parsePart);
    return { headers, contentType, params, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? decodeQp(bodyText) : Buffer.from(bodyText, 'utf8');
  return { headers, contentType, params, body, parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function parseMail(raw: string): ParsedMail {
  const root = parsePart(raw);
  const header = (name: string) => decodeWords(root.headers.get(name) ?? '');
  const mail: ParsedMail = {
    subject: header('subject'),
    from: header('from'),
    to: header('to'),
    cc: header('cc'),
    date: root.headers.get('date') ?? null,
    messageId: root.headers.get('message-id') ?? null,
    html: null,
    text: '',
    attachments: [],
  };
  for (const leaf of leaves(root)) {
    const disposition = parseParams(leaf.headers.get('content-disposition') ?? '');
    const filename = disposition.params.filename ?? leaf.params.name ?? null;
    const cid = leaf.headers.get('content-id')?.replace(/^<|>$/g, '') ?? null;
    if (!filename && !cid && leaf.contentType === 'text/html' && mail.html === null) mail.html = leaf.body.toString('utf8');
    else if (!filename && !cid && leaf.contentType === 'text/plain' && !mail.text) mail.text = leaf.body.toString('utf8').trim();
    else
      mail.attachments.push({
        filename: filename ?? cid ?? 'attachment',
        contentType: leaf.contentType,
        size: leaf.body.length,
        inline: disposition.value === 'inline' || (cid !== null && disposition.value !== 'attachment'),
        cid,
        content: leaf.body,
      });
  }
  return mail;
}

/** The HTML with each cid: image replaced by a data URL of its part, so a browser can show it. */
export function inlineCidImages(html: string, attachments: ParsedMail['attachments']): string {
  return html.replace(/(["'])cid:([^"']+)\1/g, (whole, quote: string, cid: string) => {
    const part = attachments.find((a) => a.cid === cid && a.contentType.startsWith('image/'));
    return part ? `${quote}data:${part.contentType};base64,${part.content.toString('base64')}${quote}` : whole;
  });
}

/** A message's header block only, parsed (From, Subject...): a listing or an announcement never decodes bodies. */
export const parseMailHead = (raw: string): ParsedMail => parseMail(`${raw.split(/\r?\n\r?\n/, 1)[0] ?? ''}\r\n\r\n`);

const ADDRESS = /<([^<>\s]+@[^<>\s]+)>|([^\s<>,;"]+@[^\s<>,;"]+)/g;
/** The email addresses in an address header ('Ann <ann@x.test>, bob@y.test'), lower-cased. */
export const addressesIn = (header: string) => [...header.matchAll(ADDRESS)].map((m) => (m[1] ?? m[2] ?? '').toLowerCase());
