import { startSipServer, TestPhone, phoneCredentials } from '/work/main/server/telephony/__tests__/sip-harness';
const secret = 'sek';
const k = await startSipServer(secret);
const a = new TestPhone(k.wsServer, 'a', phoneCredentials(secret, 'a'));
const b = new TestPhone(k.wsServer, 'b', phoneCredentials(secret, 'b'));
const t0 = Date.now(); await a.register(); const reg = Date.now() - t0; await b.register();
b.ua.delegate = { onInvite: (inv) => void inv.accept() };
const times: number[] = [];
for (let i = 0; i < 20; i++) { const { inviter, outcome } = await a.call('b'); const r = await outcome; times.push(r.ms); await inviter.bye(); }
times.sort((x, y) => x - y);
console.log('register ms', reg, 'invite->established median', times[10], 'all', times.join(','));
await a.stop(); await b.stop(); await k.stop(); process.exit(0);
