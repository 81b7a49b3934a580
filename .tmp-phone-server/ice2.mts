import { chromium } from 'playwright-core';
import { carrierAnswer, carrierOffer, newSdpIdentity } from '/work/main/server/telephony/simulated-carrier/webrtc-sdp';
import { startStunResponder } from '/work/main/server/telephony/simulated-carrier/stun-responder';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('about:blank');
const offer: string = await page.evaluate(async () => {
  const pc = new RTCPeerConnection({ iceServers: [] });
  (window as any).pc = pc;
  pc.addTransceiver('audio', { direction: 'sendrecv' });
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((r) => setTimeout(r, 300));
  return pc.localDescription!.sdp;
});
const id = newSdpIdentity();
const stun = await startStunResponder(id.icePwd);
console.log('answer:', await page.evaluate(async (sdp) => { try { await (window as any).pc.setRemoteDescription({ type: 'answer', sdp }); return 'ok'; } catch (e) { return String(e); } }, carrierAnswer(id, 1, stun.port, offer)));
const id2 = newSdpIdentity();
const stun2 = await startStunResponder(id2.icePwd);
const offer2 = carrierOffer(id2, 1, stun2.port).replace('a=setup:actpass', 'a=setup:ACT');
for (const [name, sdp] of [['actpass', carrierOffer(id2, 1, stun2.port)], ['active', carrierOffer(id2, 1, stun2.port).replace('a=setup:actpass', 'a=setup:active')]] as const) {
  console.log('offer', name, await page.evaluate(async ([n, sdp]) => { const pc = new RTCPeerConnection(); (window as any)['pc_' + n] = pc; try { await pc.setRemoteDescription({ type: 'offer', sdp }); const a = await pc.createAnswer(); await pc.setLocalDescription(a); return 'ok ' + a.sdp!.match(/a=setup:\w+/)![0]; } catch (e) { return String(e); } }, [name, sdp]));
}
for (let t = 0; t < 40; t += 5) {
  await new Promise((r) => setTimeout(r, 5000));
  console.log(t + 5, 's', await page.evaluate(() => ['pc', 'pc_actpass', 'pc_active'].map((k) => k + ':' + (window as any)[k].iceConnectionState + '/' + (window as any)[k].connectionState).join(' ')));
}
stun.close(); stun2.close();
await browser.close();
