import { describe, expect, it } from 'vitest';
import { isScheduleInUse, scheduleInUseMessage } from './schedule-in-use';

describe('a schedule in use cannot be deleted', () => {
  it('names the queues and playbook steps that follow it, three of each and then a count', () => {
    expect(scheduleInUseMessage({ queues: ['Sales line'], steps: [] })).toBe('Schedule in use by queue Sales line');
    expect(scheduleInUseMessage({ queues: ['A', 'B'], steps: ['Outbound Q4: Intro call'] })).toBe('Schedule in use by queues A, B; playbook step Outbound Q4: Intro call');
    expect(scheduleInUseMessage({ queues: [], steps: ['P: 1', 'P: 2', 'P: 3', 'P: 4', 'P: 5'] })).toBe('Schedule in use by playbook steps P: 1, P: 2, P: 3 and 2 more');
  });

  it('is in use while anything names it', () => {
    expect(isScheduleInUse({ queues: [], steps: [] })).toBe(false);
    expect(isScheduleInUse({ queues: ['Q'], steps: [] })).toBe(true);
    expect(isScheduleInUse({ queues: [], steps: ['P: s'] })).toBe(true);
  });
});
