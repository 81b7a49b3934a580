import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { inlineCidImages, parseMail } from './mime-parse';

async function compose(mail: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  return (info.message as Buffer).toString('utf8');
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('reading a delivered mail', () => {
  it('reads headers with encoded words, the HTML and text parts, attachments and inline images', async () => {
    const raw = await compose({
      from: 'Rép Ünïcode <rep@demo.test>',
      to: 'ann@acme.test, bob@acme.test',
      cc: 'carl@acme.test',
      subject: 'Grüße — pricing ✓ '.repeat(4).trim(),
      html: `<p>Hello Zoë ${'long line '.repeat(30)}</p><img src="cid:logo@dialworks">`,
      text: 'Hello Zoë',
      attachments: [
        { filename: 'price list.txt', content: 'attached text', contentType: 'text/plain' },
        { filename: 'logo.png', content: PNG, contentType: 'image/png', cid: 'logo@dialworks' },
      ],
    });
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Grüße — pricing ✓ '.repeat(4).trim());
    expect(mail.from).toBe('Rép Ünïcode <rep@demo.test>');
    expect(mail.to).toBe('ann@acme.test, bob@acme.test');
    expect(mail.cc).toBe('carl@acme.test');
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.html).toContain(`Hello Zoë ${'long line '.repeat(30).trim()}`);
    expect(mail.text).toBe('Hello Zoë');
    expect(mail.attachments.map((a) => [a.filename, a.size, a.inline]).sort()).toEqual([
      ['logo.png', PNG.length, true],
      ['price list.txt', 13, false],
    ]);
    expect(inlineCidImages(mail.html!, mail.attachments)).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
  });

  it('reads a plain single-part mail', () => {
    const mail = parseMail('From: a@x.test\r\nTo: b@x.test\r\nSubject: Code\r\n\r\nYour code is 123456\r\n');
    expect(mail).toMatchObject({ subject: 'Code', from: 'a@x.test', html: null, text: 'Your code is 123456', attachments: [] });
  });
});
