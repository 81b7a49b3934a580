import { SCHEDULE_DAYS, type ScheduleDay, type TenantSchedule, type WeekSchedule } from '../../contract/entities/schedules';
import { dayIntervalErrors, dayIntervals, timeOfDay, type IntervalDraft } from './interval-editing';

/** A schedule as the editor holds it: the name and each day's intervals as typed. */
export interface ScheduleDraft {
  name: string;
  days: Record<ScheduleDay, IntervalDraft[]>;
}

export const emptyScheduleDraft = (): ScheduleDraft => ({ name: '', days: Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, []])) as unknown as Record<ScheduleDay, IntervalDraft[]> });

export function draftOfSchedule(schedule: TenantSchedule): ScheduleDraft {
  const draft = emptyScheduleDraft();
  draft.name = schedule.name;
  for (const day of SCHEDULE_DAYS) draft.days[day] = (schedule.days[day] ?? []).map((i) => ({ start: timeOfDay(i.start), end: timeOfDay(i.end) }));
  return draft;
}

/** Each day's interval errors (see dayIntervalErrors), by day. */
export const draftIntervalErrors = (draft: ScheduleDraft): Record<ScheduleDay, (string | null)[]> =>
  Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, dayIntervalErrors(draft.days[d])])) as unknown as Record<ScheduleDay, (string | null)[]>;

/** The week the contract's body takes, or null while an interval has an error; days without hours are left out. */
export function weekOfDraft(draft: ScheduleDraft): WeekSchedule | null {
  const week: WeekSchedule = {};
  for (const day of SCHEDULE_DAYS) {
    const intervals = dayIntervals(draft.days[day]);
    if (intervals === null) return null;
    if (intervals.length) week[day] = intervals;
  }
  return week;
}

/** Each open day with its hours, Monday first, e.g. ["1", "09:00-17:00"]: the list's summary of a schedule. */
export const openDays = (days: WeekSchedule): [ScheduleDay, string][] =>
  SCHEDULE_DAYS.filter((d) => days[d]?.length).map((d) => [d, (days[d] ?? []).map((i) => `${timeOfDay(i.start)}-${timeOfDay(i.end)}`).join(', ')]);
