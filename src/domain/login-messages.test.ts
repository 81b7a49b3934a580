import { describe, expect, it } from 'vitest';
import { classifyLoginFailure, LOGIN_MESSAGE, MFA_MESSAGE, mfaPageFor } from './login-messages';

describe('login 401 messages (spec 1 section 8)', () => {
  it('keeps the server texts verbatim', () => {
    expect(LOGIN_MESSAGE).toEqual({
      wrongCredentials: 'Email and password combination is not valid',
      tooManyAttempts: 'Too many incorrect login attempts',
      mustChangePassword: 'User needs to change password',
      inactive: 'User is not active',
    });
    expect(MFA_MESSAGE).toEqual({ generic: 'MFA_REDIRECT', app: 'MFA_REDIRECT_APP', email: 'MFA_REDIRECT_EMAIL' });
  });

  it("shows the wrong-password-or-user message for a 401 starting with 'Email and password combination is not valid'", () => {
    expect(classifyLoginFailure(401, 'Email and password combination is not valid')).toBe('wrongCredentials');
    expect(classifyLoginFailure(401, 'Email and password combination is not valid (2 attempts left)')).toBe('wrongCredentials');
  });

  it('does not match the wrong-password text when it is not at the start', () => {
    expect(classifyLoginFailure(401, 'Error: Email and password combination is not valid')).toBe('generic');
  });

  it("requires a captcha for a 401 ending with 'Too many incorrect login attempts'", () => {
    expect(classifyLoginFailure(401, 'Too many incorrect login attempts')).toBe('captchaRequired');
    expect(classifyLoginFailure(401, 'Captcha required: Too many incorrect login attempts')).toBe('captchaRequired');
  });

  it('does not require a captcha when the text is not at the end', () => {
    expect(classifyLoginFailure(401, 'Too many incorrect login attempts, wait')).toBe('generic');
  });

  it("opens the change-password modal for a 401 starting with 'User needs to change password'", () => {
    expect(classifyLoginFailure(401, 'User needs to change password')).toBe('changePassword');
    expect(classifyLoginFailure(401, 'User needs to change password (expired)')).toBe('changePassword');
  });

  it('shows user not active for a 402, whatever the message', () => {
    expect(classifyLoginFailure(402, 'User is not active')).toBe('inactive');
    expect(classifyLoginFailure(402, undefined)).toBe('inactive');
    expect(classifyLoginFailure(402, 'Email and password combination is not valid')).toBe('inactive');
  });

  it('shows the generic server error for anything else', () => {
    expect(classifyLoginFailure(401, 'Authentication required')).toBe('generic');
    expect(classifyLoginFailure(401, undefined)).toBe('generic');
    expect(classifyLoginFailure(401, '')).toBe('generic');
    expect(classifyLoginFailure(500, 'Email and password combination is not valid')).toBe('generic');
    expect(classifyLoginFailure(403, 'Too many incorrect login attempts')).toBe('generic');
    expect(classifyLoginFailure(400, 'User needs to change password')).toBe('generic');
    expect(classifyLoginFailure(0, 'timeout (maxtries)')).toBe('generic');
  });
});

describe('mfaPageFor', () => {
  it('sends MFA_REDIRECT_APP to the app page', () => {
    expect(mfaPageFor('MFA_REDIRECT_APP')).toBe('app');
  });

  it('sends MFA_REDIRECT_EMAIL to the email page', () => {
    expect(mfaPageFor('MFA_REDIRECT_EMAIL')).toBe('email');
  });

  it('sends MFA_REDIRECT to the generic second-factor page', () => {
    expect(mfaPageFor('MFA_REDIRECT')).toBe('generic');
  });

  it('returns null for no message or any other message', () => {
    expect(mfaPageFor(undefined)).toBeNull();
    expect(mfaPageFor('')).toBeNull();
    expect(mfaPageFor('mfa_redirect_app')).toBeNull();
    expect(mfaPageFor('MFA_REDIRECT_SMS')).toBeNull();
    expect(mfaPageFor(' MFA_REDIRECT')).toBeNull();
  });
});
