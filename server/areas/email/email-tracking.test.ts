import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_QUIET_MS } from '@/src/domain/email/tracking-hit';
import { eventually } from '@/tests/support/eventually';
import { manualClock, type TestServer } from '@/tests/support/test-server';
import { startRepServer } from '@/tests/support/server-fixtures';
import { freshContact, sinkCount } from '@/tests/support/messaging-helpers';

// The clock moves by hand: "the first seconds after sending" are stepped over, never slept through.
const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
let server: TestServer, rep: string, repId: number, tenantId: number;
beforeAll(async () => ({ server, rep, repId, tenantId } = await startRepServer({ clock })));
afterAll(() => server.close());

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GOOGLE_PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const EXTENSION_PAGE = 'chrome-extension://abcdefghijklmnop/workspace.html';

/** Fetches a tracking URL as a given client would (agent, address, referring page). */
const fetchAs = (url: string, who: { userAgent?: string; ip?: string; referer?: string } = {}) =>
  server.app.fastify.inject({ method: 'GET', url, headers: { 'user-agent': who.userAgent ?? BROWSER, ...(who.referer ? { referer: who.referer } : {}) }, remoteAddress: who.ip ?? '203.0.113.7' });

/** Sends a tracked mail to a fresh contact; the pixel and first link as they were delivered. */
async function sendTracked() {
  const c = await freshContact(server.db, tenantId, repId);
  const before = server.mail.messages.length;
  const subject = `Pricing ${c.id}`;
  const res = await server.request('POST', '/emails/send', {
    token: rep,
    body: {
      to: c.email,
      contact: { contactId: c.id, email: c.email },
      template: { subject, body: '<p>See <a href="https://example.test/pricing?a=1&amp;b=2">pricing</a>.</p>' },
      trackOpens: true,
      trackClicks: true,
    },
  });
  expect(res.status).toBe(200);
  await sinkCount(server, before + 1);
  const raw = server.mail.messages
    .at(-1)!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return { contactId: c.id, subject, messageId: res.body.payload.messageId as number, pixel: /\/api\/t\/o\/[\w-]+\.gif/.exec(raw)![0], link: /\/api\/t\/c\/[\w-]+\/0/.exec(raw)![0] };
}

async function counts(sent: { contactId: number; messageId: number }) {
  const message = (await server.request('GET', `/emails/messages/${sent.messageId}`, { token: rep })).body.payload.message;
  const timeline = await server.request('GET', `/timeline?contactId=${sent.contactId}`, { token: rep });
  const entry = timeline.body.payload.entries.find((e: { email: { messageId: number } | null }) => e.email?.messageId === sent.messageId);
  return {
    message: { opens: message.opens, clicks: message.clicks, proxyOpens: message.proxyOpens },
    entry: { opens: entry.email.opens, clicks: entry.email.clicks, proxyOpens: entry.email.proxyOpens },
  };
}

async function emailNotifications(messageSubject: string) {
  const list = await server.request('GET', '/notifications', { token: rep });
  return list.body.payload.notifications.filter((n: { kind: string; text: string }) => n.kind.startsWith('email') && n.text === messageSubject).map((n: { kind: string }) => n.kind);
}

describe('email tracking counts the prospect, not the sender', () => {
  it('counts a person’s open and click on the message and its timeline entry, and the click reaches its target', async () => {
    const sent = await sendTracked();
    clock.advance(TRACKING_QUIET_MS);
    const open = await fetchAs(sent.pixel);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    const click = await fetchAs(sent.link);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.test/pricing?a=1&b=2');
    expect(await counts(sent)).toEqual({ message: { opens: 1, clicks: 1, proxyOpens: 0 }, entry: { opens: 1, clicks: 1, proxyOpens: 0 } });
    expect((await server.request('GET', `/emails/messages/${sent.messageId}`, { token: rep })).body.payload.message.openedAt).toBe(clock.now().toISOString());
    // An unknown link index is not an open redirect.
    expect((await fetchAs(sent.link.replace(/\/0$/, '/7'))).statusCode).toBe(404);
  });

  it('counts nothing in the first 10 s after sending (the sender’s client, mail scanners), though the link still redirects', async () => {
    const sent = await sendTracked();
    clock.advance(8_000);
    expect((await fetchAs(sent.pixel)).statusCode).toBe(200);
    const click = await fetchAs(sent.link);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.test/pricing?a=1&b=2');
    expect(await counts(sent)).toEqual({ message: { opens: 0, clicks: 0, proxyOpens: 0 }, entry: { opens: 0, clicks: 0, proxyOpens: 0 } });
    expect(await emailNotifications(sent.subject)).toEqual([]);
  });

  it('counts nothing fetched from the product’s own pages (the sender’s preview), however late', async () => {
    const sent = await sendTracked();
    clock.advance(3_600_000);
    await fetchAs(sent.pixel, { referer: EXTENSION_PAGE });
    expect((await fetchAs(sent.link, { referer: EXTENSION_PAGE })).statusCode).toBe(302);
    expect(await counts(sent)).toEqual({ message: { opens: 0, clicks: 0, proxyOpens: 0 }, entry: { opens: 0, clicks: 0, proxyOpens: 0 } });
  });

  it('shows the sender’s own mail in the demo mailbox without the pixel and with the original link, so reading it counts nothing', async () => {
    const sent = await sendTracked();
    clock.advance(3_600_000);
    const list = await server.request('GET', '/emails/mailbox?limit=5', { token: rep });
    const item = list.body.payload.messages[0];
    const read = await server.request('GET', `/emails/mailbox/${item.id}`, { token: rep });
    expect(read.status).toBe(200);
    expect(read.body.payload.message.emailId).toBe(sent.messageId);
    const html = read.body.payload.message.html as string;
    expect(html).toContain('href="https://example.test/pricing?a=1&amp;b=2"');
    expect(html).not.toContain('/api/t/');
    expect(await counts(sent)).toEqual({ message: { opens: 0, clicks: 0, proxyOpens: 0 }, entry: { opens: 0, clicks: 0, proxyOpens: 0 } });
  });

  it('keeps a mail-privacy proxy’s prefetch apart (Google’s image proxy, Apple Mail Privacy Protection), even in the first seconds', async () => {
    const sent = await sendTracked();
    clock.advance(2_000);
    await fetchAs(sent.pixel, { userAgent: 'Mozilla/5.0', ip: '17.58.1.20' });
    clock.advance(600_000);
    await fetchAs(sent.pixel, { userAgent: GOOGLE_PROXY, ip: '66.249.84.1' });
    // A proxy fetching a link is no one's click.
    expect((await fetchAs(sent.link, { userAgent: 'Mozilla/5.0', ip: '17.58.1.20' })).statusCode).toBe(302);
    expect(await counts(sent)).toEqual({ message: { opens: 0, clicks: 0, proxyOpens: 2 }, entry: { opens: 0, clicks: 0, proxyOpens: 2 } });
    expect(await emailNotifications(sent.subject)).toEqual([]);
  });
});

describe('the sender hears of a person’s open or click at once (email.tracked, the desktop notification)', () => {
  let socket: Socket;
  beforeAll(async () => {
    const origin = await server.app.listen(0);
    socket = connect(`${origin}/updates`, { auth: { token: rep }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  });
  afterAll(() => socket.disconnect());

  it('and of nothing else: not of the first seconds, their own pages or a privacy proxy', async () => {
    const heard: { messageId: number; contactId: number | null; what: string; subject: string }[] = [];
    socket.on('email.tracked', (e: (typeof heard)[number]) => heard.push(e));
    const sent = await sendTracked();
    clock.advance(1_000);
    await fetchAs(sent.pixel);
    await fetchAs(sent.link);
    clock.advance(60_000);
    await fetchAs(sent.pixel, { referer: EXTENSION_PAGE });
    await fetchAs(sent.pixel, { userAgent: GOOGLE_PROXY });
    await fetchAs(sent.pixel, { userAgent: 'Mozilla/5.0', ip: '::ffff:17.1.2.3' });
    // Then a person: pushes reach the socket in order, so any push for the fetches above would come first.
    await fetchAs(sent.pixel);
    await fetchAs(sent.link);
    await eventually(
      () => heard.length,
      (n) => n >= 2,
    );
    expect(heard).toEqual([
      { messageId: sent.messageId, contactId: sent.contactId, what: 'open', subject: sent.subject },
      { messageId: sent.messageId, contactId: sent.contactId, what: 'click', subject: sent.subject },
    ]);
    expect((await emailNotifications(sent.subject)).sort()).toEqual(['emailClick', 'emailOpen']);
  });
});
