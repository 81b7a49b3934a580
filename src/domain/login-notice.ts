export type LoginNotice = 'sessionLimit' | 'sessionExpired' | 'authRequired';

/**
 * The login route's message from its status and reason parameters (spec 1 section 2):
 * 401 with logged_out is the session limit, expired is session-expired, anything else that
 * brought the user here with a status is authentication-required. No status: no message.
 */
export function loginNoticeFor(params: { status?: string | null; reason?: string | null }): LoginNotice | null {
  if (params.reason === 'expired') return 'sessionExpired';
  if (params.status === '401' && params.reason === 'logged_out') return 'sessionLimit';
  if (params.status || params.reason) return 'authRequired';
  return null;
}
