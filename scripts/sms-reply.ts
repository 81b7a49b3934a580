/**
 * Delivers a reply through the Simulated SMS carrier, as a contact answering a rep:
 *   tsx scripts/sms-reply.ts <contact number> <user number> "text"
 * Signs in as an administrator (ADMIN_EMAIL / ADMIN_PASSWORD, default the demo admin) on API_URL.
 */
const [from, to, ...words] = process.argv.slice(2);
const api = process.env.API_URL ?? 'http://127.0.0.1:4100/api';
if (!from || !to || !words.length) {
  console.error('usage: tsx scripts/sms-reply.ts <contact number> <user number> "text"');
  process.exit(2);
}
const login = await fetch(`${api}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@demo.test', password: process.env.ADMIN_PASSWORD ?? 'Demo@Sales1' }),
});
const session = (await login.json()) as { payload?: { authToken?: string }; message?: string };
if (!session.payload?.authToken) {
  console.error(`sign-in failed: ${session.message ?? login.status}`);
  process.exit(1);
}
const res = await fetch(`${api}/admin/sms/simulated/inbound`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${session.payload.authToken}` },
  body: JSON.stringify({ from, to, body: words.join(' ') }),
});
console.log(res.status, await res.text());
