import { Inviter, Registerer, RegistererState, SessionState, UserAgent, type Invitation } from 'sip.js';
import { issueSipCredentials } from './sip-credentials';
import { startKamailio, type KamailioInstance } from './kamailio-process';
import { createSimulatedCarrier, type SimulatedCarrier } from './simulated-carrier/carrier';
import type { CarrierTimings } from './simulated-carrier/outcomes';
import { CARRIER_SIP_USER } from './simulated-carrier/sip-peer';
import { ensureNodeWebSocket } from './simulated-carrier/node-websocket';
import { SilentSessionDescriptionHandler } from './simulated-carrier/silent-sdh';

export const SIP_DOMAIN = 'localhost';

/** Timings scaled down so carrier outcomes take tens of milliseconds. */
export const FAST_TIMINGS: CarrierTimings = { answerMs: 60, slowAnswerMs: 180, machineAnswerMs: 90, machineBeepMs: 150, rejectMs: 20 };

export async function startSipServer(secret: string): Promise<KamailioInstance> {
  return startKamailio({ secret, domain: SIP_DOMAIN });
}

export async function startCarrier(kamailio: KamailioInstance, secret: string, maxRingingSeconds = 1): Promise<SimulatedCarrier> {
  const carrier = createSimulatedCarrier({
    timings: FAST_TIMINGS,
    sip: { wsServer: kamailio.wsServer, domain: SIP_DOMAIN, maxRingingSeconds, credentials: () => issueSipCredentials({ secret, sipUser: CARRIER_SIP_USER, now: new Date(), ttlSeconds: 3600 }) },
  });
  await carrier.start();
  return carrier;
}

/** A softphone stand-in: a sip.js UA in Node with the no-media description handler. */
export class TestPhone {
  readonly ua: UserAgent;
  readonly registerer: Registerer;
  readonly incoming: Invitation[] = [];
  readonly infos: string[] = [];
  /** Every SIP request this user agent received, as it came off the wire: method and Call-ID. */
  readonly requests: { method: string; callId: string }[] = [];

  constructor(wsServer: string, user: string, creds: { deviceUser: string; devicePass: string }) {
    ensureNodeWebSocket();
    this.ua = new UserAgent({
      uri: UserAgent.makeURI(`sip:${user}@${SIP_DOMAIN}`)!,
      authorizationUsername: creds.deviceUser,
      authorizationPassword: creds.devicePass,
      transportOptions: { server: wsServer, connectionTimeout: 2 },
      sessionDescriptionHandlerFactory: () => new SilentSessionDescriptionHandler(),
      logLevel: 'error',
      logBuiltinEnabled: false,
      delegate: { onInvite: (inv) => void this.incoming.push(inv) },
    });
    this.registerer = new Registerer(this.ua, { expires: 300 });
    // Recorded before sip.js handles it (a request for a dialog it does not have is only answered 481).
    // The transport outlives reconnects, so this sees every connection's requests.
    const deliver = this.ua.transport.onMessage;
    this.ua.transport.onMessage = (message: string) => {
      const method = /^([A-Z]+) \S+ SIP\/2\.0\r?\n/.exec(message)?.[1];
      const callId = /^(?:Call-ID|i)\s*:\s*(\S+)/im.exec(message)?.[1];
      if (method && callId) this.requests.push({ method, callId });
      deliver?.(message);
    };
  }

  /** Resolves with the registerer's state once it settles (Registered, or not within timeoutMs). */
  async register(timeoutMs = 3000): Promise<RegistererState | number> {
    await this.ua.start();
    return new Promise<RegistererState | number>((resolve) => {
      const timer = setTimeout(() => resolve(this.registerer.state), timeoutMs);
      this.registerer.stateChange.addListener((s) => {
        if (s === RegistererState.Registered) {
          clearTimeout(timer);
          resolve(s);
        }
      });
      // A final rejection (401 again, 403) settles at once with its status code.
      void this.registerer.register({
        requestDelegate: {
          onReject: (r) => {
            clearTimeout(timer);
            resolve(r.message.statusCode ?? 0);
          },
        },
      });
    });
  }

  /** Calls `target` and resolves with how it ended up: 'established' or the final failure status. */
  async call(target: string, headers: string[] = []): Promise<{ inviter: Inviter; outcome: Promise<{ established: boolean; statusCode: number | null; ms: number }> }> {
    const inviter = new Inviter(this.ua, UserAgent.makeURI(`sip:${target}@${SIP_DOMAIN}`)!, { extraHeaders: headers });
    const started = Date.now();
    let status: number | null = null;
    const outcome = new Promise<{ established: boolean; statusCode: number | null; ms: number }>((resolve) => {
      inviter.stateChange.addListener((s) => {
        if (s === SessionState.Established) resolve({ established: true, statusCode: 200, ms: Date.now() - started });
        // sip.js reports the rejection after the state change: read the status a tick later.
        if (s === SessionState.Terminated) setTimeout(() => resolve({ established: false, statusCode: status, ms: Date.now() - started }), 0);
      });
    });
    inviter.delegate = { onInfo: (info) => void (this.infos.push(info.request.body ?? ''), info.accept()) };
    await inviter.invite({ requestDelegate: { onReject: (r) => void (status = r.message.statusCode ?? null) } });
    return { inviter, outcome };
  }

  waitIncoming(timeoutMs = 3000): Promise<Invitation> {
    const deadline = Date.now() + timeoutMs;
    return new Promise((resolve, reject) => {
      const poll = () => {
        const inv = this.incoming.shift();
        if (inv) return resolve(inv);
        if (Date.now() > deadline) return reject(new Error('no incoming call'));
        setTimeout(poll, 20);
      };
      poll();
    });
  }

  async stop() {
    await this.registerer.unregister().catch(() => undefined);
    await this.ua.stop().catch(() => undefined);
  }
}

export const phoneCredentials = (secret: string, user: string, now = new Date(), ttlSeconds = 3600) => issueSipCredentials({ secret, sipUser: user, now, ttlSeconds });

/** What the Simulated carrier heard on its call to `number` (its WAV file), once that call is over. */
export const carrierHeardOn = (carrier: SimulatedCarrier, number: string) =>
  new Promise<{ number: string; callId: string; file: string }>((resolve) => {
    const listener = (heard: { number: string; callId: string; file: string }) => {
      if (heard.number !== number) return;
      carrier.sipPeer!.off('heard', listener);
      resolve(heard);
    };
    carrier.sipPeer!.on('heard', listener);
  });
