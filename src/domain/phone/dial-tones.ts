import { STRING_TO_TONES_MAX_LENGTH } from './phone-constants';

/** Dial-by-name tones (spec 1 section 5): letters map to keypad digits; digits, * and # are kept. */
const KEYPAD_LETTERS: Record<string, string> = { '2': 'ABC', '3': 'DEF', '4': 'GHI', '5': 'JKL', '6': 'MNO', '7': 'PQRS', '8': 'TUV', '9': 'WXYZ' };

const LETTER_TO_DIGIT = new Map(Object.entries(KEYPAD_LETTERS).flatMap(([digit, letters]) => [...letters].map((l) => [l, digit] as const)));

export const letterToTone = (char: string): string | null => {
  if (/^[\d*#]$/.test(char)) return char;
  return LETTER_TO_DIGIT.get(char.toUpperCase()) ?? null;
};

/** Turns a name (or any text) into keypad tones, dropping other characters, at most `maxLength` tones. */
export function stringToTones(text: string, maxLength = STRING_TO_TONES_MAX_LENGTH): string {
  let tones = '';
  for (const char of text) {
    if (tones.length >= maxLength) break;
    const tone = letterToTone(char);
    if (tone) tones += tone;
  }
  return tones;
}

/** True for the keys the dialer accepts as hotkeys and DTMF: 0-9, * and #. */
export const isDtmfKey = (key: string) => /^[\d*#]$/.test(key);
