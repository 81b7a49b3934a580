import { describe, expect, it } from 'vitest';
import { callDurationSeconds, defaultCallResult } from './default-call-result';

describe('result a call is logged with when it ends', () => {
  it('answered calls are Connected', () => {
    expect(defaultCallResult({ answeredAt: 1, failureStatus: null, state: 'terminated' })).toBe('Connected');
  });
  it('busy, no answer and cancelled calls say so', () => {
    expect(defaultCallResult({ answeredAt: null, failureStatus: 486, state: 'terminated' })).toBe('Busy');
    expect(defaultCallResult({ answeredAt: null, failureStatus: 480, state: 'terminated' })).toBe('No Answer');
    expect(defaultCallResult({ answeredAt: null, failureStatus: 487, state: 'terminated' })).toBe('No Answer');
    expect(defaultCallResult({ answeredAt: null, failureStatus: null, state: 'terminated' })).toBe('No Answer');
  });
  it('a failed call gets the result Call Failed', () => {
    expect(defaultCallResult({ answeredAt: null, failureStatus: 503, state: 'error' })).toBe('Call Failed');
    expect(defaultCallResult({ answeredAt: null, failureStatus: 404, state: 'terminated' })).toBe('Call Failed');
    expect(defaultCallResult({ answeredAt: null, failureStatus: null, state: 'error' })).toBe('Call Failed');
  });
  it('counts whole seconds from answer to end', () => {
    expect(callDurationSeconds({ answeredAt: 1000, endedAt: 62_400 })).toBe(61);
    expect(callDurationSeconds({ answeredAt: null, endedAt: 5000 })).toBe(0);
  });
});
