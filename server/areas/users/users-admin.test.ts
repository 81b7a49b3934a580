import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from '@/src/domain/settings/user-admin';
import { impersonationLog, tenants, users } from '../../db/schema';
import { createTeam, createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser, userByEmail } from '@/tests/support/server-helpers';

let server: TestServer;
let admin: string;
let tenantId: number;
let other: { token: string; userId: number; teamId: number };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.test');
  tenantId = await demoTenantId(server.db);
  const tenant = await createTenant(server.db, 'Other Co');
  const team = await createTeam(server.db, tenant.id, 'North Team');
  const boss = await makeUser(server.db, tenant.id, { tag: 'otherboss', role: 'admin' });
  other = { token: (await login(server, boss.email, DEMO_PASSWORD)).body.payload.authToken, userId: boss.id, teamId: team.id };
});
afterAll(() => server.close());

const newUser = (tag: string, extra: Record<string, unknown> = {}) => ({ firstName: 'New', lastName: tag, email: `${tag}-${Date.now()}@demo.test`, userRoleId: 3, ...extra });
const create = async (tag: string, extra: Record<string, unknown> = {}) => {
  const res = await server.request('POST', '/admin/users', { token: admin, body: newUser(tag, extra) });
  expect(res.status).toBe(200);
  return res.body.payload as { user: { id: number; email: string; acl: Record<string, unknown>; userRoleId: number }; password: string };
};
const userCount = async () => (await server.db.select().from(users).where(eq(users.tenantId, tenantId))).length;

describe('GET /admin/users and roles', () => {
  it('lists the living users of the tenant with their ACL, never a secret', async () => {
    const res = await server.request('GET', '/admin/users', { token: admin });
    expect(res.status).toBe(200);
    const rep = res.body.payload.users.find((u: { email: string }) => u.email === 'rep@demo.test');
    expect(rep).toMatchObject({ firstName: 'Riley', lastName: 'Rep', userRoleId: 3, active: true, teamName: 'East Team' });
    expect(Object.keys(rep.acl).sort()).toEqual(
      [
        'callArchive',
        'canRefreshLists',
        'canResetLists',
        'enablePstn',
        'enableSms',
        'mandatoryCallResult',
        'onDemandCallRecording',
        'parallelDialer',
        'restrictOwnActivityHistory',
        'tagsListsCreate',
        'tagsListsManage',
      ].sort(),
    );
    for (const user of res.body.payload.users) expect(JSON.stringify(user)).not.toMatch(/passwordHash|mfaSecret|argon2/);
    expect(res.body.payload.users.map((u: { id: number }) => u.id)).not.toContain(other.userId);
  });

  it('serves the roles, and refuses a rep (settings.admin)', async () => {
    const roles = await server.request('GET', '/admin/roles', { token: admin });
    expect(roles.body.payload.roles.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
    const rep = await server.login('rep@demo.test');
    for (const path of ['/admin/users', '/admin/roles', '/admin/users/limit', '/admin/teams']) expect((await server.request('GET', path, { token: rep })).status).toBe(403);
    expect((await server.request('POST', '/admin/users', { token: rep, body: newUser('sneaky') })).status).toBe(403);
  });
});

describe('POST /admin/users (create)', () => {
  it('creates a user with a generated 8-character password that signs in, shown once', async () => {
    const created = await create('created', { userRoleId: 3 });
    expect(created.password).toHaveLength(8);
    for (const c of created.password) expect(GENERATED_PASSWORD_ALPHABET).toContain(c);
    const signIn = await login(server, created.user.email, created.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.payload).toMatchObject({ userId: created.user.id, role: 'rep' });
    const list = await server.request('GET', '/admin/users', { token: admin });
    expect(JSON.stringify(list.body.payload)).not.toContain(created.password);
  });

  it('refuses bad input and a taken email with a clear message, creating nothing', async () => {
    const before = await userCount();
    const bad = await server.request('POST', '/admin/users', { token: admin, body: { firstName: '', lastName: 'X', email: 'not-an-email', userRoleId: 3 } });
    expect(bad.status).toBe(400);
    const taken = await server.request('POST', '/admin/users', { token: admin, body: newUser('dup', { email: 'REP@demo.test' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A user with this email already exists');
    const foreignTeam = await server.request('POST', '/admin/users', { token: admin, body: newUser('team', { teamId: other.teamId }) });
    expect(foreignTeam.status).toBe(400);
    const unknownRole = await server.request('POST', '/admin/users', { token: admin, body: newUser('role', { userRoleId: 9 }) });
    expect(unknownRole.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('stops at the tenant user limit with ERROR_MAX_NUMBER_OF_USERS (403)', async () => {
    const living = await server.request('GET', '/admin/users/limit', { token: admin });
    expect(living.body.payload).toMatchObject({ canCreate: true, maxUsers: 50 });
    const [tenant] = await server.db.select().from(tenants).where(eq(tenants.id, tenantId));
    await server.db
      .update(tenants)
      .set({ settings: { ...tenant!.settings, maxUsers: living.body.payload.userCount } })
      .where(eq(tenants.id, tenantId));
    try {
      expect((await server.request('GET', '/admin/users/limit', { token: admin })).body.payload.canCreate).toBe(false);
      const before = await userCount();
      const refused = await server.request('POST', '/admin/users', { token: admin, body: newUser('over') });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ERROR_MAX_NUMBER_OF_USERS');
      expect(await userCount()).toBe(before);
    } finally {
      await server.db.update(tenants).set({ settings: tenant!.settings }).where(eq(tenants.id, tenantId));
    }
  });
});

describe('PUT /admin/users/:id (save)', () => {
  it("changes the ACL, and the user's own settings answer with it", async () => {
    const created = await create('acl');
    const acl = { ...created.user.acl, callArchive: { access: true, edit: false }, enablePstn: true, parallelDialer: { enabled: true, lines: 3 } };
    const saved = await server.request('PUT', `/admin/users/${created.user.id}`, { token: admin, body: { ...newUser('acl', { email: created.user.email }), active: true, acl } });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.user.acl).toMatchObject({ callArchive: { access: true, edit: false }, enablePstn: true, parallelDialer: { enabled: true, lines: 3 } });
    const token = (await login(server, created.user.email, created.password)).body.payload.authToken;
    const own = await server.request('GET', '/telephony/settings', { token });
    expect(own.body.payload.acl.callArchive).toEqual({ access: true, edit: false });
  });

  it('applies the role rules on the server: roles 1, 2 archive forced on; another role, once chosen, starts with it off', async () => {
    const created = await create('roles');
    const body = (userRoleId: number, acl: Record<string, unknown>) => ({ body: { ...newUser('roles', { email: created.user.email, userRoleId }), active: true, acl } });
    const manager = await server.request('PUT', `/admin/users/${created.user.id}`, { token: admin, ...body(2, { ...created.user.acl, callArchive: { access: false, edit: false } }) });
    expect(manager.body.payload.user).toMatchObject({ userRoleId: 2, acl: { callArchive: { access: true, edit: true } } });
    const rep = await server.request('PUT', `/admin/users/${created.user.id}`, { token: admin, ...body(3, { ...manager.body.payload.user.acl, restrictOwnActivityHistory: true }) });
    expect(rep.body.payload.user.acl).toMatchObject({ callArchive: { access: false, edit: false }, restrictOwnActivityHistory: false });
    const asAdmin = await server.request('PUT', `/admin/users/${created.user.id}`, { token: admin, ...body(1, rep.body.payload.user.acl) });
    expect(asAdmin.body.payload.user.acl).toMatchObject({ tagsListsCreate: true, canRefreshLists: true, canResetLists: true, enablePstn: true, onDemandCallRecording: true });
    const session = await login(server, created.user.email, created.password);
    expect(session.body.payload.capList).toContain('settings.admin');
  });

  it('refuses edit without access, a user of another tenant, and changing one’s own role', async () => {
    const created = await create('refuse');
    const bad = await server.request('PUT', `/admin/users/${created.user.id}`, {
      token: admin,
      body: { ...newUser('refuse', { email: created.user.email }), active: true, acl: { ...created.user.acl, parallelDialer: { enabled: true, lines: 1 } } },
    });
    expect(bad.status).toBe(400);
    const foreign = await server.request('PUT', `/admin/users/${other.userId}`, { token: admin, body: { ...newUser('x'), active: true, acl: created.user.acl } });
    expect(foreign.status).toBe(404);
    const me = await userByEmail(server.db, 'admin@demo.test');
    const demote = await server.request('PUT', `/admin/users/${me.id}`, {
      token: admin,
      body: { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.test', userRoleId: 3, active: true, acl: created.user.acl },
    });
    expect(demote.status).toBe(409);
    expect((await userByEmail(server.db, 'admin@demo.test')).role).toBe('admin');
  });
});

describe('delete, reset MFA, reset password', () => {
  it('deletes a user: their sessions end, they cannot sign in, they leave the lists, and their email is free again', async () => {
    const created = await create('gone');
    const token = (await login(server, created.user.email, created.password)).body.payload.authToken;
    expect((await server.request('DELETE', `/admin/users/${created.user.id}`, { token: admin })).status).toBe(200);
    expect((await server.request('GET', '/session', { token })).status).toBe(401);
    expect((await login(server, created.user.email, created.password)).status).not.toBe(200);
    const list = await server.request('GET', '/admin/users', { token: admin });
    expect(list.body.payload.users.map((u: { id: number }) => u.id)).not.toContain(created.user.id);
    const pickers = await server.request('GET', '/users', { token: admin });
    expect(pickers.body.payload.users.map((u: { id: number }) => u.id)).not.toContain(created.user.id);
    const again = await server.request('POST', '/admin/users', { token: admin, body: newUser('again', { email: created.user.email }) });
    expect(again.status).toBe(200);
  });

  it('refuses deleting oneself or a user of another tenant', async () => {
    const me = await userByEmail(server.db, 'admin@demo.test');
    expect((await server.request('DELETE', `/admin/users/${me.id}`, { token: admin })).status).toBe(409);
    expect((await server.request('DELETE', `/admin/users/${other.userId}`, { token: admin })).status).toBe(404);
  });

  it('resets the password: the old one stops working, the new one (shown once) signs in', async () => {
    const created = await create('resetpw');
    const res = await server.request('POST', `/admin/users/${created.user.id}/reset-password`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.payload.newPassword).toHaveLength(8);
    expect((await login(server, created.user.email, created.password)).status).toBe(401);
    expect((await login(server, created.user.email, res.body.payload.newPassword)).status).toBe(200);
  });

  it('resets MFA: the user signs in with the password alone', async () => {
    const created = await create('resetmfa');
    await server.db.update(users).set({ mfaMethod: 'email' }).where(eq(users.id, created.user.id));
    expect((await login(server, created.user.email, created.password)).body.payload.mfaToken).toBeDefined();
    const res = await server.request('POST', `/admin/users/${created.user.id}/reset-mfa`, { token: admin });
    expect(res.body.payload.user.mfaConfigured).toBe(false);
    expect((await login(server, created.user.email, created.password)).body.payload.authToken).toBeDefined();
  });
});

describe('login as user (impersonation)', () => {
  it("opens the user's session marked with the admin, audits it, and goes back to the admin", async () => {
    const rep = await userByEmail(server.db, 'rep@demo.test');
    const me = await userByEmail(server.db, 'admin@demo.test');
    const adminToken = await server.login('admin@demo.test');
    const res = await server.request('POST', `/admin/users/${rep.id}/login-as`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ userId: rep.id, email: 'rep@demo.test', impersonatorId: me.id, impersonatorName: 'Ada Admin' });
    const asRep = res.body.payload.authToken;
    expect((await server.request('GET', '/session', { token: asRep })).body.payload).toMatchObject({ userId: rep.id, impersonatorId: me.id });
    // The rep's rights only: the admin's screens are closed while logged in as them.
    expect((await server.request('GET', '/admin/users', { token: asRep })).status).toBe(403);
    const [audit] = await server.db
      .select()
      .from(impersonationLog)
      .where(and(eq(impersonationLog.impersonatorId, me.id), eq(impersonationLog.userId, rep.id)));
    expect(audit).toMatchObject({ tenantId, endedAt: null });

    const back = await server.request('DELETE', '/session/login-as', { token: asRep });
    expect(back.status).toBe(200);
    expect(back.body.payload).toMatchObject({ userId: me.id, impersonatorId: null });
    expect((await server.request('GET', '/session', { token: asRep })).status).toBe(401);
    expect((await server.request('GET', '/admin/users', { token: back.body.payload.authToken })).status).toBe(200);
    const [ended] = await server.db.select().from(impersonationLog).where(eq(impersonationLog.id, audit!.id));
    expect(ended!.endedAt).not.toBeNull();
  });

  it('is refused for oneself, while already logged in as someone, across tenants, and without a login as to end', async () => {
    const me = await userByEmail(server.db, 'admin@demo.test');
    expect((await server.request('POST', `/admin/users/${me.id}/login-as`, { token: admin })).status).toBe(403);
    expect((await server.request('POST', `/admin/users/${other.userId}/login-as`, { token: admin })).status).toBe(404);
    const otherAdmin = await create('admin2', { userRoleId: 1 });
    const asAdmin2 = (await server.request('POST', `/admin/users/${otherAdmin.user.id}/login-as`, { token: admin })).body.payload.authToken;
    const rep = await userByEmail(server.db, 'rep@demo.test');
    const nested = await server.request('POST', `/admin/users/${rep.id}/login-as`, { token: asAdmin2 });
    expect(nested.status).toBe(403);
    expect(nested.body.code).toBe('ERROR_LOGIN_IMPERSONATE');
    expect((await server.request('DELETE', '/session/login-as', { token: admin })).status).toBe(409);
  });
});

describe('teams', () => {
  it('creates, renames and deletes a team; its users stay without a team', async () => {
    const created = await server.request('POST', '/admin/teams', { token: admin, body: { name: '  South Team ' } });
    expect(created.status).toBe(200);
    const team = created.body.payload.team;
    expect(team.name).toBe('South Team');
    const member = await create('member', { teamId: team.id });
    let list = await server.request('GET', '/admin/teams', { token: admin });
    expect(list.body.payload.teams.find((t: { id: number }) => t.id === team.id)).toEqual({ id: team.id, name: 'South Team', userCount: 1 });
    expect((await server.request('POST', '/admin/teams', { token: admin, body: { name: 'south team' } })).status).toBe(409);
    expect((await server.request('POST', '/admin/teams', { token: admin, body: { name: ' ' } })).status).toBe(400);
    const renamed = await server.request('PUT', `/admin/teams/${team.id}`, { token: admin, body: { name: 'Southern Team' } });
    expect(renamed.body.payload.team.name).toBe('Southern Team');
    expect((await server.request('DELETE', `/admin/teams/${team.id}`, { token: admin })).status).toBe(200);
    list = await server.request('GET', '/admin/teams', { token: admin });
    expect(list.body.payload.teams.map((t: { id: number }) => t.id)).not.toContain(team.id);
    expect((await userByEmail(server.db, member.user.email)).teamId).toBeNull();
  });

  it("cannot reach another tenant's team", async () => {
    expect((await server.request('PUT', `/admin/teams/${other.teamId}`, { token: admin, body: { name: 'Mine' } })).status).toBe(404);
    expect((await server.request('DELETE', `/admin/teams/${other.teamId}`, { token: admin })).status).toBe(404);
    const theirs = await server.request('GET', '/admin/teams', { token: other.token });
    expect(theirs.body.payload.teams).toEqual([{ id: other.teamId, name: 'North Team', userCount: 0 }]);
  });
});

describe('the ACL flags enableSms and tags.lists manage (spec 3 user acl)', () => {
  const save = (user: { id: number; email: string; acl: Record<string, unknown> }, acl: Record<string, unknown>) =>
    server.request('PUT', `/admin/users/${user.id}`, { token: admin, body: { ...newUser('acl', { email: user.email }), active: true, acl: { ...user.acl, ...acl } } });

  it('a new rep may send SMS but not manage tags; an administrator turns SMS off and tag management on, and the server follows', async () => {
    const created = await create('flags', { userRoleId: 3 });
    expect(created.user.acl).toMatchObject({ enableSms: true, tagsListsManage: false });
    const token = (await login(server, created.user.email, created.password)).body.payload.authToken as string;
    const [contact] = await server.db
      .execute<{ id: number; phone: string }>(sql`select c.id, p.number as phone from contacts c join contact_phones p on p.contact_id = c.id where c.tenant_id = ${tenantId} order by c.id limit 1`)
      .then((r) => r.rows);
    const from = (await server.request('GET', '/sms/numbers', { token })).body.payload.numbers[0].phoneNumber as string;
    const sendSms = () => server.request('POST', `/sms/send/contact/${contact!.id}`, { token, body: { to: contact!.phone, from, body: 'Hi' } });
    const tag = (await server.request('POST', '/tags/lists', { token: admin, body: { name: `Flag ${Date.now()}` } })).body.payload.tag as { id: number };
    const rename = () => server.request('PATCH', '/tags/lists', { token, body: { id: tag.id, name: `Renamed ${Date.now()}` } });

    expect((await rename()).body).toMatchObject({ status: 403 });
    expect((await server.request('POST', '/tags/lists/delete', { token, body: { tagIds: [tag.id] } })).status).toBe(403);

    const changed = await save(created.user, { enableSms: false, tagsListsManage: true });
    expect(changed.body.payload.user.acl).toMatchObject({ enableSms: false, tagsListsManage: true });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.acl.enableSms).toBe(false);
    expect((await server.request('GET', '/lists/metadata', { token })).body.payload.permissions.canManageTags).toBe(true);
    expect((await sendSms()).body).toEqual({ status: 403, message: 'SMS is not enabled for your user. Ask an administrator.', code: 'SMS_NOT_ENABLED' });
    expect((await rename()).status).toBe(200);
    expect((await server.request('POST', '/tags/lists/delete', { token, body: { tagIds: [tag.id] } })).body.payload).toEqual({ deleted: 1 });

    await save(changed.body.payload.user, { enableSms: true });
    expect((await sendSms()).status).toBe(200);
  });
});
