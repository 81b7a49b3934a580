import { describe, expect, it } from 'vitest';
import { bulkActionEnabled, canDeleteList, canJoin, canLeave, canResume, listMenuActions, refreshTargets, type CapabilityList, type CapabilityUser } from './list-capabilities';

const list: CapabilityList = { ownerId: 1, dynamic: false, hasPlaybook: false, sharing: 'NONE', assigneeIds: [], paused: false };
const owner: CapabilityUser = { userId: 1, capList: [], canResetLists: false, canRefreshLists: false, canEmail: false };
const other: CapabilityUser = { ...owner, userId: 2 };
const all: CapabilityUser = { ...owner, capList: ['list.create', 'list.reset', 'list.refresh'], canResetLists: true, canRefreshLists: true, canEmail: true };

describe('list row menu', () => {
  it('the owner sees EDIT and DELETE, others PREVIEW', () => {
    expect(listMenuActions(list, owner)).toEqual(['EDIT', 'DELETE', 'MOVE_CONTACTS', 'REMOVE_CONTACTS']);
    expect(listMenuActions(list, other)).toEqual(['PREVIEW', 'MOVE_CONTACTS', 'REMOVE_CONTACTS']);
  });

  it('CLONE needs list.create', () => {
    expect(listMenuActions(list, { ...owner, capList: ['list.create'] })).toContain('CLONE');
    expect(listMenuActions(list, owner)).not.toContain('CLONE');
  });

  it('RESET needs list.reset and canResetLists', () => {
    expect(listMenuActions(list, { ...owner, capList: ['list.reset'], canResetLists: true })).toContain('RESET');
    expect(listMenuActions(list, { ...owner, capList: ['list.reset'] })).not.toContain('RESET');
    expect(listMenuActions(list, { ...owner, canResetLists: true })).not.toContain('RESET');
  });

  it('REFRESH needs list.refresh, canRefreshLists and a dynamic list', () => {
    const dynamic = { ...list, dynamic: true };
    expect(listMenuActions(dynamic, all)).toContain('REFRESH');
    expect(listMenuActions(list, all)).not.toContain('REFRESH');
    expect(listMenuActions(dynamic, { ...all, canRefreshLists: false })).not.toContain('REFRESH');
    expect(listMenuActions(dynamic, { ...all, capList: ['list.create'] })).not.toContain('REFRESH');
  });

  it('RETRY FAILED EMAILS needs canEmail and a list with a playbook', () => {
    expect(listMenuActions({ ...list, hasPlaybook: true }, all)).toContain('RETRY_FAILED_EMAILS');
    expect(listMenuActions(list, all)).not.toContain('RETRY_FAILED_EMAILS');
    expect(listMenuActions({ ...list, hasPlaybook: true }, { ...all, canEmail: false })).not.toContain('RETRY_FAILED_EMAILS');
  });

  it('keeps the spec order', () => {
    expect(listMenuActions({ ...list, dynamic: true, hasPlaybook: true }, all)).toEqual(['EDIT', 'DELETE', 'CLONE', 'RESET', 'REFRESH', 'MOVE_CONTACTS', 'REMOVE_CONTACTS', 'RETRY_FAILED_EMAILS']);
  });
});

describe('join, leave and resume', () => {
  it('join is allowed for READ_WRITE sharing when the user is not already an assignee', () => {
    expect(canJoin({ ...list, sharing: 'READ_WRITE' }, 2)).toBe(true);
    expect(canJoin({ ...list, sharing: 'READ_WRITE', assigneeIds: [2] }, 2)).toBe(false);
    expect(canJoin({ ...list, sharing: 'READ_ONLY' }, 2)).toBe(false);
    expect(canJoin(list, 2)).toBe(false);
  });
  it('leave is shown when the user is an assignee', () => {
    expect(canLeave({ ...list, assigneeIds: [3, 2] }, 2)).toBe(true);
    expect(canLeave(list, 2)).toBe(false);
  });
  it('a paused list can be resumed only with READ_WRITE sharing by a non-assignee', () => {
    const paused = { ...list, paused: true, sharing: 'READ_WRITE' as const };
    const user2 = { userId: 2, capList: [] };
    expect(canResume(paused, user2)).toBe(true);
    expect(canResume({ ...paused, assigneeIds: [2] }, user2)).toBe(false);
    expect(canResume({ ...paused, sharing: 'READ_ONLY' }, user2)).toBe(false);
    expect(canResume({ ...paused, paused: false }, user2)).toBe(false);
  });
  it('the owner too: only with READ_WRITE sharing and not an assignee (spec 2 section 6)', () => {
    const owner = { userId: 1, capList: [] };
    expect(canResume({ ...list, paused: true, sharing: 'NONE' }, owner)).toBe(false);
    expect(canResume({ ...list, paused: true, sharing: 'READ_ONLY' }, owner)).toBe(false);
    expect(canResume({ ...list, paused: true, sharing: 'READ_WRITE' }, owner)).toBe(true);
    expect(canResume({ ...list, paused: true, sharing: 'READ_WRITE', assigneeIds: [1] }, owner)).toBe(false);
  });
  it('a tenant administrator may resume any paused list, as they may edit or delete any list', () => {
    expect(canResume({ ...list, paused: true, sharing: 'NONE', assigneeIds: [5] }, { userId: 5, capList: ['settings.admin'] })).toBe(true);
    expect(canResume({ ...list, paused: false }, { userId: 5, capList: ['settings.admin'] })).toBe(false);
  });
  it('the menu offers them by those rules', () => {
    expect(listMenuActions({ ...list, sharing: 'READ_WRITE' }, other)).toContain('JOIN');
    expect(listMenuActions({ ...list, sharing: 'READ_WRITE', assigneeIds: [2] }, other)).toEqual(['PREVIEW', 'MOVE_CONTACTS', 'REMOVE_CONTACTS', 'LEAVE']);
    expect(listMenuActions({ ...list, sharing: 'READ_WRITE', paused: true }, other)).toContain('RESUME');
  });
});

describe('bulk actions', () => {
  it('need at least part of a list checked', () => {
    expect(bulkActionEnabled('delete', [], all)).toBe(false);
    expect(bulkActionEnabled('reset', [], all)).toBe(false);
    expect(bulkActionEnabled('refresh', [], all)).toBe(false);
  });
  it("delete needs one of the user's own lists; reset and refresh their permissions", () => {
    expect(bulkActionEnabled('delete', [list], owner)).toBe(true);
    expect(bulkActionEnabled('delete', [list], other)).toBe(false);
    expect(bulkActionEnabled('reset', [list], all)).toBe(true);
    expect(bulkActionEnabled('reset', [list], owner)).toBe(false);
    expect(bulkActionEnabled('refresh', [list], all)).toBe(true);
    expect(bulkActionEnabled('refresh', [list], owner)).toBe(false);
  });
  it("an admin may bulk-delete other users' lists, as the server allows", () => {
    const admin: CapabilityUser = { ...other, capList: ['settings.admin'] };
    expect(canDeleteList(list, admin)).toBe(true);
    expect(canDeleteList(list, other)).toBe(false);
    expect(canDeleteList(list, owner)).toBe(true);
    expect(bulkActionEnabled('delete', [list], admin)).toBe(true);
    // A manager's list-capabilities do not make them an admin.
    expect(bulkActionEnabled('delete', [list], { ...all, userId: 2 })).toBe(false);
  });
  it('a bulk refresh sends only the dynamic lists', () => {
    expect(refreshTargets([list, { ...list, dynamic: true, ownerId: 9 }])).toEqual([{ ...list, dynamic: true, ownerId: 9 }]);
    expect(refreshTargets([list])).toEqual([]);
  });
});
