import { SessionState, UserAgent, type Invitation } from 'sip.js';
import { bracketed, sipfragStatus } from '@/src/domain/phone/sip-transfer';
import { SIP_HEADERS } from '@/src/domain/phone/outbound-headers';
import { createNodeSipAgent } from '../telephony/node-sip-agent';
import { ACD_SIP_USER } from '../telephony/kamailio-process';
import { RtpSessionDescriptionHandler } from '../telephony/simulated-carrier/rtp-sdh';

/** How an offer of a caller to an agent ended: answered, or the agent's SIP failure (486, 480, 408 when nothing came). */
export type OfferOutcome = { answered: true } | { answered: false; statusCode: number };

/** A caller the ACD holds: it answers, plays audio to them, and puts them through to an agent (REFER). */
export interface QueueCaller {
  readonly callId: string;
  /** The caller's number. */
  readonly from: string;
  /** The number they dialed (the queue's). */
  readonly dialed: string;
  answer(): Promise<void>;
  reject(statusCode: number, reason: string): void;
  /** Plays the samples (8 kHz) once, or over and over until `stopAudio` or the end of the call. */
  play(samples: Int16Array, loop: boolean): Promise<void>;
  stopAudio(): void;
  /** Keeps what the caller says from now on (a voicemail); `stopCapture` gives it (8 kHz). */
  startCapture(): Promise<void>;
  stopCapture(): Promise<Int16Array>;
  /**
   * Asks the caller's carrier to call this SIP user (blind transfer, RFC 3515) with these X- headers;
   * resolves with the new call's outcome from the carrier's NOTIFYs. The caller stays here until an
   * agent answers; the ACD then hangs up its side.
   */
  offer(sipUser: string, headers: Record<string, string>, ringSeconds: number): Promise<OfferOutcome>;
  hangup(): void;
  /** Resolves when the call is over (the caller hung up, or the ACD did). */
  readonly ended: Promise<void>;
}

/** The longest the ACD waits for a caller's ACK after answering (it goes on without it). */
const ACK_WAIT_MS = 2000;

/**
 * The ACD's SIP side: a user agent in the server registered as `acd`, to which Kamailio sends the
 * carrier's calls to our numbers. Its media is plain RTP (G.711) like the carrier's, and keeps nothing.
 */
export function createAcdSipPeer(options: {
  wsServer: string;
  domain: string;
  credentials(): { deviceUser: string; devicePass: string };
  onCaller(caller: QueueCaller): void;
  log?: (line: string) => void;
}) {
  const log = (line: string) => options.log?.(`[ACD] ${line}`);
  const sessions = new Set<Invitation>();

  function callerOf(invitation: Invitation): QueueCaller {
    const request = invitation.request;
    const sdh = () => invitation.sessionDescriptionHandler as RtpSessionDescriptionHandler | undefined;
    let looping = false;
    let offering = false;
    const ended = new Promise<void>((resolve) => {
      invitation.stateChange.addListener((state) => {
        if (state !== SessionState.Terminated) return;
        looping = false;
        sessions.delete(invitation);
        resolve();
      });
    });
    return {
      callId: request.callId,
      from: request.from.uri.user ?? '',
      // Kamailio rewrote the request URI to the ACD; To keeps the dialed number.
      dialed: request.to.uri.user ?? '',
      // Answered once the caller's ACK came: a REFER sent before it is lost (the carrier's dialog is not confirmed yet).
      async answer() {
        const acked = new Promise<void>((resolve) => {
          invitation.delegate = { ...invitation.delegate, onAck: () => resolve() };
          setTimeout(resolve, ACK_WAIT_MS);
        });
        await invitation.accept();
        await acked;
      },
      reject: (statusCode, reason) => void invitation.reject({ statusCode, reasonPhrase: reason }).catch(() => undefined),
      async play(samples, loop) {
        const endpoint = await sdh()?.endpoint();
        if (!endpoint) return;
        looping = loop;
        do {
          const started = Date.now();
          await endpoint.play(samples);
          // Nowhere to send yet (no remote address): do not spin.
          if (Date.now() - started < 20) await new Promise((r) => setTimeout(r, 200));
        } while (looping && invitation.state === SessionState.Established);
      },
      stopAudio() {
        looping = false;
        void sdh()
          ?.endpoint()
          .then((e) => e.stop());
      },
      async startCapture() {
        (await sdh()?.endpoint())?.startCapture();
      },
      async stopCapture() {
        return (await sdh()?.endpoint())?.stopCapture() ?? new Int16Array(0);
      },
      offer(sipUser, headers, ringSeconds) {
        if (offering) return Promise.reject(new Error('An offer of this caller is already under way'));
        const target = UserAgent.makeURI(`sip:${sipUser}@${options.domain}`);
        if (!target || invitation.state !== SessionState.Established) return Promise.resolve({ answered: false as const, statusCode: 481 });
        for (const [name, value] of Object.entries({ ...headers, [SIP_HEADERS.maxRinging]: String(ringSeconds) })) target.setHeader(name, value);
        offering = true;
        return new Promise<OfferOutcome>((resolve) => {
          const settle = (outcome: OfferOutcome) => {
            clearTimeout(timer);
            offering = false;
            resolve(outcome);
          };
          // The carrier gives up ringing by itself; this only covers a NOTIFY that never comes.
          const timer = setTimeout(() => settle({ answered: false, statusCode: 408 }), (ringSeconds + 5) * 1000);
          void ended.then(() => settle({ answered: false, statusCode: 487 }));
          invitation
            .refer(bracketed(target), {
              onNotify: (notification) => {
                void notification.accept().catch(() => undefined);
                const status = sipfragStatus(notification.request.body) ?? 0;
                if (status >= 200) settle(status < 300 ? { answered: true } : { answered: false, statusCode: status });
              },
              requestDelegate: { onReject: (response) => settle({ answered: false, statusCode: response.message.statusCode ?? 500 }) },
            })
            .catch(() => settle({ answered: false, statusCode: 500 }));
        });
      },
      hangup() {
        looping = false;
        if (invitation.state === SessionState.Established) void invitation.bye().catch(() => undefined);
        else if (invitation.state === SessionState.Initial || invitation.state === SessionState.Establishing)
          void invitation.reject({ statusCode: 480, reasonPhrase: 'Temporarily Unavailable' }).catch(() => undefined);
      },
      ended,
    };
  }

  const agent = createNodeSipAgent({
    wsServer: options.wsServer,
    domain: options.domain,
    sipUser: ACD_SIP_USER,
    displayName: 'ACD',
    userAgentString: 'Dialworks ACD',
    credentials: options.credentials,
    sessionDescriptionHandler: () => new RtpSessionDescriptionHandler({ keep: false }),
    onInvite: (invitation) => {
      sessions.add(invitation);
      const caller = callerOf(invitation);
      log(`call from ${caller.from} to ${caller.dialed}`);
      options.onCaller(caller);
    },
  });

  return {
    get isRegistered() {
      return agent.isRegistered;
    },
    start: (timeoutMs?: number) => agent.start(timeoutMs),
    async stop() {
      for (const session of [...sessions]) if (session.state === SessionState.Established) await session.bye().catch(() => undefined);
      await agent.stop();
    },
  };
}

export type AcdSipPeer = ReturnType<typeof createAcdSipPeer>;
