import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTeam, createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser, userByEmail } from '@/tests/support/server-helpers';

let server: TestServer;
let otherToken: string;
let other: { teamId: number; userIds: number[] };
beforeAll(async () => {
  server = await startTestServer();
  const tenant = await createTenant(server.db, 'Other Co');
  const team = await createTeam(server.db, tenant.id, 'North Team');
  const boss = await makeUser(server.db, tenant.id, { tag: 'boss', firstName: 'Olga', lastName: 'Other', role: 'manager', teamId: team.id });
  const seller = await makeUser(server.db, tenant.id, { tag: 'seller', firstName: 'Otto', lastName: 'Alpha', teamId: team.id });
  other = { teamId: team.id, userIds: [boss.id, seller.id] };
  otherToken = (await login(server, boss.email, DEMO_PASSWORD)).body.payload.authToken;
});
afterAll(() => server.close());

describe('GET /users', () => {
  it("lists the users of the caller's tenant by last name, then first name", async () => {
    const token = await server.login('rep@demo.test');
    const res = await server.request('GET', '/users', { token });
    expect(res.status).toBe(200);
    const ids = {
      admin: await userByEmail(server.db, 'admin@demo.test'),
      manager: await userByEmail(server.db, 'manager@demo.test'),
      rep: await userByEmail(server.db, 'rep@demo.test'),
      rep2: await userByEmail(server.db, 'rep2@demo.test'),
    };
    expect(res.body.payload.users).toEqual([
      { id: ids.admin.id, firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.test', teamId: null },
      { id: ids.manager.id, firstName: 'Max', lastName: 'Manager', email: 'manager@demo.test', teamId: ids.manager.teamId },
      { id: ids.rep.id, firstName: 'Riley', lastName: 'Rep', email: 'rep@demo.test', teamId: ids.rep.teamId },
      { id: ids.rep2.id, firstName: 'Sam', lastName: 'Seller', email: 'rep2@demo.test', teamId: ids.rep2.teamId },
    ]);
    expect(ids.manager.teamId).toBe(ids.rep.teamId);
    expect(ids.rep2.teamId).not.toBe(ids.rep.teamId);
  });

  it('gives a user without user.list only themself, whatever the pickers ask (spec 3 section 6)', async () => {
    const limited = await makeUser(server.db, (await userByEmail(server.db, 'rep@demo.test')).tenantId, { tag: 'nolist', firstName: 'Lone', lastName: 'Ranger' });
    await server.db
      .update(users)
      .set({ capList: ['contact.create'] })
      .where(eq(users.id, limited.id));
    const token = (await login(server, limited.email, DEMO_PASSWORD)).body.payload.authToken;
    const res = await server.request('GET', '/users', { token });
    expect(res.status).toBe(200);
    expect(res.body.payload.users).toEqual([{ id: limited.id, firstName: 'Lone', lastName: 'Ranger', email: limited.email, teamId: null }]);
  });

  it('shows a second tenant only its own users', async () => {
    const res = await server.request('GET', '/users', { token: otherToken });
    expect(res.status).toBe(200);
    expect(res.body.payload.users.map((u: { id: number }) => u.id).sort()).toEqual([...other.userIds].sort());
    expect(res.body.payload.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Alpha', 'Other']);
  });

  it('never returns password hashes or secrets', async () => {
    const token = await server.login('manager@demo.test');
    const res = await server.request('GET', '/users', { token });
    for (const user of res.body.payload.users) expect(Object.keys(user).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'teamId']);
  });
});

describe('GET /teams', () => {
  it("lists the teams of the caller's tenant by name", async () => {
    const token = await server.login('manager@demo.test');
    const res = await server.request('GET', '/teams', { token });
    expect(res.status).toBe(200);
    expect(res.body.payload.teams.map((t: { name: string }) => t.name)).toEqual(['East Team', 'West Team']);
    const rep = await userByEmail(server.db, 'rep@demo.test');
    expect(res.body.payload.teams[0].id).toBe(rep.teamId);
  });

  it('shows a second tenant only its own teams', async () => {
    const res = await server.request('GET', '/teams', { token: otherToken });
    expect(res.body.payload.teams).toEqual([{ id: other.teamId, name: 'North Team' }]);
  });

  it('lists the teams for a rep too', async () => {
    const token = await server.login('rep2@demo.test');
    const res = await server.request('GET', '/teams', { token });
    expect(res.status).toBe(200);
    expect(res.body.payload.teams).toHaveLength(2);
  });
});
