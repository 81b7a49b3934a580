import { describe, expect, it } from 'vitest';
import { callResultValueOf, checkCallResultOptions, displayCallResult, droppedLabels, EMPTY_LABEL_MESSAGE, LABEL_TOO_LONG_MESSAGE, READ_ONLY_MISSING_MESSAGE } from './call-result-options';

const KEPT = ['Call Failed', 'No Answer', 'Callback - HangUp'];

describe('call-result options (spec 1 ordering list, spec 3 call results)', () => {
  it('may be saved with unique names and the read-only labels kept, in any order', () => {
    expect(checkCallResultOptions(['Meeting Booked', ...KEPT, 'Not Interested'])).toBeNull();
    expect(checkCallResultOptions([...KEPT].reverse())).toBeNull();
  });
  it('rejects a duplicate name with the ordering list message, ignoring case and spaces', () => {
    expect(checkCallResultOptions([...KEPT, 'Busy', ' busy '])).toBe('There is already an item with this name. Please use another name.');
  });
  it('keeps Call Failed, No Answer and Callback - HangUp (spec 3: read-only labels)', () => {
    expect(checkCallResultOptions(['Call Failed', 'No Answer', 'Busy'])).toBe(READ_ONLY_MISSING_MESSAGE);
    expect(READ_ONLY_MISSING_MESSAGE).toBe('Call Failed, No Answer, Callback - HangUp cannot be renamed or removed.');
  });
  it('keeps at least the three read-only options (ordering list minimum)', () => {
    expect(checkCallResultOptions(['Call Failed'])).toBe('Minimum amount of list items is 3.');
  });
  it('needs a name of at most 100 characters (spec 3: call result label maximum length 100)', () => {
    expect(checkCallResultOptions([...KEPT, '  '])).toBe(EMPTY_LABEL_MESSAGE);
    expect(checkCallResultOptions([...KEPT, 'x'.repeat(100)])).toBeNull();
    expect(checkCallResultOptions([...KEPT, 'x'.repeat(101)])).toBe(LABEL_TOO_LONG_MESSAGE);
  });
  it('derives the stored value from the label', () => {
    expect(callResultValueOf('Meeting Booked')).toBe('meeting_booked');
    expect(callResultValueOf('  Rückruf -- später! ')).toBe('ruckruf_spater');
    expect(callResultValueOf('!!!')).toBe('result');
  });
  it('shows labels truncated at 50 characters (spec 3: display truncation 50)', () => {
    expect(displayCallResult('x'.repeat(50))).toBe('x'.repeat(50));
    expect(displayCallResult('x'.repeat(51))).toBe(`${'x'.repeat(49)}…`);
    expect(displayCallResult('x'.repeat(51))).toHaveLength(50);
  });
  it('names the stored labels a save drops (removed or renamed), not ones only moved or re-cased', () => {
    expect(droppedLabels(['Busy', 'Left Voicemail', 'No Answer'], ['no answer', 'Busy', 'Left a voicemail'])).toEqual(['Left Voicemail']);
  });
});
