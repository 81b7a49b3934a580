import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { count } from '@/tests/support/crm-helpers';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { freshContact } from '@/tests/support/messaging-helpers';
import { eventually } from '@/tests/support/eventually';

// Fast job polling and retry waits, so delayed and retried sends finish within the test.
process.env.JOBS_POLL_SECONDS = '0.5';
process.env.EMAIL_RETRY_BASE_MS = '300';

let server: TestServer;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await demoTenantId(server.db);
});
afterAll(() => server.close());

const send = (token: string, contactId: number, to: string, patch: Record<string, unknown> = {}) =>
  server.request('POST', '/emails/send', { token, body: { to, contact: { contactId, email: to }, template: { subject: 'Later {{contact.firstName}}', body: '<p>Hi</p>' }, ...patch } });
const message = async (token: string, id: number) => (await server.request('GET', `/emails/messages/${id}`, { token })).body.payload.message;
/** The mail's state, read again until it is what the test waits for (20 s at most). */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean) => eventually(read, done, { ms: 20_000, everyMs: 150 });

/** A relay that refuses the first `refusals` mails with a temporary error, then accepts. */
async function flakyRelay(refusals: number) {
  const seen = { refused: 0, delivered: 0 };
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, cb) {
      stream.resume();
      stream.on('end', () => {
        if (seen.refused < refusals) {
          seen.refused++;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return cb(error);
        }
        seen.delivered++;
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { seen, port: (relay.server.address() as { port: number }).port, close: () => new Promise<void>((r) => relay.close(() => r())) };
}

describe('delayed send', () => {
  it('waits until its time on the job runner, then sends and writes the activity as it leaves', async () => {
    const rep = await server.login('rep@demo.test');
    const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'rep@demo.test')).id, { firstName: 'Ines' });
    const before = server.mail.messages.length;
    const res = await send(rep, c.id, c.email, { sendAt: new Date(Date.now() + 1500).toISOString() });
    expect(res.body.payload).toMatchObject({ status: 'scheduled', activityId: null });
    const id = res.body.payload.messageId as number;
    expect(await message(rep, id)).toMatchObject({ status: 'scheduled', activityId: null, subject: 'Later Ines' });
    expect(server.mail.messages.length).toBe(before);
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(0);

    const sent = await until(
      () => message(rep, id),
      (m) => m.status === 'sent',
    );
    expect(sent.activityId).not.toBeNull();
    expect(server.mail.messages.at(-1)!.raw).toContain('Subject: Later Ines');
    expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(1);
  });

  it('refuses a send time in the past or beyond 30 days, and writes nothing', async () => {
    const rep = await server.login('rep@demo.test');
    const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'rep@demo.test')).id);
    const past = await send(rep, c.id, c.email, { sendAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.body).toMatchObject({ status: 400, message: 'The send time must be in the future' });
    const far = await send(rep, c.id, c.email, { sendAt: new Date(Date.now() + 31 * 86_400_000).toISOString() });
    expect(far.body).toMatchObject({ status: 400, message: 'The send time must be within 30 days' });
    expect((await send(rep, c.id, c.email, { sendAt: 'tomorrow' })).status).toBe(400);
  });
});

describe('retry of refused sends', () => {
  it('retries a mail the relay refused and sends it once it accepts', async () => {
    const relay = await flakyRelay(2);
    try {
      const manager = await server.login('manager@demo.test');
      await server.request('POST', '/emails/accounts', { token: manager, body: { address: 'manager@demo.test', smtpHost: '127.0.0.1', smtpPort: relay.port } });
      const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'manager@demo.test')).id);
      const res = await send(manager, c.id, c.email);
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({ status: 'retrying', activityId: null });
      const id = res.body.payload.messageId as number;
      expect(await message(manager, id)).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringContaining('Try again later') });

      const sent = await until(
        () => message(manager, id),
        (m) => m.status === 'sent',
      );
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(relay.seen).toEqual({ refused: 2, delivered: 1 });
      expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(1);
    } finally {
      await relay.close();
    }
  });

  it('fails for good once the auto retries are used up', async () => {
    const relay = await flakyRelay(100);
    const admin = await server.login('admin@demo.test');
    await server.request('PUT', '/emails/security-settings', { token: admin, body: { maxAutoEmailRetries: 1 } });
    try {
      const manager = await server.login('manager@demo.test');
      await server.request('POST', '/emails/accounts', { token: manager, body: { address: 'manager@demo.test', smtpHost: '127.0.0.1', smtpPort: relay.port } });
      const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'manager@demo.test')).id);
      const res = await send(manager, c.id, c.email);
      const failed = await until(
        () => message(manager, res.body.payload.messageId),
        (m) => m.status === 'failed',
      );
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, activityId: null });
      expect(relay.seen.refused).toBe(2);
      expect(await count(server.db, activities, and(eq(activities.contactId, c.id), eq(activities.kind, 'email')))).toBe(0);
    } finally {
      await relay.close();
      await server.request('PUT', '/emails/security-settings', { token: admin, body: { maxAutoEmailRetries: 3 } });
    }
  });

  it('does not use up the contact’s one email of the day with a send the relay refused', async () => {
    const relay = await flakyRelay(1);
    const admin = await server.login('admin@demo.test');
    // No retries: the refusal is final at once (502), the next send is the user's second try.
    await server.request('PUT', '/emails/security-settings', { token: admin, body: { maxAutoEmailRetries: 0, maximumPerContactPerDay: 1 } });
    try {
      const manager = await server.login('manager@demo.test');
      await server.request('POST', '/emails/accounts', { token: manager, body: { address: 'manager@demo.test', smtpHost: '127.0.0.1', smtpPort: relay.port } });
      const c = await freshContact(server.db, tenantId, (await userByEmail(server.db, 'manager@demo.test')).id);
      const refused = await send(manager, c.id, c.email);
      expect(refused.body).toMatchObject({ status: 502, code: 'EMAIL_SEND_FAILED' });
      const again = await send(manager, c.id, c.email);
      expect(again.status).toBe(200);
      expect(again.body.payload).toMatchObject({ status: 'sent' });
      expect(relay.seen).toEqual({ refused: 1, delivered: 1 });
      // The one that went out does count: a third is over the limit.
      expect((await send(manager, c.id, c.email)).body).toMatchObject({ status: 429, code: 'EMAIL_LIMIT_CONTACT_DAY' });
    } finally {
      await relay.close();
      await server.request('PUT', '/emails/security-settings', { token: admin, body: { maxAutoEmailRetries: 3 } });
    }
  });
});
