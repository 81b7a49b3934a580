import { expect, test } from '@playwright/test';
import { kamailioOn, kamailioSipTrace, type KamailioHandle } from './support/kamailio-control';
import { CARRIER_SIP_USER } from '../../server/areas/telephony/simulated-carrier/sip-peer';
import { apiCall, callLine, dial, expectAudioFlowing, mediaStats, openRep, sessionOf, type MediaStats, type Rep } from './support/phone-fixtures';

let rep: Rep;
let callee: Rep;
// One API session per user for the whole file: each extra sign-in counts towards the session limit
// (3), and the fourth would end the browser's own session mid-test.
let repApi: Awaited<ReturnType<typeof sessionOf>>;
let calleeApi: Awaited<ReturnType<typeof sessionOf>>;

test.beforeAll(async () => {
  rep = await openRep('rep@demo.test');
  callee = await openRep('rep2@demo.test');
  repApi = await sessionOf('rep@demo.test');
  calleeApi = await sessionOf('rep2@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
  await callee?.close();
});

test('the phone registers again by itself within 5 s after the SIP server restarts', async () => {
  const sip = await apiCall<{ payload: { wsServer: string } }>('GET', '/telephony/sip-config', { token: repApi.token });
  const kamailio = kamailioOn(sip.body.payload.wsServer);
  const status = rep.page.getByTestId('phone-registration');
  try {
    await kamailio.stop();
    await expect(status).not.toHaveAttribute('data-status', 'registered');
    await kamailio.start();
    const restarted = Date.now();
    await expect(status).toHaveAttribute('data-status', 'registered', { timeout: 5_000 });
    expect(Date.now() - restarted).toBeLessThan(5_000);
    // Registered for real: Kamailio lost every registration in the restart and holds the rep's again.
    expect(kamailio.registrations()).toContain(repApi.userProvisioningId);
    console.log(`re-registered ${Date.now() - restarted} ms after the SIP server came back`);
    // A call through the restarted server works once the Simulated carrier is back too.
    await expect.poll(() => new RegExp(`\\b${CARRIER_SIP_USER}\\b`).test(kamailio.registrations()), { timeout: 15_000 }).toBe(true);
    await rep.page.getByTestId('dial-number').fill('2025550100');
    await rep.page.getByTestId('dial-button').click();
    await expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  } finally {
    await kamailio.dispose();
  }
});

type RecoveryStats = MediaStats & { recoveryLog?: string[] };
const recoveryLogOf = async (side: Rep) => ((await mediaStats(side)) as RecoveryStats[])[0]?.recoveryLog ?? ['(no call)'];

/** Both sides' recovery logs; on failure also what Kamailio saw of the call and its registrations, so a failure explains itself. */
async function printRecovery(kamailio: KamailioHandle, callId: string, failed: boolean) {
  const out = [`caller recoveryLog:\n  ${(await recoveryLogOf(rep).catch(String)).toString().split(',').join('\n  ')}`];
  out.push(`callee recoveryLog:\n  ${(await recoveryLogOf(callee).catch(String)).toString().split(',').join('\n  ')}`);
  if (failed) {
    out.push(`Kamailio, call ${callId}:\n  ${kamailioSipTrace(callId).join('\n  ')}`);
    out.push(
      `Kamailio registrations:\n${(() => {
        try {
          return kamailio.registrationDetails();
        } catch (error) {
          return String(error);
        }
      })()}`,
    );
  }
  console.log(out.join('\n'));
}

test('a call in progress is recovered by re-INVITE after the SIP server drops mid-call', async () => {
  const sip = await apiCall<{ payload: { wsServer: string } }>('GET', '/telephony/sip-config', { token: repApi.token });
  const kamailio = kamailioOn(sip.body.payload.wsServer);
  const { userProvisioningId } = calleeApi;
  let callId = '';
  try {
    await dial(rep, userProvisioningId);
    await callee.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
    await expect(callLine(callee)).toHaveAttribute('data-state', 'talking');
    // The callee's call is known by its SIP Call-ID.
    callId = (await mediaStats(callee))[0]?.id ?? '';

    await kamailio.stop();
    await expect(rep.page.getByTestId('phone-registration')).not.toHaveAttribute('data-status', 'registered');
    await kamailio.start();
    const restarted = Date.now();
    for (const side of [rep, callee]) await expect(side.page.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 5_000 });
    expect(Date.now() - restarted).toBeLessThan(5_000);
    // The caller renegotiated the call (re-INVITE with ICE restart) through the restarted server and
    // the callee answered it; the call never left talking.
    await expect.poll(async () => (await mediaStats(rep))[0]?.recoveries ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await mediaStats(callee))[0]?.recoveries ?? 0, { timeout: 5_000 }).toBeGreaterThan(0);
    console.log(`call recovered ${Date.now() - restarted} ms after the SIP server came back`);
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
    await expect(callLine(callee)).toHaveAttribute('data-state', 'talking');
    // Audio flows again both ways on both sides (RTP bytes sent and received keep growing).
    await expectAudioFlowing(rep);
    await expectAudioFlowing(callee);
    await printRecovery(kamailio, callId, false);
    // In-dialog requests still arrive: hold and unhold (re-INVITEs), then the callee hangs up (BYE).
    await rep.page.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(callLine(rep)).toHaveAttribute('data-state', 'holdOnly');
    await rep.page.getByRole('button', { name: 'Unhold' }).click();
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
    await callee.page.getByRole('button', { name: 'Hang up' }).first().click();
    await expect(callLine(callee)).toHaveCount(0);
    await expect(callLine(rep)).toHaveCount(0);
  } catch (error) {
    await printRecovery(kamailio, callId, true);
    throw error;
  } finally {
    await kamailio.dispose();
  }
});
