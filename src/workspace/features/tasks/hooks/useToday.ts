import { dayKeyOf, type DayKey } from '@/src/domain/tasks/day-key';
import { useProfileTimeZone } from '../../profile/hooks/useTimeZone';

/** Today in the user's calendar (their profile's time zone; the browser's until it is known). */
export function useToday(): DayKey {
  return dayKeyOf(new Date(), useProfileTimeZone());
}
