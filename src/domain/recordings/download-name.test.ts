import { describe, expect, it } from 'vitest';
import { recordingFileName, sanitizeDownloadName, uniqueNames } from './download-name';

describe('downloaded recording names (spec 2 section 5)', () => {
  it('truncates names to 20 characters', () => {
    expect(sanitizeDownloadName('Bartholomew Montgomery-Smythe')).toBe('Bartholomew Montgome');
    expect(sanitizeDownloadName('Ada')).toBe('Ada');
  });

  it('removes reserved characters', () => {
    expect(sanitizeDownloadName('a<b>c:d"e/f\\g|h?i*j')).toBe('abcdefghij');
  });

  it('removes control characters', () => {
    expect(sanitizeDownloadName('Ada\u0000\u0007\nLove\u009f')).toBe('AdaLove');
  });

  it('removes names made only of dots', () => {
    expect(sanitizeDownloadName('.')).toBe('');
    expect(sanitizeDownloadName('..')).toBe('');
    expect(sanitizeDownloadName('...')).toBe('');
  });

  it('removes Windows reserved device names, with or without an extension, in any case', () => {
    for (const name of ['CON', 'prn', 'Aux', 'NUL', 'COM1', 'lpt9', 'con.txt']) expect(sanitizeDownloadName(name)).toBe('');
    expect(sanitizeDownloadName('CONSOLE')).toBe('CONSOLE');
  });

  it('removes trailing dots and spaces, also the ones truncation leaves', () => {
    expect(sanitizeDownloadName('Acme Inc. ')).toBe('Acme Inc');
    expect(sanitizeDownloadName('Nineteen characters Z')).toBe('Nineteen characters');
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    expect(sanitizeDownloadName('😀'.repeat(25))).toBe('😀'.repeat(20));
  });
});

describe('recording file names', () => {
  const startedAt = new Date('2026-11-25T14:05:09Z');

  it('names the contact and the local time of the call', () => {
    expect(recordingFileName({ name: 'Ada Lovelace', number: '+12015550101', startedAt, utcOffsetMinutes: 60, extension: 'ogg' })).toBe('Ada Lovelace_2026-11-25_15-05-09.ogg');
  });

  it('falls back to the number, then to "recording", when the name leaves nothing', () => {
    expect(recordingFileName({ name: 'CON', number: '+12015550101', startedAt, utcOffsetMinutes: 0, extension: 'webm' })).toBe('+12015550101_2026-11-25_14-05-09.webm');
    expect(recordingFileName({ name: null, number: '...', startedAt, utcOffsetMinutes: -300, extension: 'ogg' })).toBe('recording_2026-11-25_09-05-09.ogg');
  });

  it('makes names unique within one archive', () => {
    expect(uniqueNames(['a.ogg', 'A.ogg', 'b.ogg', 'a.ogg'])).toEqual(['a.ogg', 'A (2).ogg', 'b.ogg', 'a (3).ogg']);
  });
});
