import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMetadata } from '@/src/contract/entities/lists';
import { tenants } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId as findDemoTenantId } from '@/tests/support/server-helpers';

let server: TestServer;
let manager: string;
let rep: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
let demoTenantId: number;
beforeAll(async () => {
  server = await startTestServer();
  [manager, rep] = (await Promise.all(['manager@demo.test', 'rep@demo.test'].map((e) => server.login(e)))) as [string, string];
  other = await otherTenant(server);
  demoTenantId = await findDemoTenantId(server.db);
});
afterAll(() => server.close());

const metadata = async (token: string) => {
  const res = await server.request('GET', '/lists/metadata', { token });
  expect(res.status).toBe(200);
  expect(listMetadata.safeParse(res.body.payload).success).toBe(true);
  return res.body.payload as { connectScoreEnabled: boolean; timeZone: string };
};

describe('GET /lists/metadata connectScoreEnabled (tenant setting connectScore.enabled)', () => {
  it('is off when the tenant has not set it', async () => {
    expect((await metadata(manager)).connectScoreEnabled).toBe(false);
  });

  it("follows the caller's tenant setting, and only that tenant's", async () => {
    await server.db
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || '{"connectScore":{"enabled":true}}'::jsonb` })
      .where(eq(tenants.id, demoTenantId));
    expect((await metadata(manager)).connectScoreEnabled).toBe(true);
    expect((await metadata(rep)).connectScoreEnabled).toBe(true);
    // The other settings are still read (the merge kept the time zone).
    expect((await metadata(rep)).timeZone).toBe('America/New_York');
    expect((await metadata(other.token)).connectScoreEnabled).toBe(false);

    await server.db
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || '{"connectScore":{"enabled":false}}'::jsonb` })
      .where(eq(tenants.id, demoTenantId));
    expect((await metadata(manager)).connectScoreEnabled).toBe(false);
  });
});
