/**
 * `npm run call-in -- <user email> <from number>`: the Simulated carrier places an inbound call to
 * that user of the running server (through the admin endpoint, signed in as an admin).
 * API_URL (default http://127.0.0.1:4100/api), ADMIN_EMAIL / ADMIN_PASSWORD (default the demo admin).
 */
import { inboundCallReply, loginResult, userSummary } from '../src/contract';
import { z } from 'zod';

const [email, from] = process.argv.slice(2);
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4100}/api`;

async function call<T extends z.ZodType>(method: string, path: string, schema: T, token?: string, body?: unknown): Promise<z.infer<T>> {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { status: number; payload?: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return schema.parse(json.payload);
}

async function main() {
  if (!email || !from) {
    console.error('usage: npm run call-in -- <user email> <from number>   e.g. npm run call-in -- rep@demo.test +15550123');
    process.exit(2);
  }
  const session = await call('POST', '/login', loginResult, undefined, { email: process.env.ADMIN_EMAIL ?? 'admin@demo.test', password: process.env.ADMIN_PASSWORD ?? 'Demo@Sales1' });
  if (!('authToken' in session)) throw new Error('the admin sign-in needs a second factor; set ADMIN_EMAIL to an admin without one');
  const { users } = await call('GET', '/users', z.object({ users: z.array(userSummary) }), session.authToken);
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user) throw new Error(`no user ${email} in ${session.tenantName}`);
  const placed = await call('POST', '/admin/telephony/inbound-call', inboundCallReply, session.authToken, { userId: user.id, from });
  console.log(`Simulated carrier: calling ${email} (${placed.to}) from ${from}; call id ${placed.callId}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
