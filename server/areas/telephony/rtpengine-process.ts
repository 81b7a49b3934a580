import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './kamailio-process';
import { createNgClient, type NgClient } from './media/ng-client';
import { findBinary, startSupervised } from '../../process/supervised-process';

const INSTALL_HINT = 'apt-get install -y --no-install-recommends rtpengine-daemon';

export interface RtpengineOptions {
  host?: string;
  /** The ng control port (UDP, loopback only); 0 picks a free one. */
  ngPort?: number;
  /** The RTP port range it relays media on. */
  portMin?: number;
  portMax?: number;
  /** Where it writes call recordings (pcap) and their metadata. */
  recordingDir?: string;
  restartDelayMs?: number;
  /** Where its pid is recorded while it runs (DATA_DIR/run/rtpengine.pid: a start after a crash finds it). */
  recordFile?: string;
  onLog?: (line: string) => void;
  onStatus?: (running: boolean, reason: string | null) => void;
}

export interface RtpengineInstance {
  host: string;
  ngPort: number;
  recordingDir: string;
  /** A client of its control port, for the commands Kamailio does not issue (play media, query, recording). */
  ng: NgClient;
  /** Its pid (null while it is down). */
  pid(): number | null;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/** Answers the ng protocol's ping. */
async function answersPing(ng: NgClient): Promise<boolean> {
  try {
    return (await ng.request('ping')).result === 'pong';
  } catch {
    return false;
  }
}

/**
 * The media relay: Debian's rtpengine 10.5 in userspace (no kernel module: table -1) on loopback,
 * its ng control port on loopback only, recording to pcap (the only method it has without the
 * kernel module). Started again after it dies, like Kamailio.
 */
export async function startRtpengine(options: RtpengineOptions = {}): Promise<RtpengineInstance> {
  const host = options.host ?? '127.0.0.1';
  const ngPort = options.ngPort || (await freePort(host));
  const recordingDir = options.recordingDir ?? path.join(os.tmpdir(), `dialworks-rtpengine-${ngPort}`);
  await mkdir(recordingDir, { recursive: true });
  const portMin = options.portMin ?? 30000;
  const portMax = options.portMax ?? 39999;
  const ng = createNgClient({ host, port: ngPort, timeoutMs: 500 });
  const supervised = await startSupervised({
    name: 'rtpengine',
    bin: findBinary(process.env.RTPENGINE_BIN, 'rtpengine', '/usr/bin/rtpengine'),
    args: [
      // Debian's /etc/rtpengine/rtpengine.conf adds fixed CLI and HTTP ports (2224, 2225): two relays (parallel tests) would collide.
      '--config-file=none',
      '--foreground',
      '--log-stderr',
      '--table=-1',
      `--interface=${host}`,
      `--listen-ng=${host}:${ngPort}`,
      `--port-min=${portMin}`,
      `--port-max=${portMax}`,
      `--recording-dir=${recordingDir}`,
      '--recording-method=pcap',
      '--log-level=5',
      '--delete-delay=0',
    ],
    installHint: INSTALL_HINT,
    ready: () => answersPing(ng),
    ...(options.restartDelayMs !== undefined ? { restartDelayMs: options.restartDelayMs } : {}),
    ...(options.recordFile ? { recordFile: options.recordFile } : {}),
    ...(options.onLog ? { onLog: options.onLog } : {}),
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
  }).catch((error: unknown) => {
    ng.close();
    throw error;
  });
  return {
    host,
    ngPort,
    recordingDir,
    ng,
    pid: () => supervised.pid(),
    stop: async () => {
      await supervised.close();
      ng.close();
    },
    restart: () => supervised.restart(),
  };
}
