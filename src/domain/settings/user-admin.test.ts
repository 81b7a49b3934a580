import { describe, expect, it } from 'vitest';
import { applyRoleRules, canCreateUser, canLoginAs, generatePassword, GENERATED_PASSWORD_ALPHABET, lockedAclOf, parallelLineOptions, roleIdOf, roleKeyOf, type UserAcl } from './user-admin';

const none: UserAcl = {
  tagsListsCreate: false,
  tagsListsManage: false,
  canRefreshLists: false,
  canResetLists: false,
  onDemandCallRecording: false,
  callArchive: { access: false, edit: false },
  restrictOwnActivityHistory: false,
  mandatoryCallResult: false,
  enablePstn: false,
  enableSms: false,
  parallelDialer: { enabled: false, lines: 0 },
};
const some: UserAcl = { ...none, callArchive: { access: true, edit: true }, restrictOwnActivityHistory: true };

describe('roles (spec 3 section 6)', () => {
  it('maps the stored roles to the served ids and back', () => {
    expect([roleIdOf('admin'), roleIdOf('manager'), roleIdOf('rep')]).toEqual([1, 2, 3]);
    expect([roleKeyOf(1), roleKeyOf(2), roleKeyOf(3), roleKeyOf(99)]).toEqual(['admin', 'manager', 'rep', null]);
  });
});

describe('applyRoleRules (spec 3 section 5)', () => {
  it('role 1 gets every granting flag forced on', () => {
    const acl = applyRoleRules(1, none, 3);
    expect(acl).toMatchObject({
      tagsListsCreate: true,
      tagsListsManage: true,
      canRefreshLists: true,
      canResetLists: true,
      onDemandCallRecording: true,
      enablePstn: true,
      enableSms: true,
      callArchive: { access: true, edit: true },
    });
    expect(acl.parallelDialer).toEqual({ enabled: true, lines: 2 });
    expect(lockedAclOf(1)).toEqual({ all: true, callArchive: true });
  });

  it('roles 1, 2 and 11 get call archive access and edit forced on', () => {
    for (const role of [1, 2, 11]) expect(applyRoleRules(role, none, role).callArchive).toEqual({ access: true, edit: true });
    expect(lockedAclOf(2)).toEqual({ all: false, callArchive: true });
    expect(lockedAclOf(11).callArchive).toBe(true);
  });

  it('another role, once chosen, starts with archive access, edit and restrict-own-history off', () => {
    const acl = applyRoleRules(3, some, 2);
    expect(acl.callArchive).toEqual({ access: false, edit: false });
    expect(acl.restrictOwnActivityHistory).toBe(false);
    expect(lockedAclOf(3)).toEqual({ all: false, callArchive: false });
  });

  it('keeps what an admin set for a role that did not change, but edit needs access', () => {
    expect(applyRoleRules(3, some, 3).callArchive).toEqual({ access: true, edit: true });
    expect(applyRoleRules(3, some, 3).restrictOwnActivityHistory).toBe(true);
    expect(applyRoleRules(3, { ...none, callArchive: { access: false, edit: true } }, 3).callArchive).toEqual({ access: false, edit: false });
  });
});

describe('parallelLineOptions (spec 3 section 5)', () => {
  it('starts at 2 and offers at most four, drawn from the lines available', () => {
    expect(parallelLineOptions(1)).toEqual([]);
    expect(parallelLineOptions(3)).toEqual([2, 3]);
    expect(parallelLineOptions(5)).toEqual([2, 3, 4, 5]);
    expect(parallelLineOptions(9)).toEqual([2, 3, 4, 5]);
  });
});

describe('generatePassword (spec 3 sections 5 and 9)', () => {
  it('makes 8 characters drawn from letters, digits and !?@#$%&*', () => {
    let i = 0;
    const password = generatePassword((n) => (i++ * 11) % n);
    expect(password).toHaveLength(8);
    for (const c of password) expect(GENERATED_PASSWORD_ALPHABET).toContain(c);
    expect(GENERATED_PASSWORD_ALPHABET).toMatch(/^[A-Za-z0-9!?@#$%&*]+$/);
    expect(new Set(GENERATED_PASSWORD_ALPHABET).size).toBe(26 + 26 + 10 + 8);
  });

  it('can reach the alphabet end to end', () => {
    expect(generatePassword(() => 0)).toBe('AAAAAAAA');
    expect(generatePassword((n) => n - 1)).toBe('********');
  });
});

describe('limits and login as (spec 3 section 6)', () => {
  it('allows a new user only below the tenant limit', () => {
    expect(canCreateUser(49, 50)).toBe(true);
    expect(canCreateUser(50, 50)).toBe(false);
  });

  it('refuses login as oneself, while already logged in as someone, and as an inactive user', () => {
    expect(canLoginAs({ meId: 1, targetId: 2, impersonating: false, targetActive: true })).toBe(true);
    expect(canLoginAs({ meId: 1, targetId: 1, impersonating: false, targetActive: true })).toBe(false);
    expect(canLoginAs({ meId: 1, targetId: 2, impersonating: true, targetActive: true })).toBe(false);
    expect(canLoginAs({ meId: 1, targetId: 2, impersonating: false, targetActive: false })).toBe(false);
  });
});
