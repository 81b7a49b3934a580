import { describe, expect, it } from 'vitest';
import { defaultMessageResult, parallelLaunchBlock } from './launch-block';

const ready = { active: true, dueCount: 5, userEnabled: true, tenantEnabled: true, availableLines: 3, sessionActive: false };

describe('parallel dialer launch (spec 2 sections 5 and 6)', () => {
  it('is open on an active list with more than one due contact for a user with the dialer and lines', () => {
    expect(parallelLaunchBlock(ready)).toBeNull();
  });
  it('is closed on an inactive list', () => expect(parallelLaunchBlock({ ...ready, active: false })).toBe('inactive'));
  it('needs more than 1 due contact', () => {
    expect(parallelLaunchBlock({ ...ready, dueCount: 1 })).toBe('due');
    expect(parallelLaunchBlock({ ...ready, dueCount: 2 })).toBeNull();
  });
  it('is gated by the user setting parallelDialer.enabled (and the tenant)', () => {
    expect(parallelLaunchBlock({ ...ready, userEnabled: false })).toBe('disabled');
    expect(parallelLaunchBlock({ ...ready, tenantEnabled: false })).toBe('disabled');
  });
  it('is gated by there being no active session', () => expect(parallelLaunchBlock({ ...ready, sessionActive: true })).toBe('activeSession'));
  it('needs at least 2 available lines', () => expect(parallelLaunchBlock({ ...ready, availableLines: 1 })).toBe('noLines'));
});

describe("the messages' call results", () => {
  const options = ['Call Failed', 'No Answer', 'Callback - HangUp', 'Connected', 'Left Voicemail', 'Call back later'];
  it('never offers the results the dialer writes itself, and picks the one naming the message', () => {
    expect(defaultMessageResult(options, 'voiceMessage')).toBe('Left Voicemail');
    expect(defaultMessageResult(options, 'callbackNotice')).toBe('Call back later');
    expect(defaultMessageResult(['No Answer', 'Connected'], 'callbackNotice')).toBe('Connected');
    // The default tenant list has no callback result: the notice is a recorded message left.
    expect(defaultMessageResult(['Connected', 'Left Voicemail', 'No Answer', 'Callback - HangUp'], 'callbackNotice')).toBe('Left Voicemail');
    expect(defaultMessageResult(['No Answer'], 'voiceMessage')).toBeNull();
  });
});
