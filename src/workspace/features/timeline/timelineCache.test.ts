import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@/src/contract';
import { prependEntry, removeEntry } from './timelineCache';

const entry = (id: string): TimelineEntry => ({
  _id: id,
  type: 'note',
  originalType: 'note',
  content: id,
  contactId: 1,
  contactName: 'Ada Lovelace',
  userId: 1,
  userName: 'Rep',
  timestamp: '2026-01-01T00:00:00Z',
  direction: null,
  durationSeconds: 0,
  result: null,
  recordingCallId: null,
  event: null,
  email: null,
  expanded: false,
  isDeleted: false,
});
const data = {
  pages: [
    { entries: [entry('2')], hasMore: true },
    { entries: [entry('1')], hasMore: false },
  ],
  pageParams: [0, 20],
};

describe('live timeline cache', () => {
  it('puts a live entry on top once', () => {
    const once = prependEntry(data, entry('3'));
    expect(once?.pages[0]?.entries.map((e) => e._id)).toEqual(['3', '2']);
    expect(prependEntry(once, entry('3'))).toBe(once);
  });
  it('replaces a known entry pushed again with changes (email opens and clicks) in place', () => {
    const opened = { ...entry('1'), email: { status: 'sent', opens: 1, clicks: 1, openedAt: null, clickedAt: null } };
    const next = prependEntry(data, opened);
    expect(next?.pages.map((p) => p.entries.map((e) => e._id))).toEqual([['2'], ['1']]);
    expect(next?.pages[1]?.entries[0]?.email?.opens).toBe(1);
  });
  it('drops a deleted entry from whichever page holds it', () => {
    expect(removeEntry(data, '1')?.pages[1]?.entries).toEqual([]);
  });
});
