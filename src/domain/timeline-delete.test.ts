import { describe, expect, it } from 'vitest';
import { mayDeleteTimelineEntry } from './timeline-delete';

const rep = { userId: 7, capList: ['contact.create', 'user.list'], canDeleteTimelineEntry: true };
const manager = { userId: 3, capList: ['monitor.read', 'dashboard.managerView'], canDeleteTimelineEntry: true };

describe('who may delete a timeline entry', () => {
  it("lets a rep delete what they logged and an entry logged by nobody, never a colleague's call", () => {
    expect(mayDeleteTimelineEntry(rep, { userId: 7 })).toBe(true);
    expect(mayDeleteTimelineEntry(rep, { userId: null })).toBe(true);
    expect(mayDeleteTimelineEntry(rep, { userId: 8 })).toBe(false);
  });

  it("lets a supervisor delete a colleague's entry", () => {
    expect(mayDeleteTimelineEntry(manager, { userId: 7 })).toBe(true);
  });

  it('lets nobody delete when the timeline ACL turns deleting off', () => {
    expect(mayDeleteTimelineEntry({ ...rep, canDeleteTimelineEntry: false }, { userId: 7 })).toBe(false);
    expect(mayDeleteTimelineEntry({ ...manager, canDeleteTimelineEntry: false }, { userId: 7 })).toBe(false);
  });
});
