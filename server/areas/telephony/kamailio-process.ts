import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processFacts } from '../../process/process-table';
import { findBinary, startSupervised } from '../../process/supervised-process';

/** The ACD's SIP user: Kamailio routes the carrier's calls to our numbers to its registration. */
export const ACD_SIP_USER = 'acd';

const CONFIG_TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../telephony/kamailio/kamailio.cfg');
const INSTALL_HINT = 'apt-get install -y --no-install-recommends kamailio kamailio-websocket-modules kamailio-autheph-modules';

export interface KamailioOptions {
  /** Shared secret for autheph (the server's SECRET). */
  secret: string;
  /** SIP domain (= the session's realm). */
  domain: string;
  /** WebSocket port; 0 picks a free one. */
  port?: number;
  host?: string;
  /** SIP user the Simulated carrier registers as. */
  carrierUser?: string;
  /** rtpengine's ng control port on loopback (calls to the carrier are anchored on it). */
  ngPort?: number;
  /** One RUNDIR per instance (pid file, control socket, rendered config); default a temp dir. */
  runDir?: string;
  readyTimeoutMs?: number;
  /** Start it again this long after it exits by itself (crash, kill); 0 = never. Default 1000 ms. */
  restartDelayMs?: number;
  /** Where its pid is recorded while it runs (DATA_DIR/run/kamailio.pid: a start after a crash finds it). */
  recordFile?: string;
  /** Kamailio's own log lines. */
  onLog?: (line: string) => void;
  /** Supervision: down when it exits unasked (with why), up again once a restart answers. */
  onStatus?: (running: boolean, reason: string | null) => void;
}

export interface KamailioInstance {
  wsServer: string;
  port: number;
  host: string;
  runDir: string;
  /** Kamailio's main pid is written here (kill it to test recovery: it is started again after restartDelayMs). */
  pidFile: string;
  /** Its main process's pid (null while it is down). */
  mainPid(): number | null;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** Stop then start again on the same port (registrations are lost: they live in memory). */
  restart(): Promise<void>;
  /** `kamcmd ul.dump brief`: the registered AoRs. */
  registrations(): string;
  /** `kamcmd ul.dump`: every registration with its contacts (Address, Received, Tcpconn-Id, ...). */
  registrationDetails(): string;
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function answersHttp(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host, port, path: '/', timeout: 300 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
  });
}

export function renderKamailioConfig(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`kamailio.cfg: no value for {{${key}}}`);
    return value;
  });
}

/**
 * Starts Kamailio in the foreground with the repo's config on loopback; ready when its WebSocket
 * port answers HTTP. A missing binary or module fails with the apt-get line that installs it.
 */
export async function startKamailio(options: KamailioOptions): Promise<KamailioInstance> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const runDir = options.runDir ?? (await mkdtemp(path.join(os.tmpdir(), 'dialworks-kamailio-')));
  if (/["\\\n]/.test(options.secret) || /["\\\n]/.test(options.domain)) throw new Error('Kamailio secret and domain cannot contain quotes, backslashes or newlines');
  const config = renderKamailioConfig(await readFile(CONFIG_TEMPLATE, 'utf8'), {
    WS_PORT: String(port),
    LISTEN_HOST: host,
    DOMAIN: options.domain,
    SECRET: options.secret,
    RUNDIR: runDir,
    CARRIER_USER: options.carrierUser ?? 'carrier',
    ACD_USER: ACD_SIP_USER,
    NG_PORT: String(options.ngPort ?? 22222),
  });
  const cfgPath = path.join(runDir, 'kamailio.cfg');
  await writeFile(cfgPath, config, { mode: 0o600 });

  const pidFile = path.join(runDir, 'kamailio.pid');
  const supervised = await startSupervised({
    name: 'Kamailio',
    bin: findBinary(process.env.KAMAILIO_BIN, 'kamailio', '/usr/sbin/kamailio'),
    args: ['-f', cfgPath, '-DD', '-E', '-P', pidFile, '-Y', runDir, '-m', '64', '-M', '8'],
    // Kamailio refuses to start while its pid file names a live process: a stale one (a crash) is removed.
    beforeLaunch: () => {
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN;
      if (Number.isInteger(pid) && !/kamailio/.test(processFacts(pid)?.cmdline ?? '')) rmSync(pidFile, { force: true });
    },
    ...(options.recordFile ? { recordFile: options.recordFile } : {}),
    installHint: INSTALL_HINT,
    ready: () => answersHttp(host, port),
    ...(options.readyTimeoutMs !== undefined ? { readyTimeoutMs: options.readyTimeoutMs } : {}),
    ...(options.restartDelayMs !== undefined ? { restartDelayMs: options.restartDelayMs } : {}),
    explainFailure: (log) => ` on ${host}:${port}${/could not open module|cannot open shared object/i.test(log) ? `; a module is missing, install: ${INSTALL_HINT}` : ''}`,
    ...(options.onLog ? { onLog: options.onLog } : {}),
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
  });
  return {
    wsServer: `ws://${host}:${port}`,
    port,
    host,
    runDir,
    pidFile,
    mainPid: () => supervised.pid(),
    stop: async () => {
      await supervised.close();
      if (!options.runDir) await rm(runDir, { recursive: true, force: true });
    },
    restart: () => supervised.restart(),
    registrations: () => spawnSync('kamcmd', ['-s', `unix:${path.join(runDir, 'kamailio_ctl')}`, 'ul.dump', 'brief'], { encoding: 'utf8' }).stdout ?? '',
    registrationDetails: () => spawnSync('kamcmd', ['-s', `unix:${path.join(runDir, 'kamailio_ctl')}`, 'ul.dump'], { encoding: 'utf8' }).stdout ?? '',
  };
}
