import { describe, expect, it } from 'vitest';
import { stopReasonText } from './stop-reason';

const none = { listInactive: false, outsideHours: 0, outsideHoursUntil: null, heldByOthers: 0, noPhone: 0, notYetDue: 0, optedOut: 0 };

describe('why the power dialer stopped', () => {
  it('says how many contacts wait for their calling hours, and the others, in numbers', () => {
    expect(stopReasonText({ ...none, outsideHours: 38, outsideHoursUntil: '2026-11-24T13:00:00.000Z', optedOut: 3 })).toBe(
      'Nobody to dial now: 38 contacts are outside calling hours until 8:00 their time; 3 opted out of calls.',
    );
  });
  it('agrees in number', () => {
    expect(stopReasonText({ ...none, outsideHours: 1, heldByOthers: 1 })).toBe('Nobody to dial now: 1 contact is outside calling hours until 8:00 their time; 1 is being called by another user.');
    expect(stopReasonText({ ...none, heldByOthers: 2, notYetDue: 1 })).toBe('Nobody to dial now: 2 contacts are being called by other users; 1 is not due yet (waiting for its next step).');
    expect(stopReasonText({ ...none, noPhone: 1 })).toBe('Nobody to dial now: 1 contact had no phone number to dial (tried again after an hour).');
  });
  it('says an inactive list is the reason', () => {
    expect(stopReasonText({ ...none, listInactive: true, outsideHours: 4 })).toBe('The list is not active: activate it to dial its contacts.');
  });
  it('has nothing to add when the list is simply done', () => {
    expect(stopReasonText(none)).toBeNull();
    expect(stopReasonText(null)).toBeNull();
  });
});
