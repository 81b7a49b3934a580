import { otherTenant } from './crm-helpers';
import { demoTenantId, userByEmail } from './server-helpers';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export type OtherTenant = Awaited<ReturnType<typeof otherTenant>>;

/** A test file's server on the demo tenant (a copy of the seeded template), with the tenant's id. */
export async function startDemoServer(options?: TestServerOptions): Promise<{ server: TestServer; tenantId: number }> {
  const server = await startTestServer(options);
  return { server, tenantId: await demoTenantId(server.db) };
}

/** The same, signed in as the demo rep (`rep` is the session's token). */
export async function startRepServer(options?: TestServerOptions): Promise<{ server: TestServer; tenantId: number; rep: string; repId: number }> {
  const { server, tenantId } = await startDemoServer(options);
  return { server, tenantId, rep: await server.login('rep@demo.test'), repId: (await userByEmail(server.db, 'rep@demo.test')).id };
}

/** The same, beside a second tenant whose records the rep must never reach. */
export async function startCrmServer(options?: TestServerOptions): Promise<{ server: TestServer; tenantId: number; rep: string; repId: number; other: OtherTenant }> {
  const started = await startRepServer(options);
  return { ...started, other: await otherTenant(started.server) };
}
