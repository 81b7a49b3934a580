import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONFIG_TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../telephony/kamailio/kamailio.cfg');
const INSTALL_HINT = 'apt-get install -y --no-install-recommends kamailio kamailio-websocket-modules kamailio-autheph-modules';
const KAMAILIO_BIN = process.env.KAMAILIO_BIN ?? existsOnPath('kamailio') ?? '/usr/sbin/kamailio';

function existsOnPath(bin: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

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
  /** One RUNDIR per instance (pid file, control socket, rendered config); default a temp dir. */
  runDir?: string;
  readyTimeoutMs?: number;
  /** Start it again this long after it exits by itself (crash, kill); 0 = never. Default 1000 ms. */
  restartDelayMs?: number;
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
  if (!existsOnPath(KAMAILIO_BIN) && !KAMAILIO_BIN.startsWith('/')) throw new Error(`Kamailio is not installed. Install it with: ${INSTALL_HINT}`);
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
  });
  const cfgPath = path.join(runDir, 'kamailio.cfg');
  await writeFile(cfgPath, config, { mode: 0o600 });

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // true while we stop it on purpose: only an exit nobody asked for is supervised.
  let stopping = false;
  let closed = false;
  const restartDelayMs = options.restartDelayMs ?? 1000;

  const launch = async () => {
    const output: string[] = [];
    const proc = spawn(KAMAILIO_BIN, ['-f', cfgPath, '-DD', '-E', '-P', path.join(runDir, 'kamailio.pid'), '-Y', runDir, '-m', '64', '-M', '8'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    // Never outlive the process that started it, even when that one crashes.
    const killOnExit = () => proc.kill('SIGTERM');
    process.once('exit', killOnExit);
    proc.once('exit', () => process.off('exit', killOnExit));
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        if (output.length > 40) output.shift();
        options.onLog?.(line);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    let failed: Error | undefined;
    exited = new Promise((resolve) => {
      proc.once('exit', () => resolve());
      proc.once('error', (error: NodeJS.ErrnoException) => {
        failed = error.code === 'ENOENT' ? new Error(`Kamailio is not installed. Install it with: ${INSTALL_HINT}`) : error;
        resolve();
      });
    });
    const deadline = Date.now() + (options.readyTimeoutMs ?? 10_000);
    while (Date.now() < deadline) {
      if (failed) throw failed;
      if (proc.exitCode !== null) break;
      if (await answersHttp(host, port)) {
        proc.once('exit', () => {
          if (stopping || closed || !restartDelayMs) return;
          options.onLog?.(`kamailio exited (${proc.exitCode ?? proc.signalCode}); starting it again in ${restartDelayMs} ms`);
          options.onStatus?.(false, `Kamailio exited (${proc.exitCode ?? proc.signalCode}); it is being started again`);
          setTimeout(() => {
            if (stopping || closed) return;
            launch()
              .then(() => options.onStatus?.(true, null))
              .catch((error: unknown) => {
                options.onLog?.(`kamailio restart failed: ${String(error)}`);
                options.onStatus?.(false, `Kamailio could not be started again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
              });
          }, restartDelayMs).unref();
        });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    proc.kill('SIGKILL');
    const log = output.join('\n');
    const missingModule = /could not open module|cannot open shared object/i.test(log);
    throw new Error(`Kamailio did not start on ${host}:${port}${missingModule ? `; a module is missing, install: ${INSTALL_HINT}` : ''}\n${log}`);
  };

  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    stopping = true;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    stopping = false;
  };

  await launch();
  return {
    wsServer: `ws://${host}:${port}`,
    port,
    host,
    runDir,
    pidFile: path.join(runDir, 'kamailio.pid'),
    stop: async () => {
      closed = true;
      await stop();
      if (!options.runDir) await rm(runDir, { recursive: true, force: true });
    },
    restart: async () => {
      await stop();
      await launch();
    },
    registrations: () => spawnSync('kamcmd', ['-s', `unix:${path.join(runDir, 'kamailio_ctl')}`, 'ul.dump', 'brief'], { encoding: 'utf8' }).stdout ?? '',
    registrationDetails: () => spawnSync('kamcmd', ['-s', `unix:${path.join(runDir, 'kamailio_ctl')}`, 'ul.dump'], { encoding: 'utf8' }).stdout ?? '',
  };
}
