import { useMemo } from 'react';
import { createFormatter, type Formatter } from '@/src/domain/format';
import { displayLocale } from '../displayLocale';
import { useProfileTimeZone } from './useTimeZone';

/** The browser's zone, until the profile's is known. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The display formats of the signed-in user: their browser's locale, their profile's time zone. */
export function useFormat(): Formatter {
  const timeZone = useProfileTimeZone() ?? browserZone();
  return useMemo(() => createFormatter({ locale: displayLocale(), timeZone }), [timeZone]);
}
