import { ACD_SIP_HEADERS } from '../../contract/entities/acd';
import { queueIdOf } from '../../domain/acd/queue-header';
import { Invitation, Inviter, SessionState, SIPExtension, UserAgent, type Referral, type Web, type Session, type SessionDescriptionHandlerOptions } from 'sip.js';
import { DTMF_DURATION_MS, DTMF_GAP_MS } from '../../domain/phone/phone-constants';
import { outboundCallHeaders } from '../../domain/phone/outbound-headers';
import type { CallMediaStats, CallTransport, OutgoingCall, TransportEvents } from '../call-transport';
import type { PhoneClock, PhoneLogger } from '../phone-clock';
import { mixCalls } from './audio-mixer';
import { createCallRecovery } from './call-recovery';
import { rollbackSessionDescriptionHandlerFactory } from './rollback-session-description-handler';
import { recordCall } from './call-recorder';
import { callIdOf, isInvite, isInviteOk } from './sip-message';
import { ApiCallError } from '../../contract/api-call-error';
import { keepRegistered, type SipCredentials } from './keep-registered';
import { measureToneLevels } from './tone-levels';
import { createWarmMicrophone } from './warm-microphone';
import { createCoachedCalls, placeCoachLeg } from './coach-leg';
import { referToReplacing } from './sip-refer';
import { sipfragStatus } from '../../domain/phone/sip-transfer';
import type { CoachVerifyReply } from '../../contract/entities/monitor';

/**
 * The `soft` transport: a sip.js user agent over WebSocket to the SIP server, in the offscreen
 * document. Terms: a *session* is sip.js's call (Inviter outgoing, Invitation incoming); its
 * session description handler (SDH) owns the RTCPeerConnection and the local/remote streams.
 */
export interface SoftTransportConfig {
  wsServer: string;
  domain: string;
  /** Our own SIP user (the user's userProvisioningId). */
  user: string;
  /** The user's id (X-User-Id on outbound calls). */
  userId: number;
  authorizationUsername: string;
  authorizationPassword: string;
  iceServers: RTCIceServer[];
  registerExpires: number;
  /** Seconds the far side may ring (X-Max-Ringing-Length). */
  maxRingingSeconds: number;
}

export interface SoftTransportDeps {
  clock: PhoneClock;
  logger: PhoneLogger;
  /** Plays a call's far side; returns a function that stops it. */
  playRemote(id: string, stream: MediaStream): () => void;
  /** Uploads part `index` of the browser's recording of the call with this SIP Call-ID (calls that skip the relay); `last` ends it. */
  uploadRecordingPart(callId: string, part: { index: number; audio: Blob; last: boolean; startedAt: number }): Promise<void>;
  /**
   * Starts or stops recording the call on the media relay (record_call): 'relay' when the server
   * records it there (calls to numbers: nothing is lost if this page closes), 'browser' when the
   * call skips the relay and the phone records it itself.
   */
  recordOnRelay(callId: string, action: 'start' | 'stop'): Promise<'relay' | 'browser'>;
  /** Leaves a predefined voice message on the call: the server plays it to the far side when the call is on the relay (`playedMs`: its length). */
  saveVoiceMessage(callId: string, mediaId: number): Promise<{ playedMs: number | null }>;
  /** Fresh SIP credentials when the SIP server refuses ours (time-limited: they expire). */
  refreshCredentials?(): Promise<SipCredentials>;
  /** The server's word on a monitoring call's grant (whisper and join); without it such calls are refused. */
  verifyCoachGrant?(grant: string): Promise<CoachVerifyReply>;
}

/** A recording part whose upload failed is sent again after this long, once. */
export const RECORDING_PART_RETRY_MS = 1000;

interface BrowserRecording {
  /** Stops recording; resolves once every part is uploaded. */
  stop(): Promise<void>;
}

/** After a voice message has played, this long before hanging up (the relay's last packets reach the far side). */
export const MESSAGE_TAIL_MS = 300;

/** An attended transfer not reported through (NOTIFY 200) in this long failed; both calls stay. */
export const ATTENDED_TRANSFER_TIMEOUT_MS = 32_000;

/** sip.js waits 5 s for ICE by default when a STUN server never answers: never wait more than this. */
export const ICE_GATHERING_TIMEOUT_MS = 100;
/** Without STUN/TURN servers only host candidates exist, and they are gathered at once. */
export const HOST_ONLY_ICE_GATHERING_TIMEOUT_MS = 30;

interface SoftCall {
  session: Session;
  /** The INVITE's Call-ID: recordings and voice messages are filed under it. */
  sipCallId: string;
  rejectStatus: number | null;
  stopAudio: (() => void) | null;
  recorder: BrowserRecording | null;
  /** Recorded on the media relay: the server keeps the recording, even when the call ends without a stop. */
  relayRecording: boolean;
  held: boolean;
  muted: boolean;
  /** A parallel dialer's line not handed to the rep yet: not played, microphone not sent. */
  line: boolean;
  dtmfSent: string;
  dialAt: number | null;
  establishedAt: number | null;
  /** Answering side: when the INVITE arrived and when answer() was called. */
  incomingAt: number | null;
  answerAt: number | null;
  /** This side sent the INVITE (owns the Call-ID): it recovers the call first after a drop. */
  outgoing: boolean;
  /** The SIP connection dropped during the call and no re-INVITE has restored it yet. */
  recovering: boolean;
  recoveries: number;
  recoveryLog: string[];
  /** A transfer's new call that takes this one's place once it is up (see `track`). */
  successor: SoftCall | null;
}

/** Wall-clock ms with sub-ms precision, comparable across extension pages and web pages. */
const preciseNow = () => performance.timeOrigin + performance.now();

export function createSoftTransport(config: SoftTransportConfig, deps: SoftTransportDeps): CallTransport & { userAgent: UserAgent } {
  const { clock, logger } = deps;

  /** A recording made here, its parts uploaded in order as they come (each tried twice), so the server can join them. */
  function recordInBrowser(sipCallId: string, local: MediaStream, remote: MediaStream): BrowserRecording {
    let uploads = Promise.resolve();
    const upload = (part: { index: number; audio: Blob; last: boolean; startedAt: number }) =>
      deps.uploadRecordingPart(sipCallId, part).catch(async () => {
        await new Promise<void>((resolve) => clock.setTimeout(resolve, RECORDING_PART_RETRY_MS));
        await deps.uploadRecordingPart(sipCallId, part);
      });
    const recorder = recordCall(local, remote, (audio, index, last) => {
      uploads = uploads.then(() => upload({ index, audio, last, startedAt: recorder.startedAt }).catch((error: unknown) => logger.warn('recording part upload failed', String(error))));
    });
    return {
      async stop() {
        await recorder.stop();
        await uploads;
      },
    };
  }
  const calls = new Map<string, SoftCall>();
  let unmix: (() => void) | null = null;
  let events: TransportEvents | null = null;

  const microphone = createWarmMicrophone((constraints) => navigator.mediaDevices.getUserMedia(constraints));
  const ua = new UserAgent({
    uri: UserAgent.makeURI(`sip:${config.user}@${config.domain}`),
    authorizationUsername: config.authorizationUsername,
    authorizationPassword: config.authorizationPassword,
    transportOptions: { server: config.wsServer, traceSip: false },
    logBuiltinEnabled: false,
    // An attended transfer to this phone arrives as an INVITE replacing our call with the transferor.
    sipExtensionReplaces: SIPExtension.Supported,
    sessionDescriptionHandlerFactory: rollbackSessionDescriptionHandlerFactory((constraints) => microphone.stream(constraints)),
    sessionDescriptionHandlerFactoryOptions: {
      peerConnectionConfiguration: { iceServers: config.iceServers },
      iceGatheringTimeout: config.iceServers.length === 0 ? HOST_ONLY_ICE_GATHERING_TIMEOUT_MS : ICE_GATHERING_TIMEOUT_MS,
    },
  });

  // When each INVITE, and each answer to one, went on the wire, by Call-ID (for the click-to-call and call set-up figures).
  const inviteSentAt = new Map<string, number>();
  const answerSentAt = new Map<string, number>();
  const send = ua.transport.send.bind(ua.transport);
  ua.transport.send = (message: string) => {
    const first = (sent: Map<string, number>) => {
      const callId = callIdOf(message);
      if (callId && !sent.has(callId)) sent.set(callId, preciseNow());
    };
    if (isInvite(message)) first(inviteSentAt);
    else if (isInviteOk(message)) first(answerSentAt);
    recovery.traceSip('>', message);
    return send(message);
  };
  const receive = ua.transport.onMessage;
  ua.transport.onMessage = (message: string) => {
    recovery.traceSip('<', message);
    receive?.(message);
  };

  const sdhOf = (call: SoftCall) => call.session.sessionDescriptionHandler as Web.SessionDescriptionHandler | undefined;
  const callOf = (id: string) => {
    const call = calls.get(id);
    if (!call) throw new Error('No such call');
    return call;
  };
  const applyTracks = (call: SoftCall) => {
    const sdh = sdhOf(call);
    sdh?.enableSenderTracks(!call.held && !call.muted);
    sdh?.enableReceiverTracks(!call.held);
  };

  /**
   * Follows a call's session under the engine's `id`. A transfer's new call (an INVITE with Replaces
   * put someone through to us, or the far side referred us to someone) follows its `predecessor`: it
   * takes the id over once it is up, or when the predecessor ends first, so the phone call goes on.
   */
  function track(id: string, call: SoftCall, predecessor?: SoftCall) {
    if (!predecessor) calls.set(id, call);
    call.session.delegate = {
      ...call.session.delegate,
      onRefer: (referral) => referred(id, call, referral),
      // A re-INVITE from the far side answered 200 after a drop restores the call as well as our own would.
      onInvite: (_request, _response, statusCode) => {
        if (call.recoveryLog.length > 0) recovery.note(call, `remote re-INVITE answered ${statusCode}`);
        if (call.recovering && statusCode === 200) recovery.recovered(call, 'their re-INVITE');
      },
    };
    call.session.stateChange.addListener((state) => {
      if (state === SessionState.Established) {
        call.establishedAt = preciseNow();
        if (predecessor) {
          const current = calls.get(id);
          if (current !== predecessor && current !== call) {
            // The phone call was hung up meanwhile: nobody is left to talk to them here.
            void call.session.bye().catch(() => undefined);
            return;
          }
          predecessor.successor = null;
          predecessor.stopAudio?.();
          predecessor.stopAudio = null;
          call.muted = predecessor.muted;
          calls.set(id, call);
        }
        const sdh = sdhOf(call);
        if (sdh && !call.line) call.stopAudio = deps.playRemote(id, sdh.remoteMediaStream);
        applyTracks(call);
        if (predecessor) events?.replaced(id, partyOf(call));
        else events?.accepted(id);
      }
      // sip.js terminates the session before it hands the final response to our delegate: let onReject record the status first.
      if (state === SessionState.Terminated) void Promise.resolve().then(() => end(id, call));
    });
  }

  async function end(id: string, call: SoftCall) {
    // Not the call under this id (a successor that never took over, or the call it replaced): only its own parts end.
    const current = calls.get(id) === call;
    const successor = call.successor;
    call.successor = null;
    if (current && successor) calls.set(id, successor);
    else if (current) calls.delete(id);
    for (const other of calls.values()) if (other.successor === call) other.successor = null;
    call.stopAudio?.();
    call.stopAudio = null;
    inviteSentAt.delete(call.sipCallId);
    answerSentAt.delete(call.sipCallId);
    coached.callEnded(call.sipCallId);
    if (current && !successor) {
      if (calls.size < 2 && unmix) {
        unmix();
        unmix = null;
      }
      events?.ended(id, call.rejectStatus);
    }
    const recorder = call.recorder;
    call.recorder = null;
    if (recorder) await recorder.stop();
  }

  // Monitoring calls from a supervisor: answered by themselves once the server confirms their grant, never rung.
  const coached = createCoachedCalls({
    logger,
    verify: (grant) => (deps.verifyCoachGrant ? deps.verifyCoachGrant(grant) : Promise.reject(new Error('No grant check'))),
    callBySipId(sipCallId) {
      const call = [...calls.values()].find((c) => c.sipCallId === sipCallId);
      const sdh = call && sdhOf(call);
      return sdh?.peerConnection ? { localStream: sdh.localMediaStream, remoteStream: sdh.remoteMediaStream, peerConnection: sdh.peerConnection } : null;
    },
    playRemote: deps.playRemote,
  });

  const recovery = createCallRecovery({ clock, logger, calls: () => calls.values(), restoreMedia: applyTracks });

  const registration = keepRegistered(ua, {
    expires: config.registerExpires,
    clock,
    logger,
    ...(deps.refreshCredentials ? { refreshCredentials: deps.refreshCredentials } : {}),
    events: { status: (status, error) => events?.registration(status, error), dropped: recovery.dropped, reconnected: recovery.reconnected },
  });

  ua.delegate = {
    ...ua.delegate,
    onInvite(invitation: Invitation) {
      if (coached.isCoaching(invitation)) {
        coached.take(invitation);
        return;
      }
      const incomingAt = preciseNow();
      const replaced = [...calls].find(([, call]) => invitation.replacee && call.session === invitation.replacee);
      if (replaced) {
        takeOver(replaced[0], invitation, incomingAt);
        return;
      }
      const id = invitation.request.callId;
      const number = invitation.remoteIdentity.uri.user ?? '';
      const displayName = invitation.remoteIdentity.displayName || null;
      const accepted = events?.incoming({ id, number, displayName, queueId: queueIdOf(invitation.request.getHeader(ACD_SIP_HEADERS.queue)) }) ?? false;
      if (!accepted) {
        void invitation.reject({ statusCode: 486 });
        return;
      }
      track(id, softCall(invitation, { outgoing: false, incomingAt }));
      void invitation.progress().catch(() => undefined);
    },
  };

  /** A call as it starts: nothing sent, held, recorded or recovered yet. */
  function softCall(session: Inviter | Invitation, start: { outgoing: boolean; dialAt?: number; incomingAt?: number; line?: boolean }): SoftCall {
    const line = start.line === true;
    return {
      session,
      sipCallId: session.request.callId,
      rejectStatus: null,
      stopAudio: null,
      recorder: null,
      relayRecording: false,
      held: false,
      // A line sends nothing until it is handed to the rep.
      muted: line,
      line,
      dtmfSent: '',
      dialAt: start.dialAt ?? null,
      establishedAt: null,
      incomingAt: start.incomingAt ?? null,
      answerAt: null,
      outgoing: start.outgoing,
      recovering: false,
      recoveries: 0,
      recoveryLog: [],
      successor: null,
    };
  }

  /** Who a call is with: the user part and display name of the far side's address. */
  const partyOf = (call: SoftCall) => ({ callId: call.sipCallId, number: call.session.remoteIdentity.uri.user ?? '', displayName: call.session.remoteIdentity.displayName || null });

  /**
   * The far side asks us to call someone in its place (RFC 3515: a colleague transferring us, blind
   * or attended with Replaces). We call them; the new call takes this phone call over, and the far
   * side hears how it went from sip.js's NOTIFYs. One transfer at a time; a dialer line is never moved.
   */
  function referred(id: string, call: SoftCall, referral: Referral) {
    if (calls.get(id) !== call || call.successor || call.line) {
      void referral.reject().catch(() => undefined);
      return;
    }
    void referral.accept().catch(() => undefined);
    const inviter = referral.makeInviter({
      extraHeaders: outboundCallHeaders({ zone: config.domain, userId: config.userId, maxRingingSeconds: config.maxRingingSeconds }),
      sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } },
    });
    const successor = softCall(inviter, { outgoing: true, dialAt: preciseNow() });
    call.successor = successor;
    track(id, successor, call);
    logger.info('referred: calling in place of the call', { id, to: inviter.request.ruri.user });
    events?.replaced(id, partyOf(successor));
    inviter
      .invite({
        requestDelegate: {
          onReject: (response) => {
            successor.rejectStatus = response.message.statusCode ?? null;
          },
        },
      })
      .catch((error: unknown) => logger.warn('referred call failed', String(error)));
  }

  /**
   * An attended transfer to us (RFC 3891): the transferred party calls in place of our call under
   * `id` with the transferor. It is answered at once, never rung: the user is already talking about it.
   */
  function takeOver(id: string, invitation: Invitation, incomingAt: number) {
    const call = softCall(invitation, { outgoing: false, incomingAt });
    call.answerAt = preciseNow();
    const replaced = calls.get(id);
    if (replaced) replaced.successor = call;
    track(id, call, replaced);
    logger.info('attended transfer: taking the call over', { id, from: invitation.remoteIdentity.uri.user });
    invitation
      .accept({ sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } } as SessionDescriptionHandlerOptions })
      .catch((error: unknown) => logger.warn('attended transfer: answer failed', String(error)));
  }

  async function endSession(session: Session) {
    if (session.state === SessionState.Established) await session.bye();
    else if (session instanceof Inviter) await session.cancel();
    else if (session instanceof Invitation) await session.reject();
  }

  /** Where a call's party is reached: the request URI we called, or the caller's own address. */
  const addressOf = (session: Session) => (session instanceof Inviter ? session.request.ruri : session.remoteIdentity.uri);

  return {
    kind: 'soft',
    userAgent: ua,
    async start(e) {
      events = e;
      microphone.warmUp();
      await registration.start();
    },
    async stop() {
      for (const [id, call] of calls) await this.hangup(id).catch(() => calls.delete(id) && call.stopAudio?.());
      await registration.stop();
      microphone.stop();
    },
    coach: (target, headers) => placeCoachLeg(ua, target, config.domain, headers),
    async dial(id: string, call: OutgoingCall) {
      const dialAt = preciseNow();
      const target = UserAgent.makeURI(`sip:${call.target}@${config.domain}`);
      if (!target) throw new Error(`Cannot call ${call.target}`);
      const inviter = new Inviter(ua, target, {
        extraHeaders: outboundCallHeaders({
          zone: config.domain,
          userId: config.userId,
          maxRingingSeconds: config.maxRingingSeconds,
          parallelDial: call.line === true,
          callerId: call.callerId ?? null,
        }),
        sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } },
      });
      const record = softCall(inviter, { outgoing: true, dialAt, line: call.line === true });
      track(id, record);
      await inviter.invite({
        requestDelegate: {
          onProgress: (response) => {
            if (response.message.statusCode === 180 || response.message.statusCode === 183) events?.progress(id);
          },
          onReject: (response) => {
            record.rejectStatus = response.message.statusCode ?? null;
          },
        },
      });
      // The offer is made (the INVITE is out) and no answer has come: a line's microphone is off before any media flows.
      if (record.line) applyTracks(record);
      return inviter.request.callId;
    },
    async answer(id) {
      const call = callOf(id);
      if (!(call.session instanceof Invitation)) return;
      call.answerAt = preciseNow();
      await call.session.accept({ sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } } as SessionDescriptionHandlerOptions });
    },
    async decline(id) {
      const call = callOf(id);
      if (call.session instanceof Invitation && call.session.state !== SessionState.Established) await call.session.reject({ statusCode: 603 });
    },
    async hangup(id) {
      const call = callOf(id);
      // A transfer's new call not up yet goes too: the user hung up the phone call.
      const successor = call.successor;
      call.successor = null;
      if (successor) await endSession(successor.session).catch(() => undefined);
      await endSession(call.session);
    },
    async hold(id, on) {
      const call = callOf(id);
      if (call.session.state !== SessionState.Established) return;
      call.session.sessionDescriptionHandlerOptionsReInvite = { hold: on } as SessionDescriptionHandlerOptions;
      await new Promise<void>((resolve, reject) => {
        call.session.invite({ requestDelegate: { onAccept: () => resolve(), onReject: (r) => reject(new Error(`hold: ${r.message.statusCode}`)) } }).catch(reject);
      });
      // The re-INVITE only flips the SDP direction: the local tracks are turned off here.
      call.held = on;
      applyTracks(call);
    },
    async mute(id, on) {
      const call = callOf(id);
      call.muted = on;
      applyTracks(call);
    },
    async dtmf(id, digits) {
      const call = callOf(id);
      const sdh = sdhOf(call);
      // RFC 4733 through the peer connection's RTCDTMFSender.
      if (!sdh?.sendDtmf(digits, { duration: DTMF_DURATION_MS, interToneGap: DTMF_GAP_MS })) throw new Error('DTMF could not be sent');
      call.dtmfSent += digits;
    },
    async join([a, b]) {
      const first = callOf(a);
      const second = callOf(b);
      for (const [id, call] of [
        [a, first],
        [b, second],
      ] as const) {
        if (call.held) await this.hold(id, false);
        call.muted = false;
        applyTracks(call);
      }
      const sdhA = sdhOf(first);
      const sdhB = sdhOf(second);
      if (!sdhA?.peerConnection || !sdhB?.peerConnection) throw new Error('Error to add to conference');
      unmix?.();
      unmix = mixCalls(
        { localStream: sdhA.localMediaStream, remoteStream: sdhA.remoteMediaStream, peerConnection: sdhA.peerConnection },
        { localStream: sdhB.localMediaStream, remoteStream: sdhB.remoteMediaStream, peerConnection: sdhB.peerConnection },
      );
    },
    async record(id, on) {
      const call = callOf(id);
      const sdh = sdhOf(call);
      if (on && !call.recorder && !call.relayRecording) {
        const where = await deps.recordOnRelay(call.sipCallId, 'start').catch((error: unknown) => {
          // Not allowed is final; the server out of reach is no reason to lose the call's audio.
          if (error instanceof ApiCallError && error.status === 403) throw error;
          logger.warn('recording on the relay failed, recording in the browser', String(error));
          return 'browser' as const;
        });
        if (where === 'relay') call.relayRecording = true;
        else if (sdh) call.recorder = recordInBrowser(call.sipCallId, sdh.localMediaStream, sdh.remoteMediaStream);
      }
      if (!on && call.relayRecording) {
        call.relayRecording = false;
        await deps.recordOnRelay(call.sipCallId, 'stop');
      }
      if (!on && call.recorder) {
        const recorder = call.recorder;
        call.recorder = null;
        await recorder.stop();
      }
    },
    async transfer(id, target) {
      const call = callOf(id);
      const uri = UserAgent.makeURI(`sip:${target}@${config.domain}`);
      if (!uri) throw new Error(`Cannot transfer to ${target}`);
      // Blind transfer (RFC 3515): the far side calls the target; once it agreed (202) this call ends.
      await new Promise<void>((resolve, reject) => {
        void call.session.refer(uri, { requestDelegate: { onAccept: () => resolve(), onReject: (response) => reject(new Error(`transfer refused: ${response.message.statusCode}`)) } }).catch(reject);
      });
      if (calls.has(id)) await this.hangup(id);
    },
    async transferToCall(id, otherId) {
      const call = callOf(id);
      const other = callOf(otherId);
      const dialog = other.session.dialog;
      if (!dialog || other.session.state !== SessionState.Established) throw new Error('The call to transfer to is not established');
      // Attended transfer (RFC 5589): the far side calls the other party in place of our call with them (Replaces).
      const referTo = referToReplacing(addressOf(other.session), { callId: dialog.callId, localTag: dialog.localTag, remoteTag: dialog.remoteTag });
      await new Promise<void>((resolve, reject) => {
        const timer = clock.setTimeout(() => reject(new Error('transfer: no final NOTIFY')), ATTENDED_TRANSFER_TIMEOUT_MS);
        const settle = (error?: Error) => {
          clock.clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        call.session
          .refer(referTo, {
            onNotify: (notification) => {
              void notification.accept().catch(() => undefined);
              const status = sipfragStatus(notification.request.body);
              if (status !== null && status >= 200) settle(status < 300 ? undefined : new Error(`transfer failed: ${status}`));
            },
            requestDelegate: { onReject: (response) => settle(new Error(`transfer refused: ${response.message.statusCode}`)) },
          })
          .catch((error: unknown) => settle(error instanceof Error ? error : new Error(String(error))));
      });
      // They are through to each other: both our calls end (the other party usually ends theirs first).
      for (const each of [id, otherId]) if (calls.has(each)) await this.hangup(each).catch(() => undefined);
    },
    async leaveMessage(id, mediaId) {
      const call = callOf(id);
      const { playedMs } = await deps.saveVoiceMessage(call.sipCallId, mediaId);
      if (playedMs) {
        // The far side hears the message alone; the call ends when it has played.
        await this.mute(id, true);
        await new Promise<void>((resolve) => clock.setTimeout(resolve, playedMs + MESSAGE_TAIL_MS));
      }
      if (calls.has(id)) await this.hangup(id);
    },
    async reregister() {
      registration.register();
    },
    remoteStream(id) {
      const call = calls.get(id);
      return call ? (sdhOf(call)?.remoteMediaStream ?? null) : null;
    },
    connectLine(id) {
      const call = callOf(id);
      if (!call.line) return;
      call.line = false;
      call.muted = false;
      applyTracks(call);
      const sdh = sdhOf(call);
      if (sdh && !call.stopAudio) call.stopAudio = deps.playRemote(id, sdh.remoteMediaStream);
    },
    setMicrophoneDevice(id) {
      microphone.setDevice(id);
    },
    setEchoCancellation(on) {
      microphone.setEchoCancellation(on);
    },
    async toneLevels(frequencies) {
      const streams = [...calls].flatMap(([id, call]) => {
        const stream = sdhOf(call)?.remoteMediaStream;
        return stream ? [{ id, stream }] : [];
      });
      return measureToneLevels([...streams, ...coached.heardStreams()], frequencies);
    },
    async stats() {
      const figures: CallMediaStats[] = [];
      for (const [id, call] of calls) {
        const pc = sdhOf(call)?.peerConnection;
        const entry: CallMediaStats = {
          id,
          bytesSent: 0,
          bytesReceived: 0,
          packetsReceived: 0,
          audioEnergy: 0,
          dtmfSent: call.dtmfSent,
          senderEnabled: !call.held && !call.muted,
          recoveries: call.recoveries,
          recoveryLog: [...call.recoveryLog],
          dialAt: call.dialAt,
          inviteSentAt: inviteSentAt.get(call.sipCallId) ?? null,
          establishedAt: call.establishedAt,
          incomingAt: call.incomingAt,
          answerAt: call.answerAt,
          answerSentAt: answerSentAt.get(call.sipCallId) ?? null,
        };
        if (pc) {
          entry.microphoneId =
            pc
              .getSenders()
              .find((s) => s.track?.kind === 'audio')
              ?.track?.getSettings().deviceId ?? null;
          (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesSent?: number; bytesReceived?: number; packetsReceived?: number; totalAudioEnergy?: number }) => {
            if (report.type === 'outbound-rtp' && report.kind === 'audio') entry.bytesSent += report.bytesSent ?? 0;
            if (report.type === 'inbound-rtp' && report.kind === 'audio') {
              entry.bytesReceived += report.bytesReceived ?? 0;
              entry.packetsReceived += report.packetsReceived ?? 0;
              entry.audioEnergy += report.totalAudioEnergy ?? 0;
            }
          });
        }
        figures.push(entry);
      }
      return figures;
    },
  };
}
