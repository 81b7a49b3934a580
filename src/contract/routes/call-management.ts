import { z } from 'zod';
import { defineRoute } from '../route';
import { connectionType } from '../entities/session';
import { callerIdBody, callerIdState, confirmCodeBody, inboundCallSettings, verifyNumberBody, voicemailGreetingChoice } from '../entities/call-management';

/** Spec 3 settings/phone: call management (inbound call settings) and voicemail greetings, the user's own. */
export const callManagementRoutes = {
  inboundCallSettings: defineRoute({ method: 'GET', path: '/users/me/inbound-call-settings', reply: inboundCallSettings, auth: 'session' }),
  /** Spec 3 "enable or disable call forwarding": forwarding or voicemail after the ring time. */
  updateInboundCallSettings: defineRoute({ method: 'PUT', path: '/users/me/inbound-call-settings', body: inboundCallSettings, reply: inboundCallSettings, auth: 'session' }),
  /** Spec 3 "update telephony connection": soft (the browser softphone) or PSTN, only with acl.enablePstn (409 otherwise). */
  updateOwnConnectionType: defineRoute({ method: 'PUT', path: '/users/me/connection-type', body: z.object({ connectionType }), reply: z.object({ connectionType }), auth: 'session' }),
  callerId: defineRoute({ method: 'GET', path: '/users/me/caller-id', reply: callerIdState, auth: 'session' }),
  /** Spec 3 "update caller id": a changed other number is unverified; type other with an unverified number is 403. */
  updateCallerId: defineRoute({ method: 'PUT', path: '/users/me/caller-id', body: callerIdBody, reply: callerIdState, auth: 'session' }),
  /** Spec 3 "verify phone number ({number})": a one-time code goes to it by SMS through the carrier; again only after 120 s (TN_VERIFY_TOO_SOON). */
  verifyCallerId: defineRoute({ method: 'POST', path: '/users/me/caller-id/verify', body: verifyNumberBody, reply: callerIdState, auth: 'session', retry: false }),
  /** The code typed by the user: the number becomes the verified other caller id (TN_VERIFY_CODE_INVALID / _EXPIRED otherwise). */
  confirmCallerId: defineRoute({ method: 'POST', path: '/users/me/caller-id/confirm', body: confirmCodeBody, reply: callerIdState, auth: 'session', retry: false }),
  /** Spec 3 callback notice: the selected one (clicking it again deselects: null). */
  callbackNotice: defineRoute({ method: 'GET', path: '/users/me/callback-notice', reply: voicemailGreetingChoice, auth: 'session' }),
  updateCallbackNotice: defineRoute({ method: 'PUT', path: '/users/me/callback-notice', body: voicemailGreetingChoice, reply: voicemailGreetingChoice, auth: 'session' }),
  voicemailGreeting: defineRoute({ method: 'GET', path: '/users/me/voicemail-greeting', reply: voicemailGreetingChoice, auth: 'session' }),
  updateVoicemailGreeting: defineRoute({ method: 'PUT', path: '/users/me/voicemail-greeting', body: voicemailGreetingChoice, reply: voicemailGreetingChoice, auth: 'session' }),
};
