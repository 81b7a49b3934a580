import os from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { installErrorHandler, installNotFoundHandler } from './http/error-handler';
import { installRateLimiter } from './http/rate-limiter';
import { bearerToken } from './http/bearer-token';
import { createHandlers } from './http/handlers-impl';
import { createListsRuntime } from './areas/lists/lists-runtime';
import { registerRoutes } from './http/register-routes';
import { createRealtime } from './realtime/realtime';
import { createMonitor } from './areas/monitor/create-monitor';
import { createAcd } from './areas/acd/create-acd';
import { createImports } from './areas/imports/create-imports';
import { createTimelineChannel } from './areas/timeline/timeline-channel';
import { createAuthService } from './areas/session/auth-service';
import { createPresenceStore } from './areas/session/presence-store';
import { createCaptcha, type Captcha } from './areas/session/captcha';
import { createMetricsService } from './areas/metrics/metrics-service';
import { createSessionStore } from './areas/session/session-store';
import { createApiKeyService } from './areas/api-keys/api-key-service';
import { registerOpenApiRoute } from './http/openapi-route';
import { createTelephony, type TelephonyOptions } from './areas/telephony/create-telephony';
import { createReports } from './areas/reports/create-reports';
import { createRecordings } from './areas/recordings/create-recordings';
import { createMessaging } from './areas/email/create-messaging';
import type { SmsProvider } from './areas/sms/sms-provider';
import { createPlaybookJobs, type JobsOptions } from './areas/playbooks/playbook-jobs';
import { createJobRunner, poolOf } from './jobs/job-runner';
import type { SmtpSink } from './mail/smtp-sink';
import { createPartRegistry, type PartRegistry } from './parts';
import { createCrm } from './areas/crm/create-crm';
import type { CrmOptions } from './areas/crm/crm-options';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  clock?: Clock;
  captcha?: Captcha;
  logger?: boolean;
  /** Kamailio address, carrier and recordings folder; defaults work without a SIP server. */
  telephony?: TelephonyOptions;
  /** The SMS carrier; default the Simulated SMS carrier. */
  smsProvider?: SmsProvider;
  /** Playbook tick and job polling intervals (env PLAYBOOK_TICK_MS, JOBS_POLL_SECONDS). */
  jobs?: JobsOptions;
  /** The built-in SMTP sink mail goes to (shown as the demo mailbox); absent with SMTP_URL. */
  mailSink?: SmtpSink;
  /** Where uploaded CSV imports are kept (npm start: DATA_DIR/imports); default a folder under the system's temp. */
  importsDir?: string;
  /** Records per CSV import transaction (tests make it small to stop between batches). */
  importBatchRows?: number;
  /** The state of the real parts beside the server (npm start fills it as it starts them); default: what the deps say. */
  parts?: PartRegistry;
  /** Where rate-limit counts live (server/http/rate-limits.ts); default in memory, one node's worth. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** The CRM org tenants connect to (npm start: a connected app or the Simulated Salesforce); absent: none. */
  crm?: CrmOptions;
}

export interface App {
  fastify: FastifyInstance;
  /** The playbook engine: tests run a tick directly (the periodic tick starts with listen). */
  jobs: { tick: () => Promise<unknown> };
  /** The CSV import runner: tests stop it mid-import and start it again, as a restart would. */
  imports: { start(): void; stop(): Promise<void>; idle(): Promise<void> };
  /** The lists' once-a-minute scan (idle lists pause, dynamic lists auto refresh): tests run it directly. */
  lists: { scan: () => Promise<number> };
  /** Starts listening on loopback (or HOST) and attaches socket.io on the same origin. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const fastify = Fastify({ logger: deps.logger ?? false });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  // Bearer tokens, no cookies: extension pages of any id may call the API.
  await fastify.register(cors, { origin: true, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  installErrorHandler(fastify);

  const parts =
    deps.parts ??
    createPartRegistry({
      database: { state: 'up' },
      sip: deps.telephony?.sip ? { state: 'up', detail: deps.telephony.sip.wsServer } : { state: 'down', reason: 'No SIP server was started with this server.' },
      mail: { state: 'up', detail: deps.mailSink ? `built-in SMTP sink on ${deps.mailSink.url}` : 'SMTP relay' },
    });
  const realtime = createRealtime();
  const sessions = createSessionStore(deps.db, clock);
  const apiKeys = createApiKeyService(deps.db, clock);
  const limiter = await installRateLimiter(fastify, {
    ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    signedIn: async (request) => {
      const token = bearerToken(request);
      return (
        token !== undefined &&
        (await sessions.authenticate(token).then(
          () => true,
          () => false,
        ))
      );
    },
  });
  installNotFoundHandler(fastify, limiter.notFound);
  const captcha = deps.captcha ?? createCaptcha(deps.config.secret);
  const presence = createPresenceStore({ db: deps.db, realtime });
  const auth = createAuthService({ db: deps.db, clock, config: deps.config, sessions, captcha, mailer: deps.mailer, presence });
  const metrics = createMetricsService(deps.db, clock);
  const timeline = createTimelineChannel();
  const telephony = createTelephony({
    db: deps.db,
    clock,
    realtime,
    timeline,
    sipRealm: deps.config.sipRealm,
    options: deps.telephony,
    sipStatus: () => {
      const now = parts.get('sip');
      return { running: now.state === 'up', reason: now.reason };
    },
  });
  // pg-boss on our PostgreSQL: started on first use, or by listen (which also begins the periodic jobs).
  const runner = createJobRunner({ pool: poolOf(deps.db), pollingIntervalSeconds: deps.jobs?.pollingIntervalSeconds ?? Number(process.env.JOBS_POLL_SECONDS ?? 2) });
  const messaging = createMessaging({ db: deps.db, clock, realtime, timeline, mailer: deps.mailer, secret: deps.config.secret, smsProvider: deps.smsProvider, mailSink: deps.mailSink, jobs: runner });
  const jobs = createPlaybookJobs({ db: deps.db, clock, realtime, messaging, runner, ...(deps.jobs?.tickMs ? { tickMs: deps.jobs.tickMs } : {}) });
  const lists = createListsRuntime({ db: deps.db, clock, realtime });
  const monitor = createMonitor({ db: deps.db, clock, realtime, presence, relay: telephony.handlerDeps.relay });
  const acd = createAcd({
    db: deps.db,
    clock,
    presence: monitor.handlerDeps.presence,
    secret: deps.config.secret,
    sip: deps.telephony?.sip,
    messageAudio: telephony.handlerDeps.relay?.audio ?? null,
    contactOf: async (tenantId, number) => (await telephony.handlerDeps.callLog.callInfoByNumber({ tenantId }, number).catch(() => []))[0]?.id ?? null,
    mailer: deps.mailer,
  });
  await acd.start();
  const recordings = createRecordings({ db: deps.db, clock, secret: deps.config.secret, telephony: telephony.handlerDeps });
  const reports = createReports({ db: deps.db, clock, secret: deps.config.secret });
  const imports = createImports({
    db: deps.db,
    clock,
    realtime,
    lists,
    dir: deps.importsDir ?? path.join(os.tmpdir(), 'dialworks-imports'),
    ...(deps.importBatchRows ? { batchRows: deps.importBatchRows } : {}),
  });
  const crm = createCrm({ db: deps.db, clock, secret: deps.config.secret, options: deps.crm, runner });
  registerRoutes(
    fastify,
    createHandlers({
      db: deps.db,
      version: deps.config.version,
      parts,
      captcha,
      auth,
      metrics,
      clock,
      timeline,
      telephony: telephony.handlerDeps,
      realtime,
      messaging: messaging.handlerDeps,
      playbooks: jobs.handlerDeps,
      lists,
      recordings: recordings.handlerDeps,
      monitor: monitor.handlerDeps,
      acd: acd.handlerDeps,
      reports: reports.handlerDeps,
      imports: imports.handlerDeps,
      apiKeys,
      crm: crm.handlerDeps,
    }),
    sessions,
    apiKeys,
    limiter,
  );
  registerOpenApiRoute(fastify, deps.config.version);
  telephony.registerRoutes(fastify, sessions);
  recordings.registerRoutes(fastify, sessions);
  messaging.registerRoutes(fastify, sessions);
  reports.registerRoutes(fastify);
  imports.registerRoutes(fastify, sessions);

  return {
    fastify,
    jobs: { tick: () => jobs.engine.tick() },
    lists: { scan: () => lists.refresh.scan() },
    imports: { start: imports.start, stop: imports.stop, idle: () => imports.handlerDeps.runner.idle() },
    async listen(port, host = '127.0.0.1') {
      const address = await fastify.listen({ port, host });
      messaging.setPublicUrl(address);
      crm.setPublicUrl(address);
      const io = realtime.attach(fastify.server, sessions);
      timeline.attach(io, sessions, deps.db);
      await runner.start();
      lists.refresh.start();
      imports.start();
      return address;
    },
    async close() {
      await imports.stop();
      await lists.refresh.stop();
      await jobs.stop();
      await runner.stop();
      await acd.close();
      await telephony.close();
      messaging.close();
      await realtime.close();
      await fastify.close();
    },
  };
}
