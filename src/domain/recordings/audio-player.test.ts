import { describe, expect, it } from 'vitest';
import { anyoneTalking, formatPlayerTime, hotkeyAction, nextTalk, PLAYBACK_RATES, rateAt, seekBy, skipSilenceTarget, takesText, voiceDataStatusOf } from './audio-player';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const div = { tagName: 'DIV', isContentEditable: false };

describe('audio player rates (spec 2: 0.75-2, index 0-5)', () => {
  it('has the six rates and clamps the index', () => {
    expect(PLAYBACK_RATES).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(rateAt(0)).toBe(0.75);
    expect(rateAt(5)).toBe(2);
    expect(rateAt(9)).toBe(2);
    expect(rateAt(-1)).toBe(0.75);
  });
});

describe('hotkeys (spec 2: k m j l)', () => {
  it('maps k, m, j and l, in either case', () => {
    expect(hotkeyAction(key('k'), div)).toBe('playPause');
    expect(hotkeyAction(key('M'), div)).toBe('mute');
    expect(hotkeyAction(key('j'), div)).toBe('back');
    expect(hotkeyAction(key('l'), null)).toBe('forward');
    expect(hotkeyAction(key('x'), div)).toBeNull();
  });

  it('never fires with a modifier (ctrl+l is the browser’s)', () => {
    expect(hotkeyAction(key('l', { ctrlKey: true }), div)).toBeNull();
    expect(hotkeyAction(key('k', { metaKey: true }), div)).toBeNull();
    expect(hotkeyAction(key('j', { altKey: true }), div)).toBeNull();
  });

  it('never fires while typing in a field', () => {
    expect(hotkeyAction(key('k'), { tagName: 'INPUT', isContentEditable: false, type: 'text' })).toBeNull();
    expect(hotkeyAction(key('k'), { tagName: 'textarea', isContentEditable: false })).toBeNull();
    expect(hotkeyAction(key('k'), { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(hotkeyAction(key('k'), { tagName: 'SELECT', isContentEditable: false })).toBeNull();
    // A checkbox or a button takes no text: the keys still work there.
    expect(takesText({ tagName: 'INPUT', isContentEditable: false, type: 'checkbox' })).toBe(false);
    expect(hotkeyAction(key('k'), { tagName: 'BUTTON', isContentEditable: false })).toBe('playPause');
  });
});

describe('seeking', () => {
  it('moves 10 s within the recording', () => {
    expect(seekBy(5_000, -10_000, 60_000)).toBe(0);
    expect(seekBy(55_000, 10_000, 60_000)).toBe(60_000);
    expect(seekBy(20_000, 10_000, 60_000)).toBe(30_000);
  });

  it('finds the next time a side spoke', () => {
    const far = [
      { startMs: 1000, endMs: 3000 },
      { startMs: 8000, endMs: 9000 },
    ];
    expect(nextTalk(far, 0)).toBe(1000);
    expect(nextTalk(far, 1500)).toBe(8000);
    expect(nextTalk(far, 8000)).toBeNull();
  });
});

describe('skipping silences over 2 s', () => {
  const talk = anyoneTalking([
    [
      { startMs: 0, endMs: 1000 },
      { startMs: 6000, endMs: 7000 },
    ],
    [
      { startMs: 900, endMs: 2000 },
      { startMs: 7500, endMs: 8000 },
    ],
  ]);

  it('merges both sides’ talk', () => {
    expect(talk).toEqual([
      { startMs: 0, endMs: 2000 },
      { startMs: 6000, endMs: 7000 },
      { startMs: 7500, endMs: 8000 },
    ]);
  });

  it('jumps over a silence longer than 2 s to just before the next talk', () => {
    expect(skipSilenceTarget(talk, 2100, 20_000)).toBe(5750);
    expect(skipSilenceTarget(talk, 1000, 20_000)).toBeNull();
  });

  it('keeps playing a short silence, and jumps to the end after the last word', () => {
    expect(skipSilenceTarget(talk, 7100, 20_000)).toBeNull();
    expect(skipSilenceTarget(talk, 8100, 20_000)).toBe(19_750);
  });
});

describe('voice data status (spec 2 section 4)', () => {
  it('retries on 202, denies on 406, errors otherwise', () => {
    expect(voiceDataStatusOf(200)).toBe('ready');
    expect(voiceDataStatusOf(206)).toBe('ready');
    expect(voiceDataStatusOf(202)).toBe('retry');
    expect(voiceDataStatusOf(406)).toBe('deny');
    expect(voiceDataStatusOf(404)).toBe('error');
    expect(voiceDataStatusOf(500)).toBe('error');
  });
});

describe('player time', () => {
  it('shows m:ss, and h:mm:ss from an hour on', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(65_400)).toBe('1:05');
    expect(formatPlayerTime(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatPlayerTime(-5)).toBe('0:00');
  });
});
