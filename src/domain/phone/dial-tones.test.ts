import { describe, expect, it } from 'vitest';
import { isDtmfKey, letterToTone, stringToTones } from './dial-tones';
import { DTMF_DURATION_MS, DTMF_GAP_MS, KEYPAD_KEYS } from './phone-constants';

describe('dial-by-name tones (spec 1 section 5)', () => {
  it('maps letters to keypad digits, either case', () => {
    expect(letterToTone('a')).toBe('2');
    expect(letterToTone('S')).toBe('7');
    expect(letterToTone('z')).toBe('9');
    expect(letterToTone('-')).toBeNull();
  });

  it('keeps digits, star and hash', () => {
    expect(stringToTones('1*#')).toBe('1*#');
  });

  it('stops at the maximum length of 5 for string to tones', () => {
    expect(stringToTones('Smith')).toBe('76484');
    expect(stringToTones('Johnson')).toBe('56467');
    expect(stringToTones('O Neil-x')).toBe('66345');
    expect(stringToTones('abcdefgh', 8)).toBe('22233344');
  });

  it('accepts hotkeys 0-9, # and * only', () => {
    for (const key of KEYPAD_KEYS) expect(isDtmfKey(key)).toBe(true);
    expect(isDtmfKey('a')).toBe(false);
    expect(isDtmfKey('12')).toBe(false);
  });

  it('sends DTMF tones of 160 ms with 100 ms gaps', () => {
    expect([DTMF_DURATION_MS, DTMF_GAP_MS]).toEqual([160, 100]);
  });
});
