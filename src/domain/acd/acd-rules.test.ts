import { describe, expect, it } from 'vitest';
import { acdAgentStatus, acdAgentStatusLabel, type QueueMemberState } from './agent-status';
import { longestIdleAgent } from './queue-routing';
import { queueMonitorRow } from './queue-monitor';
import { isWithinSchedule, scheduleDayAndTime } from './queue-schedule';
import { queueIdOf } from './queue-header';

const member = (over: Partial<QueueMemberState> = {}): QueueMemberState => ({ loggedIn: true, queueStatus: 'ready', callState: null, wrapUpUntil: null, ...over });

describe('queue agent statuses (spec 3 section 4 queue monitor)', () => {
  it('derives logged_out, ringing, answered, paused, wrapup and ready in that order of precedence', () => {
    expect(acdAgentStatus(member({ loggedIn: false, callState: 'talking' }), 0)).toBe('logged_out');
    expect(acdAgentStatus(member({ callState: 'ringing', queueStatus: 'paused' }), 0)).toBe('ringing');
    expect(acdAgentStatus(member({ callState: 'talking', wrapUpUntil: 100 }), 0)).toBe('answered');
    expect(acdAgentStatus(member({ queueStatus: 'paused', wrapUpUntil: 100 }), 0)).toBe('paused');
    expect(acdAgentStatus(member({ wrapUpUntil: 100 }), 99)).toBe('wrapup');
    expect(acdAgentStatus(member({ wrapUpUntil: 100 }), 100)).toBe('ready');
    expect(acdAgentStatus(member(), 0)).toBe('ready');
  });

  it('labels each status as the spec says, and anything unknown as Working Offline', () => {
    expect(['paused', 'wrapup', 'ready', 'answered', 'ringing', 'logged_out', 'gone'].map(acdAgentStatusLabel)).toEqual([
      'On Break',
      'Busy (Wrap Up)',
      'Available',
      'Busy (Talking)',
      'Busy (Ringing)',
      'Working Offline',
      'Working Offline',
    ]);
  });
});

describe('longest-idle routing', () => {
  const agents = [
    { userId: 3, status: 'ready' as const, idleSince: 500 },
    { userId: 1, status: 'paused' as const, idleSince: 10 },
    { userId: 2, status: 'ready' as const, idleSince: 200 },
    { userId: 4, status: 'wrapup' as const, idleSince: 100 },
    { userId: 5, status: 'ready' as const, idleSince: 200 },
  ];
  it('picks the ready member idle the longest, ties by user id', () => {
    expect(longestIdleAgent(agents)).toBe(2);
  });
  it('skips members already tried for this caller, and gives null when nobody is ready', () => {
    expect(longestIdleAgent(agents, new Set([2]))).toBe(5);
    expect(longestIdleAgent(agents, new Set([2, 3, 5]))).toBeNull();
    expect(longestIdleAgent([])).toBeNull();
  });
});

describe('queue monitor row (spec 3 section 3)', () => {
  it('counts agents by status, waiting callers, and today’s entries with their average times', () => {
    const row = queueMonitorRow({
      id: 7,
      name: 'Sales',
      agents: ['ready', 'ready', 'ringing', 'answered', 'wrapup', 'paused', 'logged_out'],
      waitingSeconds: [12, 40],
      today: [
        { outcome: 'processed', waitSeconds: 10, talkSeconds: 100 },
        { outcome: 'processed', waitSeconds: 20, talkSeconds: null },
        { outcome: 'abandoned', waitSeconds: 31, talkSeconds: null },
        { outcome: 'waiting', waitSeconds: 0, talkSeconds: null },
      ],
    });
    expect(row).toEqual({
      id: 7,
      name: 'Sales',
      available: 2,
      busy: 3,
      workOff: 1,
      break: 1,
      active: 6,
      total: 7,
      waiting: 2,
      maxWaiting: 40,
      enterToday: 4,
      abandonToday: 1,
      acceptToday: 2,
      // Handle time: talk of processed calls that ended; wait: over the entries that left the queue.
      avgHandleTimeToday: 100,
      avgWaitTimeToday: 20,
    });
  });
  it('shows zeros for a quiet queue', () => {
    expect(queueMonitorRow({ id: 1, name: 'Q', agents: [], waitingSeconds: [], today: [] })).toMatchObject({ maxWaiting: 0, avgHandleTimeToday: 0, avgWaitTimeToday: 0, active: 0, total: 0 });
  });
});

describe('queue schedules (spec 3: days 1-7 Monday to Sunday, intervals in ms in the tenant zone)', () => {
  // Wednesday 2026-11-25 14:30 in New York is 19:30 UTC.
  const at = new Date('2026-11-25T19:30:00Z');
  it('reads the weekday and the time of day in the zone', () => {
    expect(scheduleDayAndTime(at, 'America/New_York')).toEqual({ day: 3, ms: (14 * 60 + 30) * 60_000 });
    // Already Thursday in Tokyo (04:30).
    expect(scheduleDayAndTime(at, 'Asia/Tokyo')).toEqual({ day: 4, ms: (4 * 60 + 30) * 60_000 });
    expect(scheduleDayAndTime(new Date('2026-11-29T12:00:00Z'), 'UTC').day).toBe(7);
  });
  it('is open inside an interval of that day, start included and end excluded', () => {
    const nineToFive = { start: 9 * 3_600_000, end: 17 * 3_600_000 };
    expect(isWithinSchedule({ '3': [nineToFive] }, at, 'America/New_York')).toBe(true);
    expect(isWithinSchedule({ '3': [nineToFive] }, at, 'Asia/Tokyo')).toBe(false);
    expect(isWithinSchedule({ '3': [{ start: 0, end: (14 * 60 + 30) * 60_000 }] }, at, 'America/New_York')).toBe(false);
    expect(isWithinSchedule({ '3': [{ start: (14 * 60 + 30) * 60_000, end: 24 * 3_600_000 }] }, at, 'America/New_York')).toBe(true);
    expect(isWithinSchedule({}, at, 'America/New_York')).toBe(false);
  });
});

describe('the queue named by an incoming call (X-Acd-Queue)', () => {
  it('reads a positive id and nothing else', () => {
    expect(queueIdOf('12')).toBe(12);
    expect(queueIdOf(' 7 ')).toBe(7);
    expect([undefined, null, '', '0', '-3', '1.5', 'abc', '12; drop', '9999999999'].map(queueIdOf)).toEqual([null, null, null, null, null, null, null, null, null]);
  });
});
