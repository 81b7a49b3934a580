import { chromium } from 'playwright-core';
import { carrierAnswer, carrierOffer, newSdpIdentity } from '/work/main/server/telephony/simulated-carrier/webrtc-sdp';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--no-sandbox'] });
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
const answer = carrierAnswer(id, 1, 23456, offer);
const r1 = await page.evaluate(async (sdp) => { try { await (window as any).pc.setRemoteDescription({ type: 'answer', sdp }); return 'ok ' + (window as any).pc.signalingState; } catch (e) { return String(e); } }, answer);
console.log('answer accepted:', r1);
const r2 = await page.evaluate(async (sdp) => { const pc = new RTCPeerConnection(); try { await pc.setRemoteDescription({ type: 'offer', sdp }); const a = await pc.createAnswer(); await pc.setLocalDescription(a); return 'ok ' + pc.signalingState; } catch (e) { return String(e); } }, carrierOffer(id, 2, 23457));
console.log('offer accepted:', r2);
const hold = await page.evaluate(async (sdp) => { const pc = new RTCPeerConnection(); try { await pc.setRemoteDescription({ type: 'offer', sdp }); const a = await pc.createAnswer(); return a.sdp!.match(/a=(sendrecv|recvonly|sendonly|inactive)/)![0]; } catch (e) { return String(e); } }, carrierOffer(id, 3, 23458, 'sendonly'));
console.log('hold offer answered with', hold);
const t0 = Date.now();
while (Date.now() - t0 < 60000) { const st = await page.evaluate(() => (window as any).pc.iceConnectionState); if (st === 'failed' || st === 'disconnected') { console.log('ice', st, 'after', Date.now() - t0, 'ms'); break; } await new Promise((r) => setTimeout(r, 500)); }
console.log('ice state end', await page.evaluate(() => (window as any).pc.iceConnectionState + '/' + (window as any).pc.connectionState));
await browser.close();
