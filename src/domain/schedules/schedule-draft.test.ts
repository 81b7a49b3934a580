import { describe, expect, it } from 'vitest';
import { draftIntervalErrors, draftOfSchedule, emptyScheduleDraft, openDays, weekOfDraft } from './schedule-draft';
import { INTERVAL_OVERLAPS } from './interval-editing';

const h = (hours: number) => hours * 3_600_000;

describe('the schedule editor’s draft', () => {
  it('round-trips a saved schedule through the editor’s HH:MM texts', () => {
    const days = {
      '1': [
        { start: h(9), end: h(12) },
        { start: h(13), end: h(17.5) },
      ],
      '6': [{ start: h(10), end: h(14) }],
    };
    const draft = draftOfSchedule({ name: 'Office hours', days });
    expect(draft.name).toBe('Office hours');
    expect(draft.days['1']).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:30' },
    ]);
    expect(draft.days['2']).toEqual([]);
    expect(weekOfDraft(draft)).toEqual(days);
  });

  it('gives no week while a day has an error, and says where', () => {
    const draft = emptyScheduleDraft();
    draft.days['7'] = [
      { start: '10:00', end: '14:00' },
      { start: '13:00', end: '15:00' },
    ];
    expect(weekOfDraft(draft)).toBeNull();
    expect(draftIntervalErrors(draft)['7']).toEqual([null, INTERVAL_OVERLAPS]);
    expect(draftIntervalErrors(draft)['1']).toEqual([]);
  });

  it('lists the open days with their hours, Monday first', () => {
    expect(openDays({ '7': [{ start: h(10), end: h(14) }], '1': [{ start: h(9), end: h(17) }] })).toEqual([
      ['1', '09:00-17:00'],
      ['7', '10:00-14:00'],
    ]);
  });
});
