import { format } from 'date-fns';
import { QUOTED_MAIL_DATE_FNS_PATTERN } from './email-constants';

/** The date line above a quoted mail in a reply or forward (spec 1 section 9). */
export function quotedMailDate(date: Date): string {
  return format(date, QUOTED_MAIL_DATE_FNS_PATTERN);
}

/** "On {date}, {from} wrote:" followed by the quoted original. */
export function quotedMailHeader(date: Date, from: string): string {
  return `On ${quotedMailDate(date)}, ${from} wrote:`;
}
