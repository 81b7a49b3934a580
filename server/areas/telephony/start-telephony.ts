import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runDirOf } from '../../process/leftovers';
import { issueSipCredentials } from './sip-credentials';
import type { TelephonyOptions } from './create-telephony';
import { freePort, startKamailio, type KamailioInstance } from './kamailio-process';
import { startRtpengine, type RtpengineInstance } from './rtpengine-process';
import { createSimulatedCarrier, type SimulatedCarrier } from './simulated-carrier/carrier';
import type { CarrierTimings } from './simulated-carrier/outcomes';
import { CARRIER_SIP_USER } from './simulated-carrier/sip-peer';

export interface StartedTelephony {
  kamailio: KamailioInstance;
  /** The media relay; null when it could not start (calls to numbers then fail with 503, and health says why). */
  rtpengine: RtpengineInstance | null;
  carrier: SimulatedCarrier;
  /** For buildApp({ telephony }). */
  options: TelephonyOptions;
  stop(): Promise<void>;
}

/**
 * Kamailio on loopback with the repo's config, and the Simulated carrier registered to it: what
 * `npm start` and the telephony tests run.
 */
export async function startTelephony(input: {
  secret: string;
  domain: string;
  port?: number;
  dataDir?: string;
  timings?: Partial<CarrierTimings>;
  maxRingingSeconds?: number;
  /** Supervision: Kamailio is started again this long after something else stopped it. */
  restartDelayMs?: number;
  log?: (line: string) => void;
  /** Kamailio's supervision: down when it exits unasked, up once it answers again. */
  onStatus?: (running: boolean, reason: string | null) => void;
  /** The media relay's: down when it could not start or exits unasked, up once it answers again. */
  onMediaStatus?: (running: boolean, reason: string | null) => void;
}): Promise<StartedTelephony> {
  // With a data dir, Kamailio's run dir is DATA_DIR/kamailio (pid file at a known place).
  const runDir = input.dataDir ? path.join(input.dataDir, 'kamailio') : undefined;
  if (runDir) await mkdir(runDir, { recursive: true });
  // The media relay first: Kamailio anchors calls to the carrier on it. Without it the SIP server still runs.
  const ngPort = await freePort();
  const rtpengine = await startRtpengine({
    ngPort,
    ...(input.dataDir ? { recordingDir: path.join(input.dataDir, 'rtpengine'), recordFile: path.join(runDirOf(input.dataDir), 'rtpengine.pid') } : {}),
    ...(input.restartDelayMs !== undefined ? { restartDelayMs: input.restartDelayMs } : {}),
    ...(input.log ? { onLog: (line: string) => input.log?.(`[rtpengine] ${line}`) } : {}),
    ...(input.onMediaStatus ? { onStatus: input.onMediaStatus } : {}),
  }).then(
    (started) => (input.onMediaStatus?.(true, null), started),
    (error: unknown) => (input.onMediaStatus?.(false, error instanceof Error ? error.message.split('\n')[0]! : String(error)), null),
  );
  let kamailio: KamailioInstance;
  try {
    kamailio = await startKamailio({
      ngPort,
      secret: input.secret,
      domain: input.domain,
      ...(input.port ? { port: input.port } : {}),
      ...(runDir ? { runDir } : {}),
      ...(input.dataDir ? { recordFile: path.join(runDirOf(input.dataDir), 'kamailio.pid') } : {}),
      ...(input.restartDelayMs !== undefined ? { restartDelayMs: input.restartDelayMs } : {}),
      ...(input.log ? { onLog: (line: string) => input.log?.(`[kamailio] ${line}`) } : {}),
      ...(input.onStatus ? { onStatus: input.onStatus } : {}),
    });
  } catch (error) {
    // Nothing would use the relay: stop it, and say why it does not run.
    await rtpengine?.stop();
    if (rtpengine) input.onMediaStatus?.(false, 'Stopped: the SIP server did not start.');
    throw error;
  }
  const carrier = createSimulatedCarrier({
    ...(input.timings ? { timings: input.timings } : {}),
    ...(input.log ? { log: input.log } : {}),
    sip: {
      wsServer: kamailio.wsServer,
      domain: input.domain,
      maxRingingSeconds: input.maxRingingSeconds ?? 30,
      audioDir: input.dataDir ? path.join(input.dataDir, 'carrier-audio') : path.join(os.tmpdir(), 'dialworks-carrier-audio'),
      // A day of validity; renewed at every reconnection.
      credentials: () => issueSipCredentials({ secret: input.secret, sipUser: CARRIER_SIP_USER, now: new Date(), ttlSeconds: 24 * 3600 }),
    },
  });
  try {
    await carrier.start();
  } catch (error) {
    await kamailio.stop();
    await rtpengine?.stop();
    throw error;
  }
  return {
    kamailio,
    rtpengine,
    carrier,
    options: {
      sip: { wsServer: kamailio.wsServer, domain: input.domain },
      provider: carrier,
      ...(input.dataDir ? { recordingsDir: path.join(input.dataDir, 'recordings'), messageAudioDir: path.join(input.dataDir, 'message-audio') } : {}),
      ...(rtpengine ? { media: { ng: rtpengine.ng, recordingDir: rtpengine.recordingDir } } : {}),
    },
    async stop() {
      await carrier.close();
      await kamailio.stop();
      await rtpengine?.stop();
    },
  };
}
