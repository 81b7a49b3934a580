import { z } from 'zod';
import { defineRoute } from '../route';
import {
  callCommand,
  callCommandReply,
  callLeg,
  callInfoContact,
  calledStatusReply,
  callResultOption,
  callResultOptionsBody,
  callResultUsage,
  conference,
  inboundCallBody,
  inboundCallReply,
  predefinedMessage,
  predefinedMessageType,
  createPredefinedMessageBody,
  quickCallBody,
  quickCallReply,
  recording,
  recordCallBody,
  recordCallReply,
  recordingAnalysis,
  saveCallInfoBody,
  saveCallInfoReply,
  sipConfig,
  telephonySettings,
  telephonyUser,
  tenantTelephonySettingsBody,
  userTelephonyAcl,
  userTelephonyAclBody,
} from '../entities/telephony';
import { connectionType } from '../entities/session';

const legId = z.object({ legId: z.string().trim().min(1).max(100) });
const positiveId = z.coerce.number().int().positive();

/**
 * Spec 1 section 7 "Telephony" (+ call info by number, called status, saveCallInfo, call results,
 * telephony settings). Binary recording upload/download are plain HTTP routes, see PHONE-NOTES.md.
 */
export const telephonyRoutes = {
  /** Where and how the softphone registers (Kamailio WebSocket URL, domain, ICE servers, carrier name). */
  sipConfig: defineRoute({ method: 'GET', path: '/telephony/sip-config', reply: sipConfig, auth: 'session' }),
  telephonySettings: defineRoute({ method: 'GET', path: '/telephony/settings', reply: telephonySettings, auth: 'session' }),
  /** Colleagues of the tenant with their SIP address (rep-to-rep calls) and carrier number. */
  telephonyUsers: defineRoute({ method: 'GET', path: '/telephony/users', reply: z.object({ users: z.array(telephonyUser) }), auth: 'session' }),
  /** The tenant's call-result options, in display order. */
  callResults: defineRoute({ method: 'GET', path: '/telephony/call-results', reply: z.object({ callResults: z.array(callResultOption) }), auth: 'session' }),
  /**
   * Saves the tenant's call-result options in order (spec 3). 400 with the ordering list's message;
   * 403 'Call result option in use' when a dropped option is an exit condition of a list's playbook.
   */
  updateCallResults: defineRoute({
    method: 'PUT',
    path: '/admin/call-results',
    body: callResultOptionsBody,
    reply: z.object({ callResults: z.array(callResultOption) }),
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** For each option some list's playbook ends on, the lists (administrators). */
  callResultUsage: defineRoute({ method: 'GET', path: '/admin/call-results/usage', reply: z.object({ usage: z.array(callResultUsage) }), auth: 'session', scope: 'settings.admin' }),
  /** Call info by number: 402 'Not a valid phone number.' unless an optional '+' and 1-15 digits. */
  callInfoByNumber: defineRoute({
    method: 'GET',
    path: '/telephony/call-info/:number',
    params: z.object({ number: z.string() }),
    reply: z.object({ contacts: z.array(callInfoContact) }),
    auth: 'session',
  }),
  /** Was this contact called within `interval` minutes (default: the tenant's prevent-multiple-calls interval)? */
  calledStatus: defineRoute({
    method: 'GET',
    path: '/telephony/called-status/:contactId',
    params: z.object({ contactId: positiveId }),
    query: z.object({ interval: positiveId.optional() }),
    reply: calledStatusReply,
    auth: 'session',
  }),
  /** After every call: the outcome, written to the activity log (a second save for a callId edits it). */
  saveCallInfo: defineRoute({ method: 'POST', path: '/telephony/call-info', body: saveCallInfoBody, reply: saveCallInfoReply, auth: 'session' }),
  /** pstn: rings the user's own number through the carrier, then the target. */
  quickCall: defineRoute({ method: 'POST', path: '/telephony/quick-call', body: quickCallBody, reply: quickCallReply, auth: 'session' }),
  callCommand: defineRoute({ method: 'POST', path: '/telephony/legs/:legId/command', params: legId, body: callCommand, reply: callCommandReply, auth: 'session' }),
  /** pstn: the legs of the caller's own quick call or inbound call, as the server drives them (404 once gone). */
  callLegs: defineRoute({
    method: 'GET',
    path: '/telephony/quick-calls/:callId/legs',
    params: z.object({ callId: z.string().trim().min(1).max(200) }),
    reply: z.object({ legs: z.array(callLeg) }),
    auth: 'session',
  }),
  listConferences: defineRoute({ method: 'GET', path: '/telephony/conferences', reply: z.object({ conferences: z.array(conference) }), auth: 'session' }),
  predefinedMessages: defineRoute({
    method: 'GET',
    path: '/telephony/predefined-messages',
    query: z.object({ type: predefinedMessageType.default('VOICE_MESSAGE') }),
    reply: z.object({ userPredefinedMessages: z.array(predefinedMessage) }),
    auth: 'session',
  }),
  /** Spec 3 "save metadata": the message without its audio yet; the binary goes to PUT /api/media/predefined-messages/:id/audio. */
  createPredefinedMessage: defineRoute({
    method: 'POST',
    path: '/telephony/predefined-messages',
    body: createPredefinedMessageBody,
    reply: z.object({ message: predefinedMessage }),
    auth: 'session',
    retry: false,
  }),
  /** The caller's own message, or (administrators) a shared one. */
  deletePredefinedMessage: defineRoute({
    method: 'DELETE',
    path: '/telephony/predefined-messages/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    /** force: delete a file queues use (they fall back to their defaults); without it that is 409. */
    query: z.object({ force: z.enum(['true', 'false']).default('false') }),
    reply: z.object({ deleted: z.literal(true) }),
    auth: 'session',
  }),
  /**
   * Leaves a predefined voice message on the caller's own call: played to the far side when the call
   * goes through the media relay (`playedMs` its length; the phone hangs up after it), else only
   * written down (calls between browsers).
   */
  saveVoiceMessage: defineRoute({
    method: 'POST',
    path: '/telephony/calls/:callId/voice-message',
    params: z.object({ callId: z.string().trim().min(1).max(200) }),
    body: z.object({ mediaId: z.number().int().positive() }),
    reply: z.object({ callId: z.string(), mediaId: z.number().int(), name: z.string(), playedMs: z.number().int().nullable() }),
    auth: 'session',
  }),
  /** Recordings of a call the user may see (same tenant). Upload/download: see PHONE-NOTES.md. */
  listCallRecordings: defineRoute({
    method: 'GET',
    path: '/telephony/calls/:callId/recordings',
    params: z.object({ callId: z.string().trim().min(1).max(200) }),
    reply: z.object({ recordings: z.array(recording) }),
    auth: 'session',
  }),
  /**
   * record_call: starts or stops recording a live call on the media relay (the caller's own call:
   * 403 otherwise). 'browser' means the call is not on the relay and the phone records it itself;
   * a stop answers the finished recording.
   */
  recordCall: defineRoute({
    method: 'POST',
    path: '/telephony/calls/:callId/record',
    params: z.object({ callId: z.string().trim().min(1).max(200) }),
    body: recordCallBody,
    reply: recordCallReply,
    auth: 'session',
  }),
  /** A recording's peaks and talk/silence map per channel (relay recordings; 404 for others and other tenants). */
  recordingAnalysis: defineRoute({
    method: 'GET',
    path: '/telephony/recordings/:mediaName/analysis',
    params: z.object({ mediaName: z.string().regex(/^[\w-]{1,80}\.\w{2,5}$/) }),
    reply: recordingAnalysis,
    auth: 'session',
  }),
  /** Admin: change the tenant's telephony settings; answers the admin's effective settings. */
  updateTelephonySettings: defineRoute({ method: 'PUT', path: '/admin/telephony/settings', body: tenantTelephonySettingsBody, reply: telephonySettings, auth: 'session', scope: 'settings.admin' }),
  /** Admin: a user's connection type (soft: the browser softphone; pstn: server-driven call legs, only with acl.enablePstn). */
  updateConnectionType: defineRoute({
    method: 'PUT',
    path: '/admin/telephony/users/:userId/connection-type',
    params: z.object({ userId: positiveId }),
    body: z.object({ connectionType }),
    reply: z.object({ userId: z.number().int(), connectionType }),
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** Admin: a user's telephony ACL (spec 3: mandatoryCallResult, enablePstn). */
  userTelephonyAcl: defineRoute({
    method: 'GET',
    path: '/admin/telephony/users/:userId/acl',
    params: z.object({ userId: positiveId }),
    reply: userTelephonyAcl,
    auth: 'session',
    scope: 'settings.admin',
  }),
  updateUserTelephonyAcl: defineRoute({
    method: 'PUT',
    path: '/admin/telephony/users/:userId/acl',
    params: z.object({ userId: positiveId }),
    body: userTelephonyAclBody,
    reply: userTelephonyAcl,
    auth: 'session',
    scope: 'settings.admin',
  }),
  /** Admin: the Simulated carrier places an inbound call to a user of the tenant. */
  placeInboundCall: defineRoute({ method: 'POST', path: '/admin/telephony/inbound-call', body: inboundCallBody, reply: inboundCallReply, auth: 'session', scope: 'settings.admin' }),
  /** The carrier's caller to one of the tenant's numbers (a queue) hangs up. */
  hangUpInboundCall: defineRoute({
    method: 'DELETE',
    path: '/admin/telephony/inbound-call/:callId',
    params: z.object({ callId: z.string().trim().min(1).max(200) }),
    reply: z.object({ ended: z.literal(true) }),
    auth: 'session',
    scope: 'settings.admin',
  }),
};
