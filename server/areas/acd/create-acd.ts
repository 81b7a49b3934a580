import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AgentPresence } from '../monitor/agent-presence';
import { issueSipCredentials } from '../telephony/sip-credentials';
import { ACD_SIP_USER } from '../telephony/kamailio-process';
import { createMessageAudio, type MessageAudio } from '../telephony/message-audio';
import { createAcdEngine } from './acd-engine';
import { createAcdSipPeer, type AcdSipPeer } from './acd-sip-peer';
import { createHoldAudio } from './hold-audio';
import { createQueueMonitorService } from './queue-monitor-service';
import { createQueueStore } from './queue-store';
import type { Mailer } from '../../mail/mailer';
import { createDirectLine } from '../call-management/direct-line';
import { createInboundCallSettings } from '../call-management/inbound-call-settings';

/**
 * Inbound ACD queues, wired once per app: the queue store, the routing engine (fed by agents'
 * presence), the queue monitor, and, when a SIP server runs, the ACD's user agent that the carrier's
 * calls to queue numbers reach.
 */
export function createAcd(deps: {
  db: Db;
  clock: Clock;
  presence: AgentPresence;
  secret: string;
  sip: { wsServer: string; domain: string } | undefined;
  messageAudio: MessageAudio | null;
  contactOf(tenantId: number, number: string): Promise<number | null>;
  /** Voicemails are mailed with it. */
  mailer: Mailer;
}) {
  const queues = createQueueStore(deps.db);
  const messageAudio = deps.messageAudio ?? createMessageAudio(path.join(os.tmpdir(), 'dialworks-message-audio'));
  const audio = createHoldAudio({ db: deps.db, messageAudio });
  // A call to a user's own number (forwarding, voicemail) arrives the same way as one to a queue's.
  const directLine = createDirectLine({ db: deps.db, clock: deps.clock, settings: createInboundCallSettings(deps.db), messageAudio, mailer: deps.mailer, log: (line) => console.warn(line) });
  const engine = createAcdEngine({ db: deps.db, clock: deps.clock, presence: deps.presence, queues, audio, contactOf: deps.contactOf, log: (line) => console.warn(line) });
  const sip = deps.sip;
  const peer: AcdSipPeer | null = sip
    ? createAcdSipPeer({
        ...sip,
        credentials: () => issueSipCredentials({ secret: deps.secret, sipUser: ACD_SIP_USER, now: new Date(), ttlSeconds: 24 * 3600 }),
        onCaller: (caller) =>
          void directLine
            .userOf(caller.dialed)
            .then((user) => (user ? directLine.handle(caller, user) : engine.onCaller(caller)))
            .catch((error: unknown) => (console.warn('[ACD] a call could not be handled', error), caller.hangup())),
      })
    : null;
  return {
    handlerDeps: { queues, monitor: createQueueMonitorService({ db: deps.db, clock: deps.clock, queues, engine }), presence: deps.presence },
    /** Registers the ACD with the SIP server; a failure leaves queues unreachable, not the server down. */
    async start() {
      await peer?.start().catch((error: unknown) => console.warn('[ACD] could not register with the SIP server:', error instanceof Error ? error.message : error));
    },
    async close() {
      engine.close();
      await peer?.stop();
    },
  };
}

export type AcdHandlerDeps = ReturnType<typeof createAcd>['handlerDeps'];
