import type { Formatter } from '../format';
import type { DayKey } from './day-key';

/**
 * What a task row says of when a task is due: today's tasks by their time alone (the day is the
 * group's), any other day's (overdue, a contact's coming tasks) by their date and time.
 */
export function taskDueText(task: { activityDate: DayKey | null; time: string | null }, today: DayKey, fmt: Pick<Formatter, 'calendarDay' | 'timeOfDay'>): string {
  const time = fmt.timeOfDay(task.time);
  if (task.activityDate === null || task.activityDate === today) return time;
  const date = fmt.calendarDay(task.activityDate);
  return time ? `${date}, ${time}` : date;
}
