import { describe, expect, it } from 'vitest';
import { staysInCallbackTable } from './callback-table';

const row = { taskType: 'CALLBACK' as const, isDone: false, ownerId: 7, contactId: 3 };

describe('callback tasks table', () => {
  it("shows the user's open callback tasks with a contact", () => {
    expect(staysInCallbackTable(row, 7)).toBe(true);
  });
  it('a task leaves when done, owner changed, type changed, or without a contact', () => {
    expect(staysInCallbackTable({ ...row, isDone: true }, 7)).toBe(false);
    expect(staysInCallbackTable({ ...row, ownerId: 8 }, 7)).toBe(false);
    expect(staysInCallbackTable({ ...row, taskType: 'CALL' }, 7)).toBe(false);
    expect(staysInCallbackTable({ ...row, contactId: null }, 7)).toBe(false);
  });
});
