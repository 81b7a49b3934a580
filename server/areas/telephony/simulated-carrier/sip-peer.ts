import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Inviter, SessionState, UserAgent, type Invitation, type Referral, type Session } from 'sip.js';
import type { InboundInput, LegEvents, ProviderLeg } from '../provider';
import { createNodeSipAgent, type NodeSipAgent } from '../node-sip-agent';
import { outcomeFor, type CarrierTimings, type Outcome } from './outcomes';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { talkSpans } from '@/src/domain/recordings/recording-analysis';
import { SIP_HEADERS } from '@/src/domain/phone/outbound-headers';
import path from 'node:path';
import { wavFile } from '../media/wav';
import { actAsCaller, actAsMachine, actAsPerson } from './carrier-voice';
import { RtpSessionDescriptionHandler } from './rtp-sdh';
import { parseReplaces } from '@/src/domain/phone/sip-transfer';

export const CARRIER_SIP_USER = 'carrier';
export const MAX_RINGING_HEADER = SIP_HEADERS.maxRinging;
/** A Refer-To user that is a telephone number (a transfer out of our SIP server). */
const OUTSIDE_NUMBER = /^\+?\d{1,15}$/;

/** An attended transfer's Refer-To names the dialog the new call replaces (RFC 3891), decoded. */
function replacesIn(referral: Referral): string | undefined {
  const value = referral.replaces;
  return typeof value === 'string' && value ? decodeURIComponent(value) : undefined;
}

export interface SipPeerOptions {
  wsServer: string;
  domain: string;
  /** Fresh autheph credentials for the carrier's SIP user (asked again on every reconnection). */
  credentials(): { deviceUser: string; devicePass: string };
  timings: CarrierTimings;
  /** Default ringing limit when the INVITE names none (settings.parallel.maximumRingingLength). */
  maxRingingSeconds: number;
  /** Where the carrier keeps what it heard on each call, as `<number>_<Call-ID>.wav` (8 kHz mono). */
  audioDir?: string;
  log?: (line: string) => void;
}

/** What the carrier heard and said on one call, on one timeline from `startedAt` (ms since the epoch). */
interface CallAudio {
  samples: Int16Array;
  said: Int16Array;
  startedAt: number;
  dtmf: string;
}

/** What happened on the carrier's SIP side, for tests and the console. */
export interface SipPeerEvents {
  call: [{ number: string; outcome: string }];
  /** A call ended: what the carrier heard is in this WAV file. */
  heard: [{ number: string; callId: string; file: string }];
  dtmf: [{ number: string; digits: string }];
  registered: [];
}

/**
 * The Simulated carrier as a real SIP peer: a sip.js user agent in Node registered to Kamailio as
 * `carrier`. Kamailio routes every telephone number to it; it answers, rings, rejects busy and hangs
 * up by the number's outcome rule, and it places inbound calls to softphone users. Its media is plain
 * RTP with G.711 behind the media relay: a person says hello and answers, a machine plays a long
 * greeting and a beep, and what it heard on each call is kept as a WAV file. It reconnects and
 * re-registers by itself when the WebSocket or Kamailio drops.
 */
export class SimulatedCarrierSipPeer extends EventEmitter<SipPeerEvents> {
  private readonly agent: NodeSipAgent;
  private readonly sessions = new Set<Session>();

  constructor(private readonly options: SipPeerOptions) {
    super();
    this.agent = createNodeSipAgent({
      wsServer: options.wsServer,
      domain: options.domain,
      sipUser: CARRIER_SIP_USER,
      displayName: 'Simulated carrier',
      userAgentString: 'Dialworks Simulated carrier',
      credentials: options.credentials,
      sessionDescriptionHandler: () => new RtpSessionDescriptionHandler(),
      onInvite: (invitation) => this.answerInvite(invitation),
      replaces: true,
    });
    this.agent.onRegistered(() => this.emit('registered'));
  }

  get isRegistered(): boolean {
    return this.agent.isRegistered;
  }

  /** Connects and registers; resolves once registered (rejects after `timeoutMs`). */
  start(timeoutMs = 5000): Promise<void> {
    return this.agent.start(timeoutMs);
  }

  waitRegistered(timeoutMs: number): Promise<void> {
    return this.agent.waitRegistered(timeoutMs);
  }

  private log(line: string) {
    this.options.log?.(`[Simulated carrier] ${line}`);
  }

  private track(session: Session, number: string, callId: string, onEnd: () => void) {
    this.sessions.add(session);
    // The endpoint is read before sip.js closes the handler with the session.
    session.stateChange.addListener((state) => {
      if (state === SessionState.Established)
        void this.sdhOf(session)
          ?.endpoint()
          .then((e) => (this.heardOf.set(session, () => ({ samples: e.heard(), said: e.said(), startedAt: e.startedAt, dtmf: e.dtmf() })), undefined));
      if (state === SessionState.Terminated) {
        this.sessions.delete(session);
        const heard = this.heardOf.get(session)?.() ?? null;
        this.heardOf.delete(session);
        const headers = this.inviteHeaders.get(callId) ?? {};
        this.inviteHeaders.delete(callId);
        if (heard) void this.keepHeard(number, callId, heard, headers);
        onEnd();
      }
    });
  }

  private readonly heardOf = new Map<Session, () => CallAudio>();
  private readonly inviteHeaders = new Map<string, Record<string, string | null>>();
  private sdhOf = (session: Session) => session.sessionDescriptionHandler as RtpSessionDescriptionHandler | undefined;

  /**
   * Writes what the carrier heard on a call (tests check what the callee heard): the audio as a WAV
   * whose first sample is `startedAt`, and beside it a JSON file with that time, the DTMF digits and
   * when the carrier itself spoke (talk spans from `startedAt`: what a recording's far side must show).
   */
  private async keepHeard(number: string, callId: string, heard: CallAudio, headers: Record<string, string | null>) {
    if (!this.options.audioDir) return;
    const file = path.join(this.options.audioDir, `${number.replace(/[^+\d]/g, '')}_${callId.replace(/[^\w.-]/g, '_')}.wav`);
    try {
      await mkdir(this.options.audioDir, { recursive: true });
      // Each file appears whole (written aside, then renamed): a reader polling for the JSON never gets half of it.
      const whole = async (target: string, data: string | Uint8Array) => {
        await writeFile(`${target}.part`, data);
        await rename(`${target}.part`, target);
      };
      await whole(file, wavFile(heard.samples, 8000));
      await whole(file.replace(/\.wav$/, '.json'), JSON.stringify({ number, callId, startedAt: heard.startedAt, sampleRate: 8000, dtmf: heard.dtmf, said: talkSpans(heard.said, 8000), headers }));
      this.emit('heard', { number, callId, file });
    } catch (error) {
      this.log(`could not keep the call's audio: ${String(error)}`);
    }
  }

  /** A softphone dialed a number: the outcome rule decides what the "far end" does. */
  private answerInvite(invitation: Invitation) {
    const request = invitation.request;
    const number = request.to.uri.user ?? '';
    const header = Number(request.getHeader(MAX_RINGING_HEADER));
    // Kept with the call's audio: tests check what a softphone's INVITE said (spec 1 section 7).
    const replaces = request.getHeader('Replaces');
    this.inviteHeaders.set(request.callId, { ...Object.fromEntries(Object.values(SIP_HEADERS).map((name) => [name, request.getHeader(name) ?? null])), ...(replaces ? { Replaces: replaces } : {}) });
    const maxRinging = Number.isFinite(header) && header > 0 ? header : this.options.maxRingingSeconds;
    // An attended transfer put the caller through to a person already on a call of ours: they take it at once.
    const outcome: Outcome = invitation.replacee ? { kind: 'answer', afterMs: 0, party: 'person' } : outcomeFor(number, this.options.timings, maxRinging);
    this.emit('call', { number, outcome: outcome.kind === 'answer' ? `answer:${outcome.party}` : String(outcome.statusCode) });
    this.log(`INVITE to ${number}: ${outcome.kind}`);
    const timers: NodeJS.Timeout[] = [];
    let over = false;
    this.track(invitation, number, request.callId, () => {
      over = true;
      timers.forEach(clearTimeout);
    });
    let greetOnAck = false;
    invitation.delegate = {
      // The greeting waits for the ACK: an INFO sent right after the 200 can overtake it.
      onAck: () => {
        // The far end speaks once the call is set up: a person says hello, a machine its greeting.
        if (outcome.kind === 'answer')
          void this.speak(invitation, (endpoint) =>
            outcome.party === 'machine' ? actAsMachine(endpoint, number, Math.max(0, outcome.beepAtMs - outcome.afterMs)) : actAsPerson(endpoint, number, () => over),
          );
        if (!greetOnAck) return;
        greetOnAck = false;
        this.sendEvent(invitation, 'greeting');
      },
      // Transfer (REFER): the person is put through to the target, a new call from the same number.
      // Attended (Replaces), it replaces the transferor's call with the target, and its progress is
      // reported in NOTIFYs: the transferor hangs up once it went through.
      onRefer: (referral) => {
        const target = referral.referTo.uri.user ?? '';
        const replaces = replacesIn(referral);
        void referral.accept().catch(() => undefined);
        this.log(`REFER from the caller of ${number}: calling ${target}${replaces ? ' (attended)' : ''}`);
        if (replaces && OUTSIDE_NUMBER.test(target)) return this.joinInNetwork(invitation, number, target, replaces, () => undefined);
        if (replaces) this.notifyTransfer(invitation, 100, 'Trying', false);
        let answered = false;
        void this.callUser(
          { sipUser: target, from: number, maxRingingSeconds: maxRinging },
          {
            onAnswered: () => {
              answered = true;
              if (replaces) this.notifyTransfer(invitation, 200, 'OK', true);
            },
            onEnded: (status, reason) => {
              if (replaces && !answered) this.notifyTransfer(invitation, status ?? 487, reason, true);
              if (status) this.log(`transfer to ${target} ended: ${status} ${reason}`);
            },
          },
          replaces,
        ).catch((error: unknown) => {
          if (replaces) this.notifyTransfer(invitation, 503, String(error).slice(0, 80), true);
          this.log(`transfer to ${target} failed: ${String(error)}`);
        });
      },
      onInfo: (info) => {
        const body = info.request.body ?? '';
        const signal = /Signal=\s*([0-9*#A-D])/i.exec(body)?.[1];
        void info.accept();
        if (signal) this.emit('dtmf', { number, digits: signal });
      },
    };
    void invitation.progress().catch(() => undefined);
    timers.push(
      setTimeout(() => {
        if (invitation.state !== SessionState.Initial && invitation.state !== SessionState.Establishing) return;
        if (outcome.kind === 'answer') {
          invitation
            .accept()
            .then(() => {
              if (outcome.party !== 'machine') return;
              greetOnAck = true;
              timers.push(setTimeout(() => this.sendEvent(invitation, 'beep'), Math.max(0, outcome.beepAtMs - outcome.afterMs)));
            })
            .catch((e: unknown) => this.log(`accept failed: ${String(e)}`));
        } else {
          void invitation.reject({ statusCode: outcome.statusCode, reasonPhrase: outcome.reason }).catch(() => undefined);
        }
      }, outcome.afterMs),
    );
  }

  private async speak(session: Session, act: (endpoint: Awaited<ReturnType<RtpSessionDescriptionHandler['endpoint']>>) => Promise<void>) {
    const sdh = this.sdhOf(session);
    if (!sdh) return;
    try {
      await act(await sdh.endpoint());
    } catch (error) {
      this.log(`audio failed: ${String(error)}`);
    }
  }

  /** Answering-machine progress also as SIP INFO, for tests and tools that do not listen to the audio. */
  private sendEvent(session: Session, event: 'greeting' | 'beep') {
    if (session.state !== SessionState.Established) return;
    this.log(`answering machine: ${event}`);
    void session.info({ requestOptions: { body: { contentDisposition: 'render', contentType: 'application/x-simulated-carrier', content: event } } }).catch(() => undefined);
  }

  /**
   * The carrier calls a softphone user or the ACD (an inbound call from `from`). The far side may
   * transfer the caller (REFER, as the ACD does to put a caller through to an agent): the carrier
   * then calls the Refer-To target from the same number, with the URI's headers, reports the
   * progress back in NOTIFYs (message/sipfrag), and stays on the first call unless the new one is
   * answered. The leg's events follow whichever call the caller is on.
   */
  async callUser(input: InboundInput, events: LegEvents, replaces?: string): Promise<ProviderLeg> {
    let current: Inviter | undefined;
    let pending: Inviter | undefined;
    /** The outside number the caller was put through to (a transfer the carrier keeps), if any. */
    let outside: string | undefined;
    const onRefer = (from: Inviter, referral: Referral) => {
      const uri = referral.referTo.uri;
      const headers = Object.fromEntries(Object.keys(uri.headers).map((name) => [name, uri.getHeader(name)?.[0] ?? '']));
      const asked = Number(headers[MAX_RINGING_HEADER]);
      const ringing = Number.isFinite(asked) && asked > 0 ? asked : input.maxRingingSeconds;
      const replacing = replacesIn(referral);
      void referral.accept().catch(() => undefined);
      this.notifyTransfer(from, 100, 'Trying', false);
      this.log(`REFER: putting ${input.from} through to ${uri.user ?? ''}${replacing ? ' (attended)' : ''}`);
      const throughOutside = () => {
        current = undefined;
        outside = uri.user ?? '';
      };
      if (OUTSIDE_NUMBER.test(uri.user ?? '')) {
        if (replacing) return this.joinInNetwork(from, input.from, uri.user ?? '', replacing, throughOutside);
        return this.transferOutside(from, input.from, uri.user ?? '', ringing, throughOutside);
      }
      try {
        const placed = this.invite(
          { sipUser: uri.user ?? '', from: input.from, maxRingingSeconds: ringing, headers },
          {
            onAnswered: () => {
              current = placed.inviter;
              pending = undefined;
              this.notifyTransfer(from, 200, 'OK', true);
            },
            onEnded: (statusCode, reason) => {
              if (current === placed.inviter) return events.onEnded(statusCode, reason);
              if (pending === placed.inviter) pending = undefined;
              this.notifyTransfer(from, statusCode ?? 487, reason, true);
            },
            onRefer,
          },
          replacing,
        );
        pending = placed.inviter;
        placed.sent.catch((error: unknown) => this.notifyTransfer(from, 503, String(error).slice(0, 80), true));
      } catch (error) {
        this.notifyTransfer(from, 503, String(error).slice(0, 80), true);
      }
    };
    const placed = this.invite(
      input,
      {
        onRinging: () => events.onRinging?.(),
        onAnswered: () => events.onAnswered(),
        onEnded: (statusCode, reason) => {
          // The caller was put through elsewhere: this call's end is not theirs.
          if (current !== placed.inviter) return;
          void pending?.cancel().catch(() => undefined);
          events.onEnded(statusCode, reason);
        },
        onRefer,
      },
      replaces,
    );
    current = placed.inviter;
    const first = placed.inviter;
    await placed.sent;
    const sdh = () => (current ? this.sdhOf(current) : undefined);
    return {
      id: first.request.callId,
      phoneNumber: input.from,
      hangup: () => {
        void pending?.cancel().catch(() => undefined);
        if (outside) {
          this.log(`${input.from} hangs up on ${outside}`);
          outside = undefined;
          return events.onEnded(null, 'Normal Clearing');
        }
        const session = current;
        if (!session) return;
        if (session.state === SessionState.Established) void session.bye().catch(() => undefined);
        else void session.cancel().catch(() => undefined);
      },
      hold: () => current && void this.reinvite(current, true),
      resume: () => current && void this.reinvite(current, false),
      mute: () => this.log('mute (no media)'),
      unmute: () => this.log('unmute (no media)'),
      sendDtmf: (digits) => void sdh()?.sendDtmf(digits),
      play: (action) => this.log(`play ${action} (no media)`),
      bridge: () => this.log('bridge (no media)'),
    };
  }

  /**
   * A transfer to an outside number stays in the carrier's network, as a trunk's REFER to the public
   * network does (sent back through our SIP server it would reach the carrier as a loop): the number
   * answers or fails by its outcome rule, reported in NOTIFYs; answered, the caller is with it.
   */
  private transferOutside(from: Session, caller: string, number: string, maxRingingSeconds: number, onAnswered: () => void) {
    const outcome = outcomeFor(number, this.options.timings, maxRingingSeconds);
    this.emit('call', { number, outcome: outcome.kind === 'answer' ? `answer:${outcome.party}` : String(outcome.statusCode) });
    this.log(`transfer to the outside number ${number}: ${outcome.kind}`);
    this.keepTransfer(number, { 'X-Transferred-From': caller });
    setTimeout(() => {
      if (outcome.kind !== 'answer') return this.notifyTransfer(from, outcome.statusCode, outcome.reason, true);
      onAnswered();
      this.notifyTransfer(from, 200, 'OK', true);
    }, outcome.afterMs);
  }

  /**
   * An attended transfer between two calls of the carrier's own (the person on `from`, and the number
   * the transferor consulted, whose call with the transferor `replaces` names): the carrier puts them
   * through to each other in its network, as a trunk does, and ends the consulted call's leg to us.
   */
  private joinInNetwork(from: Session, caller: string, number: string, replaces: string, onThrough: () => void) {
    const dialog = parseReplaces(replaces);
    const consulted = dialog ? [...this.sessions].find((session) => session.dialog?.callId === dialog.callId) : undefined;
    if (!dialog || !consulted) return this.notifyTransfer(from, 481, 'Call/Transaction Does Not Exist', true);
    this.log(`attended transfer: ${caller} put through to ${number}`);
    this.keepTransfer(number, { 'X-Transferred-From': caller, 'X-Replaces': dialog.callId });
    void consulted.bye().catch(() => undefined);
    onThrough();
    this.notifyTransfer(from, 200, 'OK', true);
  }

  /** A caller put through to an outside number is kept like any call of the carrier's (no audio: the far end is outside), so tests see who reached whom. */
  private keepTransfer(number: string, headers: Record<string, string>) {
    const silent = { samples: new Int16Array(0), said: new Int16Array(0), startedAt: Date.now(), dtmf: '' };
    void this.keepHeard(number, `transfer-${randomUUID()}`, silent, headers);
  }

  /** RFC 3515: the transfer's progress to the party that asked for it, as the status line of the new call. */
  private notifyTransfer(session: Session, statusCode: number, reason: string, final: boolean) {
    if (session.state !== SessionState.Established) return;
    try {
      session.dialog?.notify(undefined, {
        extraHeaders: ['Event: refer', `Subscription-State: ${final ? 'terminated;reason=noresource' : 'active;expires=60'}`],
        body: { contentDisposition: 'render', contentType: 'message/sipfrag', content: `SIP/2.0 ${statusCode} ${reason}` },
      });
    } catch (error) {
      this.log(`NOTIFY failed: ${String(error)}`);
    }
  }

  /** One INVITE from the carrier to a SIP user; the caller speaks once it is answered. */
  private invite(
    input: InboundInput,
    handlers: { onRinging?(): void; onAnswered(): void; onEnded(statusCode: number | null, reason: string): void; onRefer(from: Inviter, referral: Referral): void },
    /** An attended transfer: the dialog this call replaces at the callee (RFC 3891). */
    replaces?: string,
  ): { inviter: Inviter; sent: Promise<unknown> } {
    const ua = this.agent.ua;
    if (!ua || !this.isRegistered) throw new Error('The Simulated carrier is not connected to the SIP server');
    const target = UserAgent.makeURI(`sip:${input.sipUser}@${this.options.domain}`);
    if (!target) throw new Error('Bad SIP user');
    const extra = Object.entries(input.headers ?? {}).filter(([name]) => /^X-[\w-]+$/i.test(name) && name.toLowerCase() !== MAX_RINGING_HEADER.toLowerCase());
    const inviter = new Inviter(ua, target, {
      params: { fromUri: `sip:${input.from}@${this.options.domain}`, fromDisplayName: input.from },
      extraHeaders: [`${MAX_RINGING_HEADER}: ${input.maxRingingSeconds}`, ...extra.map(([name, value]) => `${name}: ${value}`), ...(replaces ? [`Replaces: ${replaces}`] : [])],
    });
    let finished = false;
    let failure: { statusCode: number; reason: string } | undefined;
    const ringTimer = setTimeout(() => {
      failure = { statusCode: 480, reason: 'No Answer' };
      void inviter.cancel().catch(() => undefined);
    }, input.maxRingingSeconds * 1000);
    this.track(inviter, input.from, inviter.request.callId, () => {
      clearTimeout(ringTimer);
      if (finished) return;
      finished = true;
      // sip.js reports a rejection after the state change: read it a tick later.
      setTimeout(() => handlers.onEnded(failure?.statusCode ?? null, failure?.reason ?? 'Normal Clearing'), 0);
    });
    inviter.delegate = { onRefer: (referral) => handlers.onRefer(inviter, referral) };
    inviter.stateChange.addListener((state) => {
      if (state === SessionState.Established) {
        clearTimeout(ringTimer);
        handlers.onAnswered();
        void this.speak(inviter, async (endpoint) => {
          const over = () => inviter.state !== SessionState.Established;
          // A caller who left a voicemail hangs up.
          if ((await actAsCaller(endpoint, input.from, over)) === 'leftMessage' && !over()) await inviter.bye().catch(() => undefined);
        });
      }
    });
    const sent = inviter.invite({
      requestDelegate: {
        onProgress: (response) => {
          if (response.message.statusCode === 180) handlers.onRinging?.();
        },
        onReject: (response) => {
          failure = { statusCode: response.message.statusCode ?? 500, reason: response.message.reasonPhrase ?? 'Rejected' };
        },
      },
    });
    return { inviter, sent };
  }

  private async reinvite(session: Session, hold: boolean) {
    if (session.state !== SessionState.Established) return;
    session.sessionDescriptionHandlerOptionsReInvite = { hold } as object;
    await session.invite().catch(() => undefined);
  }

  async stop(): Promise<void> {
    for (const session of [...this.sessions]) {
      if (session.state === SessionState.Established) await session.bye().catch(() => undefined);
    }
    await this.agent.stop();
  }
}
