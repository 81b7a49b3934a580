import { CALLING_HOURS, type PlayNextIdle } from '../../contract/entities/power-dialer';

/** The dialer's last word when the list has nobody for it and nothing says why. */
export const LIST_DONE_TEXT = 'No contacts left to dial.';

/** The wrap-up passed with no result chosen and no mandatory result: which result the rule logged. */
export const resultDefaultedText = (result: string) => `No call result was chosen in the wait time: ${result} was logged.`;

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

/**
 * Why the power dialer stopped, with the numbers play/next gave ("38 contacts are outside calling hours
 * until 8:00 their time; 3 opted out of calls"). The first part names the contacts; the rest follow it.
 * Null when nothing keeps any contact back: the list is simply done.
 */
export function stopReasonText(idle: PlayNextIdle | null | undefined): string | null {
  if (!idle) return null;
  if (idle.listInactive) return 'The list is not active: activate it to dial its contacts.';
  const opens = `${CALLING_HOURS.startHour}:00`;
  const parts: { n: number; verbOne: string; verbOther: string }[] = [
    { n: idle.outsideHours, verbOne: `is outside calling hours until ${opens} their time`, verbOther: `are outside calling hours until ${opens} their time` },
    { n: idle.heldByOthers, verbOne: 'is being called by another user', verbOther: 'are being called by other users' },
    { n: idle.noPhone, verbOne: 'had no phone number to dial (tried again after an hour)', verbOther: 'had no phone number to dial (tried again after an hour)' },
    { n: idle.notYetDue, verbOne: 'is not due yet (waiting for its next step)', verbOther: 'are not due yet (waiting for their next step)' },
    { n: idle.optedOut, verbOne: 'opted out of calls', verbOther: 'opted out of calls' },
  ].filter((p) => p.n > 0);
  if (parts.length === 0) return null;
  const said = parts.map((p, i) => `${p.n}${i === 0 ? plural(p.n, ' contact', ' contacts') : ''} ${plural(p.n, p.verbOne, p.verbOther)}`);
  return `Nobody to dial now: ${said.join('; ')}.`;
}
