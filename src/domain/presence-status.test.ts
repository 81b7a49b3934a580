import { describe, expect, it } from 'vitest';
import { presenceValues } from '../contract/entities/session';
import { agentStatusWord, presenceStatus, queueAgentWord, readinessStatus, realtimeLineWord, realtimeStatusWord, statusColour, statusLabel } from './presence-status';

const label = (word: Parameters<typeof statusLabel>[0]) => `${statusLabel(word)} (${statusColour(word)})`;

describe('one status vocabulary across the header, the phone and the monitors (spec 3 section 4)', () => {
  it('a rep on a break reads On Break and an available rep Available, wherever it shows', () => {
    expect(label(presenceStatus('away'))).toBe('On Break (yellow)');
    expect(label(readinessStatus('paused'))).toBe('On Break (yellow)');
    expect(label(agentStatusWord('paused'))).toBe('On Break (yellow)');
    expect(label(presenceStatus('available'))).toBe('Available (green)');
    expect(label(readinessStatus('ready'))).toBe('Available (green)');
    expect(label(agentStatusWord('ready'))).toBe('Available (green)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'idle', presence: 'available' }))).toBe('Available (green)');
  });

  it('a signed-in rep without a call reads their presence on the real-time monitor, as in the header', () => {
    expect(['available', 'away', 'busy', 'offline'].map((presence) => label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'idle', presence: presence as 'away' })))).toEqual([
      'Available (green)',
      'On Break (yellow)',
      'Busy (red)',
      'Working Offline (gray)',
    ]);
  });

  it('a queue member paused for the queue reads the presence they chose; every other queue status keeps its spec word', () => {
    expect(statusLabel(queueAgentWord('paused', 'away'))).toBe('On Break');
    expect(statusLabel(queueAgentWord('paused', 'busy'))).toBe('Busy');
    expect(statusLabel(queueAgentWord('paused', 'offline'))).toBe('Working Offline');
    expect(statusLabel(queueAgentWord('ready', 'available'))).toBe('Available');
    expect(statusLabel(queueAgentWord('answered', 'away'))).toBe('Busy (Talking)');
    expect(statusLabel(queueAgentWord('wrapup', 'available'))).toBe('Busy (Wrap Up)');
    expect(statusLabel(queueAgentWord('logged_out', 'available'))).toBe('Working Offline');
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
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'ringing', presence: 'away' }))).toBe('Busy (Ringing) (red)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedIn', callStatus: 'talking', presence: 'available' }))).toBe('Busy (Talking) (red)');
    expect(label(realtimeLineWord({ loginStatus: 'loggedOut', callStatus: 'idle', presence: 'available' }))).toBe('Working Offline (gray)');
    expect(['available', 'onCall', 'loggedOut'].map((s) => statusLabel(realtimeStatusWord(s as 'available')))).toEqual(['Available', 'Busy', 'Working Offline']);
  });

  it('gives every header presence a label and only available is green', () => {
    expect(presenceValues.map((p) => label(presenceStatus(p)))).toEqual(['Available (green)', 'On Break (yellow)', 'Busy (red)', 'Working Offline (gray)']);
  });
});
