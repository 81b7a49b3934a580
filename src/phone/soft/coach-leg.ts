import { Inviter, SessionState, UserAgent, type Invitation, type Session, type Web } from 'sip.js';
import type { CoachVerifyReply } from '../../contract/entities/monitor';
import { coachAudio, coachedStateAfterDigit, type MonitoringState } from '../../domain/phone/call-monitoring';
import type { CoachLeg } from '../call-transport';
import type { PhoneLogger } from '../phone-clock';
import { mixIntoCall, type MixableCall } from './audio-mixer';

/** The header that carries the server's grant on a monitoring call, and the one with the dialled monitoring string. */
export const MONITOR_GRANT_HEADER = 'X-Monitor-Grant';
export const MONITOR_DIAL_HEADER = 'X-Monitor-Dial';

const sdhOf = (session: Session) => session.sessionDescriptionHandler as Web.SessionDescriptionHandler | undefined;

/** DTMF as SIP INFO (application/dtmf-relay): a browser cannot read RFC 4733 tones it receives, but it reads an INFO. */
const dtmfInfoBody = (digit: string) => ({ contentDisposition: 'render', contentType: 'application/dtmf-relay', content: `Signal=${digit}\r\nDuration=160\r\n` });

/** Places the monitoring call from the supervisor's phone (not one of its calls: the phone shows nothing of it). */
export function placeCoachLeg(ua: UserAgent, target: string, domain: string, headers: { grant: string; dial: string }): CoachLeg {
  const uri = UserAgent.makeURI(`sip:${target}@${domain}`);
  if (!uri) throw new Error(`Cannot call ${target}`);
  const inviter = new Inviter(ua, uri, {
    extraHeaders: [`${MONITOR_GRANT_HEADER}: ${headers.grant}`, `${MONITOR_DIAL_HEADER}: ${headers.dial}`],
    sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } },
  });
  const ended = new Set<() => void>();
  const established = new Promise<void>((resolve, reject) => {
    inviter.stateChange.addListener((state) => {
      if (state === SessionState.Established) {
        // Nothing comes back from the rep's phone on this leg: the supervisor hears the call through the relay.
        sdhOf(inviter)?.enableReceiverTracks(false);
        resolve();
      }
      if (state === SessionState.Terminated) {
        reject(new Error('The monitoring call ended'));
        for (const listener of ended) listener();
      }
    });
  });
  void inviter.invite().catch(() => undefined);
  return {
    established,
    async sendDigit(digit) {
      await inviter.info({ requestOptions: { body: dtmfInfoBody(digit) } });
    },
    async hangup() {
      if (inviter.state === SessionState.Established) await inviter.bye();
      else if (inviter.state === SessionState.Initial || inviter.state === SessionState.Establishing) await inviter.cancel();
    },
    onEnded: (listener) => void ended.add(listener),
  };
}

export interface CoachedDeps {
  logger: PhoneLogger;
  /** The server's word on a grant (throws when it was not granted to this rep). */
  verify(grant: string): Promise<CoachVerifyReply>;
  /** The rep's live call with this SIP Call-ID, for mixing the supervisor into it. */
  callBySipId(sipCallId: string): MixableCall | null;
  /** Plays the supervisor to the rep; returns the stop. */
  playRemote(id: string, stream: MediaStream): () => void;
}

/**
 * The rep's side: a monitoring call the phone answers by itself once the server confirms its grant
 * (it never rings and never shows as a call). The supervisor's digits set what the rep and the far
 * side hear of them (spec 1 section 4): 2 whisper (the rep), 3 join (both), 0 listen (nobody).
 */
export function createCoachedCalls(deps: CoachedDeps) {
  const coached = new Map<string, { invitation: Invitation; callId: string; end(): void; heard(): MediaStream | null }>();

  async function take(invitation: Invitation) {
    const grant = invitation.request.getHeader(MONITOR_GRANT_HEADER) ?? '';
    let verified: CoachVerifyReply;
    try {
      verified = await deps.verify(grant);
    } catch (error) {
      deps.logger.warn('a monitoring call without a valid grant was refused', String(error));
      await invitation.reject({ statusCode: 403 }).catch(() => undefined);
      return;
    }
    const call = deps.callBySipId(verified.callId);
    if (!call) {
      await invitation.reject({ statusCode: 404 }).catch(() => undefined);
      return;
    }
    let state: MonitoringState = 'MONITORING';
    let stopPlaying: (() => void) | null = null;
    let unmix: (() => void) | null = null;
    const apply = () => {
      const audio = coachAudio(state);
      const supervisor = sdhOf(invitation)?.remoteMediaStream;
      if (audio.repHears && !stopPlaying && supervisor) stopPlaying = deps.playRemote(`coach-${invitation.request.callId}`, supervisor);
      if (!audio.repHears && stopPlaying) {
        stopPlaying();
        stopPlaying = null;
      }
      const target = deps.callBySipId(verified.callId);
      if (audio.farHears && !unmix && supervisor && target) unmix = mixIntoCall(target, supervisor);
      if (!audio.farHears && unmix) {
        unmix();
        unmix = null;
      }
    };
    const end = () => {
      state = 'IDLE';
      apply();
      coached.delete(invitation.request.callId);
    };
    coached.set(invitation.request.callId, { invitation, callId: verified.callId, end, heard: () => (stopPlaying ? (sdhOf(invitation)?.remoteMediaStream ?? null) : null) });
    invitation.delegate = {
      onInfo(info) {
        const digit = /Signal\s*=\s*([0-9*#])/i.exec(info.request.body ?? '')?.[1];
        void info.accept();
        if (!digit) return;
        state = coachedStateAfterDigit(state, digit);
        apply();
      },
    };
    invitation.stateChange.addListener((next) => {
      if (next === SessionState.Established) sdhOf(invitation)?.enableSenderTracks(false);
      if (next === SessionState.Terminated) end();
    });
    await invitation.accept({ sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } } }).catch((error: unknown) => {
      deps.logger.warn('the monitoring call could not be answered', String(error));
    });
  }

  return {
    /** Whether this incoming INVITE is a monitoring call (it is handled here, never rung). */
    isCoaching: (invitation: Invitation) => invitation.request.hasHeader(MONITOR_GRANT_HEADER),
    take: (invitation: Invitation) => void take(invitation),
    /** Diagnostics: the supervisor's audio the rep hears now (whisper or join), by monitoring call. */
    heardStreams: () =>
      [...coached].flatMap(([id, entry]) => {
        const stream = entry.heard();
        return stream ? [{ id: `coach-${id}`, stream }] : [];
      }),
    /** The rep's call ended: the monitoring of it ends too. */
    callEnded(sipCallId: string) {
      for (const entry of coached.values()) {
        if (entry.callId !== sipCallId) continue;
        entry.end();
        void entry.invitation.bye().catch(() => undefined);
      }
    },
  };
}
