import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { readMail, readMailHead } from './mail-reader';

async function compose(mail: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  return info.message as Buffer;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('reading a delivered mail', () => {
  it('reads headers with encoded words, the HTML and text parts, attachments and inline images', async () => {
    const source = await compose({
      from: 'Rép Ünïcode <rep@demo.test>',
      to: 'ann@acme.test, bob@acme.test',
      cc: 'Carl, C. <carl@acme.test>',
      subject: 'Grüße — pricing ✓ '.repeat(4).trim(),
      html: `<p>Hello Zoë ${'long line '.repeat(30)}</p><img src="cid:logo@dialworks">`,
      text: 'Hello Zoë',
      attachments: [
        { filename: 'price list.txt', content: 'attached text', contentType: 'text/plain' },
        { filename: 'logo.png', content: PNG, contentType: 'image/png', cid: 'logo@dialworks' },
      ],
    });
    const mail = await readMail(source);
    expect(mail.subject).toBe('Grüße — pricing ✓ '.repeat(4).trim());
    expect(mail.from).toBe('Rép Ünïcode <rep@demo.test>');
    expect(mail.fromAddresses).toEqual(['rep@demo.test']);
    expect(mail.cc).toBe('Carl, C. <carl@acme.test>');
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.date).toMatch(/\d{4} \d\d:\d\d:\d\d [+-]\d{4}$/);
    expect(mail.html).toContain(`Hello Zoë ${'long line '.repeat(30).trim()}`);
    expect(mail.html).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(mail.text).toBe('Hello Zoë');
    expect(mail.attachments.map((a) => [a.filename, a.size, a.inline]).sort()).toEqual([
      ['logo.png', PNG.length, true],
      ['price list.txt', 13, false],
    ]);
  });

  it('reads a plain single-part mail, and the head alone', async () => {
    const source = Buffer.from('From: A@X.test\r\nTo: b@x.test\r\nSubject: Code\r\n\r\nYour code is 123456\r\n');
    expect(await readMail(source)).toMatchObject({ subject: 'Code', from: 'A@X.test', fromAddresses: ['a@x.test'], html: null, text: 'Your code is 123456', attachments: [] });
    expect(await readMailHead(source)).toMatchObject({ subject: 'Code', from: 'A@X.test', text: '' });
  });

  it('decodes a body in its own charset (8-bit ISO-8859-1) and encoded words in another', async () => {
    const source = Buffer.concat([
      Buffer.from('From: =?windows-1252?Q?Ren=E9e_=C5berg?= <renee@x.test>\r\nSubject: =?ISO-8859-1?B?R3L832Vu?=\r\nContent-Type: text/plain; charset="iso-8859-1"\r\n'),
      Buffer.from('Content-Transfer-Encoding: 8bit\r\n\r\n'),
      Buffer.from('Caf\xe9 cr\xe8me, 5 \xa3\r\n', 'latin1'),
    ]);
    expect(await readMail(source)).toMatchObject({ from: 'Renée Åberg <renee@x.test>', subject: 'Grüßen', text: 'Café crème, 5 £' });
  });
});
