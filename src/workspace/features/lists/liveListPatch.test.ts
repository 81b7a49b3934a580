import { describe, expect, it } from 'vitest';
import type { CallList, ListUpdatedEvent } from '@/src/contract';
import { applyListUpdate } from './liveListPatch';

const list = {
  id: 4,
  name: 'Q4',
  status: 'READY',
  paused: false,
  active: true,
  contactsCount: 2,
  dueCount: 1,
  playbook: {
    id: 9,
    name: 'P',
    steps: [
      { id: 1, name: 'Call', action: 'call', priority: 1, position: 0, contactsCount: 2, dueCount: 1, variants: [] },
      { id: 2, name: 'Mail', action: 'email', priority: 1, position: 1, contactsCount: 0, dueCount: 0, variants: [{ id: 7, letter: 'A', name: '', contactsCount: 0, dueCount: 0 }] },
    ],
  },
} as unknown as CallList;

const event: ListUpdatedEvent = {
  listId: 4,
  status: 'REQUESTED',
  paused: true,
  active: false,
  contactsCount: 5,
  dueCount: 3,
  steps: [{ id: 2, contactsCount: 3, dueCount: 2, variants: [{ id: 7, contactsCount: 3, dueCount: 2 }] }],
};

describe('lists.updated push', () => {
  it('updates status, flags and counts of the list, its steps and variants', () => {
    const next = applyListUpdate(list, event);
    expect(next).toMatchObject({ status: 'REQUESTED', paused: true, active: false, contactsCount: 5, dueCount: 3 });
    expect(next.playbook?.steps[1]).toMatchObject({ contactsCount: 3, dueCount: 2, variants: [{ id: 7, contactsCount: 3, dueCount: 2 }] });
    // A step the push does not name keeps its counts.
    expect(next.playbook?.steps[0]).toMatchObject({ contactsCount: 2, dueCount: 1 });
  });
  it('leaves other lists as they are', () => {
    const other = { ...list, id: 5 } as CallList;
    expect(applyListUpdate(other, event)).toBe(other);
  });
});
