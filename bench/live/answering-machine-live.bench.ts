import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HELD_OUT_BLOCK } from '@/server/areas/telephony/simulated-carrier/carrier-voice';
import { DEMO_PASSWORD } from '@/tests/e2e/support/fixtures';
import { addDemoUser } from '@/tests/e2e/support/users';
import { seedParallelHistory } from '@/tests/e2e-phone/support/demo-db';
import { parallelDialerDriver } from '@/tests/e2e-phone/support/parallel-dialer-driver';
import { apiCall, apiLogin, openRep } from '@/tests/e2e-phone/support/phone-fixtures';
import { createDialerList, uniqueTag, zoneAtHour } from '@/tests/e2e-phone/support/power-dialer-data';
import { speakingMicrophone } from '@/tests/e2e-phone/support/tone-wav';

/**
 * Answering-machine detection on live calls (run by `npm run bench -- dialer`): a parallel dialer
 * session on 48 numbers of the carrier's held-out block (greetings, voices and speeds the detector
 * was not tuned on), half people and half machines, through the whole media path. Writes its figures
 * as JSON to DIALWORKS_BENCH_OUT.
 */
const CALLS = 48;

test('answering-machine detection on live carrier calls with held-out greetings', async () => {
  const email = `amd-bench-${randomUUID().slice(0, 8)}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Amd', lastName: 'Bench' });
  const admin = await apiLogin('admin@demo.test');
  expect((await apiCall('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { parallelDialer: { enabled: true, lines: 5 } } })).status).toBe(200);
  const manager = await apiLogin('manager@demo.test');
  const tag = uniqueTag();
  const party = new Map<number, 'person' | 'machine'>();
  for (let i = 0; i < CALLS; i++) {
    const digit = i % 2 ? '6' : String((i / 2) % 5);
    // +1 201 599 <3 digits><outcome digit>: the held-out block.
    const number = `+${HELD_OUT_BLOCK}${String(100 + i)}${digit}`;
    const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
      token: manager,
      body: {
        isLead: false,
        firstName: 'Amd',
        lastName: `Live${i}${tag}`,
        timezone: zoneAtHour(12),
        phones: [{ type: 'work', number, isPrimary: true }],
        emails: [],
        otherFields: { Contact_Role__c: 'Champion' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    party.set(res.body.payload.contactId, digit === '6' ? 'machine' : 'person');
  }
  const listId = await createDialerList(manager, `AMD bench ${tag}`, [user.id], [...party.keys()]);
  await seedParallelHistory({ tenantId: user.tenantId, userId: user.id, listId, dials: 4000, personAnswers: 400 });

  const rep = await openRep(email, speakingMicrophone(700));
  try {
    const driver = parallelDialerDriver(rep);
    const start = { listId, lines: 5, callerNumber: '+15550000000', voiceMessageId: null, callbackNoticeId: null, resultForVoiceMessage: 'Left Voicemail', resultForCallbackNotice: 'Left Voicemail' };
    expect(await driver.command({ command: 'start', start })).toEqual({ ok: true });
    await driver.talkThrough(300, 800_000);
    const { detections } = await driver.view();
    const right = detections.filter((d) => (party.get(d.contactId) === 'machine' ? 'machine' : 'human') === d.verdict);
    const personLag = right.filter((d) => d.verdict === 'human' && d.greetingEndMs !== null).map((d) => d.atMs - d.greetingEndMs!);
    const machineAt = right.filter((d) => d.verdict === 'machine').map((d) => d.atMs);
    const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : null);
    const wrong = detections.filter((d) => !right.includes(d)).map((d) => ({ party: party.get(d.contactId), verdict: d.verdict, cause: d.cause }));
    const figures = { calls: detections.length, right: right.length, personLagMedianMs: median(personLag), machineDecidedMedianMs: median(machineAt), wrong };
    if (process.env.DIALWORKS_BENCH_OUT) await writeFile(process.env.DIALWORKS_BENCH_OUT, JSON.stringify(figures));
    console.log('answering-machine live', JSON.stringify(figures));
    expect(detections.length).toBeGreaterThanOrEqual(40);
  } finally {
    await rep.close();
  }
});
