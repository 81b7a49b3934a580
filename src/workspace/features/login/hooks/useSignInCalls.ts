import type { ChangeExpiredPasswordBody, LoginBody, MfaVerifyBody } from '@/src/contract';
import { api, setPendingInstance } from '@/src/workspace/session/api';

/**
 * The sign-in calls, made against the instance the form points at (set first: no session exists
 * yet to say which instance). Errors are the forms' to show.
 */
export function useSignInCalls() {
  return {
    /** POST /login: a session, or an MFA token with the message naming the MFA page. */
    login: (instance: string, body: LoginBody) => {
      setPendingInstance(instance);
      return api.request('login', { body });
    },
    loginMfa: (instance: string, body: MfaVerifyBody) => {
      setPendingInstance(instance);
      return api.call('loginMfa', { body });
    },
    changeExpiredPassword: (body: ChangeExpiredPasswordBody) => api.call('changeExpiredPassword', { body }),
    captchaChallenge: () => api.call('captchaChallenge', {}),
  };
}
