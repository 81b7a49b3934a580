import { describe, expect, it } from 'vitest';
import { loginNoticeFor } from './login-notice';

describe('loginNoticeFor (login route status and reason, spec 1 section 2)', () => {
  it('shows the session-limit message for status 401 with reason logged_out', () => {
    expect(loginNoticeFor({ status: '401', reason: 'logged_out' })).toBe('sessionLimit');
  });

  it('shows session-expired for reason expired', () => {
    expect(loginNoticeFor({ status: '401', reason: 'expired' })).toBe('sessionExpired');
    expect(loginNoticeFor({ reason: 'expired' })).toBe('sessionExpired');
    expect(loginNoticeFor({ status: null, reason: 'expired' })).toBe('sessionExpired');
  });

  it('shows authentication-required for anything else', () => {
    expect(loginNoticeFor({ status: '401' })).toBe('authRequired');
    expect(loginNoticeFor({ status: '401', reason: 'unauthenticated' })).toBe('authRequired');
    expect(loginNoticeFor({ status: '401', reason: null })).toBe('authRequired');
    // logged_out without a 401 is not the session limit.
    expect(loginNoticeFor({ status: '500', reason: 'logged_out' })).toBe('authRequired');
    expect(loginNoticeFor({ reason: 'logged_out' })).toBe('authRequired');
    expect(loginNoticeFor({ status: '403' })).toBe('authRequired');
  });

  it('shows no message without a status or reason', () => {
    expect(loginNoticeFor({})).toBeNull();
    expect(loginNoticeFor({ status: null, reason: null })).toBeNull();
    expect(loginNoticeFor({ status: '', reason: '' })).toBeNull();
  });
});
