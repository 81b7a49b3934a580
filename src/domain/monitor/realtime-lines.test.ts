import { describe, expect, it } from 'vitest';
import type { RealtimeLine } from '../../contract/entities/monitor';
import {
  ALL_LINES_FILTER,
  callElapsedSeconds,
  filterRealtimeLines,
  pageOfLines,
  realtimeCallTypeOf,
  realtimeStatusOf,
  REALTIME_PAGE_SIZE,
  sortRealtimeLines,
  teamNameInTable,
  userNameInTable,
  withLine,
} from './realtime-lines';

const line = (id: number, over: Partial<RealtimeLine> = {}, name = `User${id}`): RealtimeLine => ({
  user: { id, firstName: name, lastName: 'Rep', team: null },
  loginStatus: 'loggedIn',
  callStatus: 'idle',
  callId: null,
  callDirection: null,
  queueName: null,
  listName: null,
  callContact: null,
  callStartTime: null,
  presence: 'available',
  ...over,
});

describe('real-time monitor lines (spec 3 sections 2, 4, 9)', () => {
  it('derives the status: a call makes onCall, else logged in is available, else loggedOut', () => {
    expect(realtimeStatusOf({ loginStatus: 'loggedIn', callStatus: 'talking' })).toBe('onCall');
    expect(realtimeStatusOf({ loginStatus: 'loggedIn', callStatus: 'ringing' })).toBe('onCall');
    expect(realtimeStatusOf({ loginStatus: 'loggedIn', callStatus: 'idle' })).toBe('available');
    expect(realtimeStatusOf({ loginStatus: 'loggedOut', callStatus: 'idle' })).toBe('loggedOut');
  });

  it('derives the call type: queue, list or individual; none without a call', () => {
    expect(realtimeCallTypeOf({ callStatus: 'talking', queueName: 'Support', listName: null })).toBe('queue');
    expect(realtimeCallTypeOf({ callStatus: 'talking', queueName: null, listName: 'Q4 leads' })).toBe('list');
    expect(realtimeCallTypeOf({ callStatus: 'ringing', queueName: null, listName: null })).toBe('individual');
    expect(realtimeCallTypeOf({ callStatus: 'idle', queueName: null, listName: 'Q4 leads' })).toBeNull();
  });

  it('filters by users and statuses; empty statuses and all_ users show every line', () => {
    const lines = [line(1, { callStatus: 'talking' }), line(2), line(3, { loginStatus: 'loggedOut' })];
    expect(filterRealtimeLines(lines, ALL_LINES_FILTER).map((l) => l.user.id)).toEqual([1, 2, 3]);
    expect(filterRealtimeLines(lines, { status: ['onCall', 'loggedOut'], user: { all_: true, items_: [] } }).map((l) => l.user.id)).toEqual([1, 3]);
    expect(filterRealtimeLines(lines, { status: [], user: { all_: false, items_: [2, 3] } }).map((l) => l.user.id)).toEqual([2, 3]);
    expect(filterRealtimeLines(lines, { status: ['available'], user: { all_: false, items_: [1, 3] } })).toEqual([]);
  });

  it('sorts by user name ascending by default, case-insensitively', () => {
    const lines = [line(1, {}, 'zoe'), line(2, {}, 'Adam'), line(3, {}, 'bella')];
    expect(sortRealtimeLines(lines).map((l) => l.user.firstName)).toEqual(['Adam', 'bella', 'zoe']);
    expect(sortRealtimeLines(lines, 'desc').map((l) => l.user.firstName)).toEqual(['zoe', 'bella', 'Adam']);
  });

  it('pages 25 rows at a time, and clamps the page', () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(i + 1));
    expect(REALTIME_PAGE_SIZE).toBe(25);
    expect(pageOfLines(lines, 1).rows).toHaveLength(25);
    expect(pageOfLines(lines, 3)).toMatchObject({ pages: 3, page: 3 });
    expect(pageOfLines(lines, 3).rows).toHaveLength(10);
    expect(pageOfLines(lines, 9).page).toBe(3);
    expect(pageOfLines([], 1)).toMatchObject({ rows: [], pages: 1, page: 1 });
  });

  it('truncates user names at 14 and team names at 28 characters', () => {
    const long = line(1, { user: { id: 1, firstName: 'Maximilian', lastName: 'Oppenheimer', team: { id: 1, name: 'Enterprise Accounts North America' } } });
    expect(Array.from(userNameInTable(long))).toHaveLength(14);
    expect(userNameInTable(long).endsWith('…')).toBe(true);
    expect(Array.from(teamNameInTable(long))).toHaveLength(28);
    expect(userNameInTable(line(2, {}, 'Ann'))).toBe('Ann Rep');
  });

  it('a pushed line replaces the user’s line, or is added', () => {
    const lines = [line(1), line(2)];
    expect(withLine(lines, line(2, { callStatus: 'talking' }))[1]!.callStatus).toBe('talking');
    expect(withLine(lines, line(3))).toHaveLength(3);
  });

  it('counts a call’s seconds from its start, never below zero', () => {
    const start = Date.parse('2026-11-26T10:00:00Z');
    expect(callElapsedSeconds({ callStartTime: '2026-11-26T10:00:00Z' }, start + 61_500)).toBe(61);
    expect(callElapsedSeconds({ callStartTime: '2026-11-26T10:00:00Z' }, start - 5000)).toBe(0);
    expect(callElapsedSeconds({ callStartTime: null }, start)).toBeNull();
  });
});
