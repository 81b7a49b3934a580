import { z } from 'zod';
import { defineRoute } from '../route';
import { connectionType } from '../entities/session';
import { inboundCallSettings, voicemailGreetingChoice } from '../entities/call-management';

/** Spec 3 settings/phone: call management (inbound call settings) and voicemail greetings, the user's own. */
export const callManagementRoutes = {
  inboundCallSettings: defineRoute({ method: 'GET', path: '/users/me/inbound-call-settings', reply: inboundCallSettings, auth: 'session' }),
  /** Spec 3 "enable or disable call forwarding": forwarding or voicemail after the ring time. */
  updateInboundCallSettings: defineRoute({ method: 'PUT', path: '/users/me/inbound-call-settings', body: inboundCallSettings, reply: inboundCallSettings, auth: 'session' }),
  /** Spec 3 "update telephony connection": soft (the browser softphone) or PSTN, only with acl.enablePstn (409 otherwise). */
  updateOwnConnectionType: defineRoute({ method: 'PUT', path: '/users/me/connection-type', body: z.object({ connectionType }), reply: z.object({ connectionType }), auth: 'session' }),
  voicemailGreeting: defineRoute({ method: 'GET', path: '/users/me/voicemail-greeting', reply: voicemailGreetingChoice, auth: 'session' }),
  updateVoicemailGreeting: defineRoute({ method: 'PUT', path: '/users/me/voicemail-greeting', body: voicemailGreetingChoice, reply: voicemailGreetingChoice, auth: 'session' }),
};
