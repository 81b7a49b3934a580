import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SipConfig } from '@/src/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { TimelinePush } from '../../activity/activity-log';
import { createCallLogService } from './call-log-service';
import type { SessionStore } from '../session/session-store';
import { createTelephonySettingsService } from './telephony-settings-service';
import { createCallResultOptionsService } from './call-result-options-service';
import { createPstnCalls } from './pstn-calls';
import type { TelephonyProvider } from './provider';
import { registerRecordingRoutes } from './recording-routes';
import { registerMessageAudioRoutes } from './message-audio-routes';
import { createPredefinedMessageService } from './predefined-message-service';
import { sipUserOf } from './telephony-directory';
import { createRecordingStore } from './recording-store';
import { createRelayRecorder } from './relay-recorder';
import { createRecordingUploads } from './recording-uploads';
import { createRelayCalls } from './relay-calls';
import { createCallMedia } from './media/call-media';
import { createMessageAudio } from './message-audio';
import type { NgClient } from './media/ng-client';
import { createSimulatedCarrier } from './simulated-carrier/carrier';

export interface TelephonyOptions {
  /** Kamailio's WebSocket URL and SIP domain (from the running Kamailio). */
  sip?: { wsServer: string; domain: string };
  /** Default: the Simulated carrier without a SIP connection (pstn legs only). */
  provider?: TelephonyProvider;
  recordingsDir?: string;
  /** The media relay's control and its capture folder: calls on it are recorded there. Without it the phones record. */
  media?: { ng: NgClient; recordingDir: string };
  /** A recording uploaded in parts is finished when no part came for this long (the page is gone). */
  recordingUploadIdleMs?: number;
  /** Where the spoken audio of predefined messages is kept (default: a temporary folder). */
  messageAudioDir?: string;
}

/** Telephony services, wired once per app: settings, call log, pstn legs, recordings. */
export function createTelephony(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  /** Live timeline entries for the calls written to the activity log. */
  timeline?: TimelinePush;
  sipRealm: string;
  options?: TelephonyOptions | undefined;
  /** Whether the SIP server runs now, and why not (the server's part registry). */
  sipStatus: () => { running: boolean; reason: string | null };
}) {
  const options = deps.options ?? {};
  const provider = options.provider ?? createSimulatedCarrier();
  const settings = createTelephonySettingsService(deps.db);
  const recordingsDir = options.recordingsDir ?? path.join(os.tmpdir(), 'dialworks-recordings');
  const recordings = createRecordingStore(deps.db, recordingsDir);
  const uploads = createRecordingUploads({
    store: recordings,
    dir: path.join(recordingsDir, 'parts'),
    ...(options.recordingUploadIdleMs !== undefined ? { idleMs: options.recordingUploadIdleMs } : {}),
    log: (line) => console.warn(`[recording] ${line}`),
  });
  const messageAudioDir = options.messageAudioDir ?? path.join(os.tmpdir(), 'dialworks-message-audio');
  const relay = options.media ? { ng: options.media.ng, calls: createRelayCalls(options.media.ng), media: createCallMedia(options.media.ng), audio: createMessageAudio(messageAudioDir) } : null;
  const relayRecorder = options.media
    ? createRelayRecorder({ ng: options.media.ng, recordingDir: options.media.recordingDir, store: recordings, log: (line) => console.warn(`[recording] ${line}`) })
    : null;
  const pstn = createPstnCalls({ db: deps.db, clock: deps.clock, provider, realtime: deps.realtime, settings, recordings });
  deps.realtime.addRoomGuard((auth, room) => pstn.mayJoin(auth, room));
  const sip: Omit<SipConfig, 'server'> = {
    wsServer: options.sip?.wsServer ?? process.env.SIP_WS_URL ?? 'ws://127.0.0.1:5066',
    domain: options.sip?.domain ?? deps.sipRealm,
    iceServers: [],
    registerExpires: 360,
    carrier: { name: provider.name, simulated: provider.simulated },
  };
  // Recorded messages are kept beside the spoken ones.
  const messages = createPredefinedMessageService(deps.db, relay ? { ...relay, sipUserOf: (auth) => sipUserOf(deps.db, auth) } : null, path.join(messageAudioDir, 'recorded'));
  return {
    handlerDeps: {
      settings,
      callResultOptions: createCallResultOptionsService(deps.db, settings),
      callLog: createCallLogService(deps.db, deps.clock, settings, deps.timeline),
      pstn,
      recordings,
      relayRecorder,
      relay,
      messages,
      sip,
      sipStatus: deps.sipStatus,
    },
    registerRoutes: (fastify: FastifyInstance, sessions: SessionStore) => {
      registerRecordingRoutes(fastify, sessions, recordings, uploads);
      registerMessageAudioRoutes(fastify, sessions, messages);
    },
    close: async () => {
      pstn.close();
      await Promise.all([relayRecorder?.close(), uploads.close()]);
    },
  };
}

export type TelephonyHandlerDeps = ReturnType<typeof createTelephony>['handlerDeps'];
