/** The server's 401 texts for sign-in (spec 1 section 8), verbatim. */
export const LOGIN_MESSAGE = {
  wrongCredentials: 'Email and password combination is not valid',
  tooManyAttempts: 'Too many incorrect login attempts',
  mustChangePassword: 'User needs to change password',
  inactive: 'User is not active',
} as const;

export const MFA_MESSAGE = { generic: 'MFA_REDIRECT', app: 'MFA_REDIRECT_APP', email: 'MFA_REDIRECT_EMAIL' } as const;

export type LoginFailureKind = 'wrongCredentials' | 'captchaRequired' | 'changePassword' | 'inactive' | 'generic';

/** How the login form reacts to a failed POST /login. */
export function classifyLoginFailure(status: number, message: string | undefined): LoginFailureKind {
  if (status === 402) return 'inactive';
  if (status !== 401 || !message) return 'generic';
  if (message.startsWith(LOGIN_MESSAGE.wrongCredentials)) return 'wrongCredentials';
  if (message.endsWith(LOGIN_MESSAGE.tooManyAttempts)) return 'captchaRequired';
  if (message.startsWith(LOGIN_MESSAGE.mustChangePassword)) return 'changePassword';
  return 'generic';
}

export type MfaPage = 'generic' | 'app' | 'email';

/** A login reply message that sends the browser to a second-factor page, or null. */
export function mfaPageFor(message: string | undefined): MfaPage | null {
  if (message === MFA_MESSAGE.app) return 'app';
  if (message === MFA_MESSAGE.email) return 'email';
  if (message === MFA_MESSAGE.generic) return 'generic';
  return null;
}
