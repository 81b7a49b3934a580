import { readFileSync } from 'node:fs';
import { Messager, RegistererState, SessionState, UserAgent, type Inviter } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD } from '../../seed/demo-tenant';
import { keepRegistered } from '@/src/phone/soft/keep-registered';
import { systemClock } from '@/src/phone/phone-clock';
import { startTelephony, type StartedTelephony } from './start-telephony';
import { FAST_TIMINGS, phoneCredentials, TestPhone } from './sip-test-harness';
import { eventually } from '@/tests/support/eventually';

/**
 * Real SIP: Kamailio started from the repo's config, the Simulated carrier registered to it, and
 * Node sip.js user agents standing in for softphones.
 */
let telephony: StartedTelephony;
let server: TestServer;
const phones: TestPhone[] = [];

const phone = (user: string, creds = phoneCredentials(TEST_SECRET, user)) => {
  const p = new TestPhone(telephony.kamailio.wsServer, user, creds);
  phones.push(p);
  return p;
};

async function signedInPhone(email: string) {
  const res = await server.request('POST', '/login', { body: { email, password: DEMO_PASSWORD } });
  const session = res.body.payload as { authToken: string; userId: number; deviceUser: string; devicePass: string; realm: string; userProvisioningId: string };
  const p = phone(session.userProvisioningId, { deviceUser: session.deviceUser, devicePass: session.devicePass });
  return { session, phone: p };
}

beforeAll(async () => {
  telephony = await startTelephony({ secret: TEST_SECRET, domain: 'localhost', timings: FAST_TIMINGS, maxRingingSeconds: 1 });
  server = await startTestServer({ telephony: telephony.options });
});
afterAll(async () => {
  await Promise.all(phones.map((p) => p.stop()));
  await server?.close();
  await telephony?.stop();
});

describe('time-limited SIP credentials (autheph)', () => {
  it('registers with the credentials our server issues in the session', async () => {
    const { phone: p, session } = await signedInPhone('rep@demo.test');
    expect(session.realm).toBe('localhost');
    expect(await p.register()).toBe(RegistererState.Registered);
    expect(telephony.kamailio.registrations()).toContain(`AoR: ${session.userProvisioningId}`);
  });

  it('refuses a wrong password', async () => {
    const creds = phoneCredentials(TEST_SECRET, 'mallory');
    expect(await phone('mallory', { ...creds, devicePass: 'bm90LXRoZS1wYXNzd29yZA==' }).register(1500)).toBe(401);
  });

  it('refuses expired credentials', async () => {
    const creds = phoneCredentials(TEST_SECRET, 'late', new Date(Date.now() - 2 * 3600_000), 3600);
    expect(await phone('late', creds).register(1500)).toBe(401);
  });

  it('refuses credentials signed with another secret, and registering as someone else', async () => {
    expect(await phone('eve', phoneCredentials('another-secret', 'eve')).register(1500)).toBe(401);
    expect(await phone('victim', phoneCredentials(TEST_SECRET, 'eve')).register(1500)).toBe(403);
  });
});

describe('the Simulated carrier over real SIP', () => {
  let caller: TestPhone;
  beforeAll(async () => {
    caller = phone('caller-1');
    expect(await caller.register()).toBe(RegistererState.Registered);
  });

  it('a number ending 0 is answered by a person', async () => {
    const { inviter, outcome } = await caller.call('+15550100');
    expect(await outcome).toMatchObject({ established: true });
    const calls: string[] = [];
    telephony.carrier.sipPeer!.on('dtmf', (d) => calls.push(d.digits));
    // DTMF by SIP INFO reaches the carrier.
    await inviter.info({ requestOptions: { body: { contentDisposition: 'render', contentType: 'application/dtmf-relay', content: 'Signal=5\r\nDuration=160' } } });
    expect(
      await eventually(
        () => calls,
        (c) => c.length > 0,
      ),
    ).toEqual(['5']);
    await inviter.bye();
  });

  it('a number ending 6 is answered by a machine that greets, then beeps', async () => {
    caller.infos.length = 0;
    const { inviter, outcome } = await caller.call('5550106');
    expect(await outcome).toMatchObject({ established: true });
    // The beep is sent machineBeepMs after the answer: waited for, not slept for (it may travel slower than the 200).
    expect(
      await eventually(
        () => caller.infos,
        (infos) => infos.length >= 2,
      ),
    ).toEqual(['greeting', 'beep']);
    await inviter.bye();
  });

  it('a number ending 7 is busy (486)', async () => {
    expect(await (await caller.call('+15550107')).outcome).toMatchObject({ established: false, statusCode: 486 });
  });

  it('a number ending 8 rings for the maximum ringing length, then 480', async () => {
    const result = await (await caller.call('+15550108', ['X-Max-Ringing-Length: 1'])).outcome;
    expect(result).toMatchObject({ established: false, statusCode: 480 });
    expect(result.ms).toBeGreaterThanOrEqual(950);
  });

  it('a number ending 9 is unreachable (503)', async () => {
    expect(await (await caller.call('+15550109')).outcome).toMatchObject({ established: false, statusCode: 503 });
  });
});

describe('calls between users and from the carrier', () => {
  it('routes a call to another registered user', async () => {
    const alice = phone('alice-u2u');
    const bob = phone('bob-u2u');
    expect(await alice.register()).toBe(RegistererState.Registered);
    expect(await bob.register()).toBe(RegistererState.Registered);
    const { inviter, outcome } = await alice.call('bob-u2u');
    const incoming = await bob.waitIncoming();
    expect(incoming.request.from.uri.user).toBe('alice-u2u');
    await incoming.accept();
    expect(await outcome).toMatchObject({ established: true });
    await inviter.bye();
    expect(
      await eventually(
        () => incoming.state,
        (state) => state === SessionState.Terminated,
      ),
    ).toBe(SessionState.Terminated);
  });

  it('an unregistered user is 404', async () => {
    const alice = phone('alice-404');
    await alice.register();
    expect(await (await alice.call('nobody-here')).outcome).toMatchObject({ established: false, statusCode: 404 });
  });

  it('an inbound carrier call placed by an admin rings the registered softphone, and its call info is saved', async () => {
    const { phone: rep2, session } = await signedInPhone('rep2@demo.test');
    expect(await rep2.register()).toBe(RegistererState.Registered);
    const admin = await server.login('admin@demo.test');
    const before = await server.request('GET', '/metrics/activity-metrics/currentDay', { token: session.authToken });
    const callsIn = (r: typeof before) => (r.body.payload.metrics as { type: string; value: number }[]).find((m) => m.type === 'callsIn')!.value;

    const res = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId: session.userId, from: '+15550142' } });
    expect(res.status).toBe(200);
    const incoming = await rep2.waitIncoming();
    expect(incoming.request.from.uri.user).toBe('+15550142');
    expect(incoming.request.callId).toBe(res.body.payload.callId);
    await incoming.accept();
    expect(incoming.state).toBe(SessionState.Established);
    await incoming.bye();

    const saved = await server.request('POST', '/telephony/call-info', {
      token: session.authToken,
      body: { callId: incoming.request.callId, result: 'Connected', direction: 'in', phoneNumber: '+15550142', durationSeconds: 3 },
    });
    expect(saved.status).toBe(200);
    const after = await server.request('GET', '/metrics/activity-metrics/currentDay', { token: session.authToken });
    expect(callsIn(after)).toBe(callsIn(before) + 1);
  });

  it('a call to a number of the tenant a user holds (settings numbers) rings that user', async () => {
    const { phone: rep2, session } = await signedInPhone('rep2@demo.test');
    expect(await rep2.register()).toBe(RegistererState.Registered);
    const admin = await server.login('admin@demo.test');
    const spare = (await server.request('GET', '/telephony/numbers', { token: admin })).body.payload.numbers.find(
      (n: { assignee: unknown; assigneeDeleted: unknown }) => !n.assignee && !n.assigneeDeleted,
    );
    expect((await server.request('PUT', `/telephony/numbers/${spare.id}/user`, { token: admin, body: { userId: session.userId } })).status).toBe(200);
    const res = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { to: spare.phoneNumber, from: '+15550143' } });
    expect(res.status).toBe(200);
    const incoming = await rep2.waitIncoming();
    expect(incoming.request.from.uri.user).toBe('+15550143');
    await incoming.reject();
    // Unassigned, the number rings nobody.
    expect((await server.request('DELETE', `/telephony/numbers/${spare.id}/user`, { token: admin })).status).toBe(200);
    expect((await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { to: spare.phoneNumber, from: '+15550143' } })).status).toBe(404);
  });
});

describe('Kamailio restarts', () => {
  it('the carrier is registered again within 5 s, with no action', async () => {
    expect(telephony.kamailio.registrations()).toContain('AoR: carrier');
    await telephony.kamailio.restart();
    const started = Date.now();
    while (!telephony.kamailio.registrations().includes('AoR: carrier')) {
      if (Date.now() - started > 5000) throw new Error('carrier not registered again within 5 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Date.now() - started).toBeLessThan(5000);
    // And numbers are routed to it again.
    const caller = phone('caller-after-restart');
    expect(await caller.register()).toBe(RegistererState.Registered);
    expect(await (await caller.call('+15550107')).outcome).toMatchObject({ statusCode: 486 });
  });

  /** A softphone stand-in kept registered by the softphone's own keeper (reconnects and registers again after a drop). */
  const keptPhone = (user: string) => {
    // Not in `phones`: the keeper stops this one.
    const p = new TestPhone(telephony.kamailio.wsServer, user, phoneCredentials(TEST_SECRET, user));
    let status = '';
    const keeper = keepRegistered(p.ua, {
      expires: 300,
      clock: systemClock,
      logger: { info: () => undefined, warn: () => undefined },
      events: { status: (s) => void (status = s), reconnected: () => undefined },
    });
    return { p, keeper, status: () => status };
  };
  /** How many contacts Kamailio holds for a user (`ul.dump` lists them under their AoR). */
  const contactsOf = (user: string) => {
    const dump = telephony.kamailio.registrationDetails();
    const at = dump.indexOf(`AoR: ${user}\n`);
    if (at < 0) return 0;
    const next = dump.indexOf('AoR: ', at + 1);
    return (dump.slice(at, next < 0 ? undefined : next).match(/Contact: \{/g) ?? []).length;
  };
  /** Every kept phone registered (each user with as many contacts as it has phones), within 5 s. */
  const allRegistered = async (kept: { p: TestPhone; status: () => string }[], users: string[]) => {
    const started = Date.now();
    const expected = (u: string) => users.filter((x) => x === u).length;
    while (!(kept.every((k) => k.status() === 'registered') && users.every((u) => contactsOf(u) === expected(u)))) {
      if (Date.now() - started > 5000) throw new Error(`phones not registered within 5 s:\n${telephony.kamailio.registrationDetails()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('a call lives through a restart: once both phones are back, a BYE reaches the far side', async () => {
    const alice = keptPhone('alice-restart');
    const bob = keptPhone('bob-restart');
    await alice.keeper.start();
    await bob.keeper.start();
    const bothRegistered = () => allRegistered([alice, bob], ['alice-restart', 'bob-restart']);
    await bothRegistered();
    const { inviter, outcome } = await alice.p.call('bob-restart');
    const incoming = await bob.p.waitIncoming();
    await incoming.accept();
    expect(await outcome).toMatchObject({ established: true });

    await telephony.kamailio.restart();
    await bothRegistered();
    // The callee hangs up: the BYE goes through the restarted server over the caller's new connection.
    await incoming.bye();
    const ended = Date.now();
    while (inviter.state !== SessionState.Terminated) {
      if (Date.now() - ended > 3000) throw new Error('the BYE did not reach the caller');
      await new Promise((r) => setTimeout(r, 20));
    }
    await alice.keeper.stop();
    await bob.keeper.stop();
    // The deadlines that matter (5 s to register again, 3 s for the BYE) are asserted above; the test as a
    // whole also waits for a Kamailio restart, which takes longer on a loaded machine.
  }, 45_000);

  describe('one user signed in on two devices', () => {
    /**
     * alice calls bob, who is registered from a desk and a laptop (same SIP user, two user agents): both
     * ring, the desk answers, the laptop's ringing is cancelled. Returns the call and what each device got.
     */
    const callAnsweredOnDesk = async (user: string, desk: TestPhone, laptop: TestPhone, alice: TestPhone) => {
      const { inviter, outcome } = await alice.call(user);
      const onDesk = await desk.waitIncoming();
      const onLaptop = await laptop.waitIncoming();
      await onDesk.accept();
      expect(await outcome).toMatchObject({ established: true });
      expect(
        await eventually(
          () => onLaptop.state,
          (s) => s === SessionState.Terminated,
        ),
      ).toBe(SessionState.Terminated);
      const callId = inviter.request.callId;
      // The laptop never answered: an ACK it gets is tm's for its 487 (part of the INVITE), never of a dialog.
      const got = (p: TestPhone) => p.requests.filter((r) => r.callId === callId && !(p === laptop && r.method === 'ACK')).map((r) => r.method);
      return { inviter, onDesk, got };
    };
    /** The caller hangs up: the BYE's final status (0: none within 3 s). */
    const byeAnswer = async (inviter: Inviter) => {
      let status = 0;
      const answered = (r: { message: { statusCode?: number } }) => void (status = r.message.statusCode ?? -1);
      await inviter.bye({ requestDelegate: { onAccept: answered, onReject: answered } });
      return eventually(
        () => status,
        (s) => s !== 0,
        { ms: 3000 },
      );
    };
    /**
     * Kamailio writes to one connection in order: once the laptop has a MESSAGE alice sent after the BYE,
     * a BYE forked to the laptop would have arrived before it. So "the laptop got no BYE" is waited for, not slept for.
     */
    const laptopCaughtUp = async (alice: TestPhone, user: string, laptop: TestPhone) => {
      const before = laptop.requests.filter((r) => r.method === 'MESSAGE').length;
      await new Messager(alice.ua, UserAgent.makeURI(`sip:${user}@localhost`)!, 'after the BYE').message();
      expect(
        await eventually(
          () => laptop.requests.filter((r) => r.method === 'MESSAGE').length,
          (n) => n > before,
        ),
      ).toBe(before + 1);
    };

    it("after a restart the caller's BYE reaches only the device that has the call, not the same user's other device", async () => {
      const alice = keptPhone('alice-2dev');
      const desk = keptPhone('bob-2dev');
      const laptop = keptPhone('bob-2dev');
      const kept = [alice, desk, laptop];
      const users = ['alice-2dev', 'bob-2dev', 'bob-2dev'];
      for (const k of kept) await k.keeper.start();
      await allRegistered(kept, users);
      const { inviter, onDesk, got } = await callAnsweredOnDesk('bob-2dev', desk.p, laptop.p, alice.p);
      expect(got(laptop.p)).toEqual(['INVITE', 'CANCEL']);

      await telephony.kamailio.restart();
      await allRegistered(kept, users);
      // sip.js still sends the caller's BYE to the desk's contact from before the restart (its old
      // connection is gone): Kamailio must find the desk's new registration, and only that one.
      const byeStatus = await byeAnswer(inviter);
      expect(byeStatus).toBe(200);
      expect(
        await eventually(
          () => onDesk.state,
          (s) => s === SessionState.Terminated,
          { ms: 3000 },
        ),
      ).toBe(SessionState.Terminated);
      await laptopCaughtUp(alice.p, 'bob-2dev', laptop.p);
      expect(got(desk.p)).toEqual(['INVITE', 'ACK', 'BYE']);
      // The laptop never had the call: it sees no request of its dialog (was: a forked BYE, answered 481).
      expect(got(laptop.p)).toEqual(['INVITE', 'CANCEL']);
      for (const k of kept) await k.keeper.stop();
    }, 45_000);

    it("after a restart a BYE for a device that did not come back is 480, and the same user's other device sees none", async () => {
      const alice = keptPhone('alice-2dev-gone');
      // The desk has no keeper: it does not reconnect after the restart (a closed laptop lid, a lost network).
      const desk = phone('bob-2dev-gone');
      const laptop = keptPhone('bob-2dev-gone');
      await alice.keeper.start();
      await laptop.keeper.start();
      expect(await desk.register()).toBe(RegistererState.Registered);
      await allRegistered([alice, laptop], ['alice-2dev-gone', 'bob-2dev-gone', 'bob-2dev-gone']);
      const { inviter, got } = await callAnsweredOnDesk('bob-2dev-gone', desk, laptop.p, alice.p);

      await telephony.kamailio.restart();
      await allRegistered([alice, laptop], ['alice-2dev-gone', 'bob-2dev-gone']);
      const byeStatus = await byeAnswer(inviter);
      expect(byeStatus).toBe(480);
      await laptopCaughtUp(alice.p, 'bob-2dev-gone', laptop.p);
      expect(got(laptop.p)).toEqual(['INVITE', 'CANCEL']);
      await alice.keeper.stop();
      await laptop.keeper.stop();
    }, 45_000);
  });

  it('is started again after something else stops it, and the carrier registers again within 5 s', async () => {
    const pid = Number(readFileSync(telephony.kamailio.pidFile, 'utf8'));
    // Stopped from outside our server (an operator, a crash): the supervisor starts it again.
    process.kill(pid, 'SIGTERM');
    const started = Date.now();
    const newPid = () => {
      try {
        return Number(readFileSync(telephony.kamailio.pidFile, 'utf8'));
      } catch {
        return pid;
      }
    };
    while (newPid() === pid || !telephony.kamailio.registrations().includes('AoR: carrier')) {
      if (Date.now() - started > 5000) throw new Error('carrier not registered again within 5 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(newPid()).not.toBe(pid);
  });
});
