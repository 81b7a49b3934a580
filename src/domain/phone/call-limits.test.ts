import { describe, expect, it } from 'vitest';
import { callLimitsFrom, canAcceptIncoming, canJoin, canPlaceCall, defaultCallLimits, type LiveCall } from './call-limits';

const out = (patch: Partial<LiveCall> = {}): LiveCall => ({ direction: 'outgoing', ringing: false, conference: false, ...patch });
const inc = (patch: Partial<LiveCall> = {}): LiveCall => ({ direction: 'incoming', ringing: false, conference: false, ...patch });

describe('call limits (spec 1 sections 5, 8 and 9)', () => {
  it('defaults to 2 simultaneous and 2 outbound calls, read from configuration when positive', () => {
    expect(defaultCallLimits).toEqual({ simultaneous: 2, outbound: 2 });
    expect(callLimitsFrom({ simultaneous: 3, outbound: 1 })).toEqual({ simultaneous: 3, outbound: 1 });
    expect(callLimitsFrom({ simultaneous: 0, outbound: '4' })).toEqual({ simultaneous: 2, outbound: 2 });
    expect(callLimitsFrom({ simultaneous: 1.5 })).toEqual({ simultaneous: 2, outbound: 2 });
  });

  it('refuses a call at the simultaneous limit', () => {
    expect(canPlaceCall([])).toEqual({ ok: true });
    expect(canPlaceCall([out()])).toEqual({ ok: true });
    expect(canPlaceCall([out(), inc()]).ok).toBe(false);
    expect(canPlaceCall([inc()], { simultaneous: 1, outbound: 2 }).ok).toBe(false);
  });

  it('refuses a call at the outbound limit', () => {
    expect(canPlaceCall([out()], { simultaneous: 3, outbound: 1 }).ok).toBe(false);
    expect(canPlaceCall([inc()], { simultaneous: 3, outbound: 1 }).ok).toBe(true);
  });

  it('rejects an incoming call when one is already ringing or at the simultaneous limit', () => {
    expect(canAcceptIncoming([])).toBe(true);
    expect(canAcceptIncoming([out()])).toBe(true);
    expect(canAcceptIncoming([inc({ ringing: true })], { simultaneous: 5, outbound: 2 })).toBe(false);
    expect(canAcceptIncoming([out(), out()])).toBe(false);
  });

  it("needs at least 2 calls to join: 'Need at least 2 calls to join'", () => {
    expect(canJoin([])).toEqual({ ok: false, reason: 'Need at least 2 calls to join' });
    expect(canJoin([out()])).toEqual({ ok: false, reason: 'Need at least 2 calls to join' });
    expect(canJoin([out(), inc()])).toEqual({ ok: true });
  });

  it("cannot join two conferences: 'Cannot join conferences'", () => {
    expect(canJoin([out({ conference: true }), out({ conference: true })])).toEqual({ ok: false, reason: 'Cannot join conferences' });
    expect(canJoin([out({ conference: true }), inc()])).toEqual({ ok: true });
  });
});
