import { describe, expect, it } from 'vitest';
import { canChangeTask } from './task-rights';

const task = { ownerId: 1, userIds: [2] };

describe('who may change a task', () => {
  it('its owner and its assigned users may', () => {
    expect(canChangeTask(task, { id: 1, role: 'rep' })).toBe(true);
    expect(canChangeTask(task, { id: 2, role: 'rep' })).toBe(true);
  });
  it('another rep may not', () => {
    expect(canChangeTask(task, { id: 3, role: 'rep' })).toBe(false);
  });
  it("the tenant's managers and admins may", () => {
    expect(canChangeTask(task, { id: 3, role: 'manager' })).toBe(true);
    expect(canChangeTask(task, { id: 4, role: 'admin' })).toBe(true);
  });
});
