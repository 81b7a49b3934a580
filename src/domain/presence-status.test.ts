import { describe, expect, it } from 'vitest';
import { presenceValues } from '../contract/entities/session';
import { agentStatusWord, presenceStatus, readinessStatus, realtimeLineWord, realtimeStatusWord, statusColour, statusLabel } from './presence-status';

const label = (word: Parameters<typeof statusLabel>[0]) => `${statusLabel(word)} (${statusColour(word)})`;

describe('one status vocabulary across the header, the phone and the monitors (spec 3 section 4)', () => {
  it('a rep just signed in (away, ready for queue calls, idle) reads the same words everywhere it is the same state', () => {
    expect(label(presenceStatus('away'))).toBe('On Break (yellow)');
    expect(label(readinessStatus('paused'))).toBe('On Break (yellow)');
    expect(label(agentStatusWord('paused'))).toBe('On Break (yellow)');
    expect(label(presenceStatus('available'))).toBe('Available (green)');
    expect(label(readinessStatus('ready'))).toBe('Available (green)');
    expect(label(agentStatusWord('ready'))).toBe('Available (green)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'idle' }))).toBe('Available (green)');
  });

  it('uses the spec labels for the queue monitor agent statuses; anything unknown is Working Offline', () => {
    expect(['paused', 'wrapup', 'ready', 'answered', 'ringing', 'logged_out', 'gone'].map((s) => statusLabel(agentStatusWord(s)))).toEqual([
      'On Break',
      'Busy (Wrap Up)',
      'Available',
      'Busy (Talking)',
      'Busy (Ringing)',
      'Working Offline',
      'Working Offline',
    ]);
  });

  it('a call on the real-time monitor says whether it rings or talks; logged out is Working Offline', () => {
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'ringing' }))).toBe('Busy (Ringing) (red)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'talking' }))).toBe('Busy (Talking) (red)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedOut', callStatus: 'idle' }))).toBe('Working Offline (gray)');
    expect(['available', 'onCall', 'loggedOut'].map((s) => statusLabel(realtimeStatusWord(s as 'available')))).toEqual(['Available', 'Busy', 'Working Offline']);
  });

  it('gives every header presence a label and only available is green', () => {
    expect(presenceValues.map((p) => label(presenceStatus(p)))).toEqual(['Available (green)', 'On Break (yellow)', 'Busy (red)', 'Working Offline (gray)']);
  });
});
