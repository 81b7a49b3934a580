/**
 * `npm run call-in -- <user email | a number of the tenant> <from number> [--hang-up-after <seconds>]`: the
 * Simulated carrier places an inbound call to that user, or to that number of the tenant (an ACD
 * queue's, or one a user holds), of the running server (through the admin endpoint, signed in as an admin). With
 * --hang-up-after the caller hangs up after that many seconds (a queue caller who gives up waiting).
 * API_URL (default http://127.0.0.1:4100/api), ADMIN_EMAIL / ADMIN_PASSWORD (default the demo admin).
 */
import { inboundCallReply, loginResult, userSummary } from '../src/contract';
import { z } from 'zod';

const args = process.argv.slice(2);
const hangUpAt = args.indexOf('--hang-up-after');
const hangUpAfter = hangUpAt === -1 ? null : Number(args.splice(hangUpAt, 2)[1]);
const [target, from] = args;
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4100}/api`;

async function call<T extends z.ZodType>(method: string, path: string, schema: T, token?: string, body?: unknown): Promise<z.infer<T>> {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { status: number; payload?: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return schema.parse(json.payload);
}

async function main() {
  if (!target || !from || (hangUpAfter !== null && !(hangUpAfter > 0))) {
    console.error('usage: npm run call-in -- <user email | a number of the tenant> <from number> [--hang-up-after <seconds>]');
    console.error('   e.g. npm run call-in -- rep@demo.test +15550123');
    console.error('        npm run call-in -- +15557000100 +15550123 --hang-up-after 20');
    process.exit(2);
  }
  const session = await call('POST', '/login', loginResult, undefined, { email: process.env.ADMIN_EMAIL ?? 'admin@demo.test', password: process.env.ADMIN_PASSWORD ?? 'Demo@Sales1' });
  if (!('authToken' in session)) throw new Error('the admin sign-in needs a second factor; set ADMIN_EMAIL to an admin without one');
  let body: { userId: number; from: string } | { to: string; from: string };
  if (target.startsWith('+')) body = { to: target, from };
  else {
    const { users } = await call('GET', '/users', z.object({ users: z.array(userSummary) }), session.authToken);
    const user = users.find((u) => u.email.toLowerCase() === target.toLowerCase());
    if (!user) throw new Error(`no user ${target} in ${session.tenantName}`);
    body = { userId: user.id, from };
  }
  const placed = await call('POST', '/admin/telephony/inbound-call', inboundCallReply, session.authToken, body);
  console.log(`Simulated carrier: calling ${target} (${placed.to}) from ${from}; call id ${placed.callId}`);
  if (hangUpAfter !== null) {
    await new Promise((resolve) => setTimeout(resolve, hangUpAfter * 1000));
    await call('DELETE', `/admin/telephony/inbound-call/${encodeURIComponent(placed.callId)}`, z.object({ ended: z.literal(true) }), session.authToken).then(
      () => console.log(`Simulated carrier: ${from} hung up after ${hangUpAfter} s`),
      // The call was over already (an agent took it and hung up, or the queue ended it).
      (error: unknown) => console.log(`Simulated carrier: nothing to hang up (${error instanceof Error ? error.message : String(error)})`),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
