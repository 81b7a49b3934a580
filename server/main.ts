import { createSimulatedSmsCarrier } from './areas/sms/simulated-sms-carrier';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createPartRegistry } from './parts';
import { defaultConfig } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { createSmtpMailer } from './mail/mailer';
import { startSmtpSink } from './mail/smtp-sink';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoTenant } from './seed/demo-tenant';
import { loadSecret, startDatabase } from './start-database';
import { startTelephony, type StartedTelephony } from './areas/telephony/start-telephony';
import { startCrm } from './areas/crm/start-crm';
import { recordServer, stopLeftovers } from './process/leftovers';
import { startFailure } from './process/start-failure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');

async function main() {
  const parts = createPartRegistry();
  // An earlier run of this DATA_DIR that was killed (SIGKILL, a crash) may have left its children running: they go first.
  for (const what of await stopLeftovers(dataDir)) console.log(`[start] stopped ${what}, left running by an earlier run of ${dataDir}`);
  const unrecord = recordServer(dataDir);
  // /api/health answers anyone: the part names no server path (the log below does).
  const databaseDetail = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL (DATA_DIR)';
  const database = await startDatabase(dataDir, process.env.DATABASE_URL, Number(process.env.PG_PORT ?? port + 1000), (running, reason) =>
    parts.set('database', running ? { state: 'up', detail: databaseDetail } : { state: 'down', reason }),
  );
  parts.set('database', { state: 'up', detail: databaseDetail });
  const { db, close } = openDatabase(database.url);
  await migrateDatabase(db);
  const seeded = await seedDemoTenant(db);

  // No SMTP_URL: mail goes to the built-in sink, and its text is printed so sign-in codes can be read.
  const sink = process.env.SMTP_URL
    ? null
    : await startSmtpSink(Number(process.env.SMTP_SINK_PORT ?? port + 25), (mail) => {
        console.log(
          `\n[mail sink] to ${mail.to.join(', ')}\n${mail.raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n\n')
            .trim()}\n`,
        );
        // MAIL_SINK_FILE: each received mail also as a JSON line (the end-to-end tests read it).
        if (process.env.MAIL_SINK_FILE) appendFileSync(process.env.MAIL_SINK_FILE, `${JSON.stringify({ ...mail, source: undefined })}\n`);
      });
  const mailer = createSmtpMailer(process.env.SMTP_URL ?? sink!.url, undefined, { pool: true });
  const config = defaultConfig(loadSecret(dataDir));
  // Kamailio + the Simulated carrier; without Kamailio the server still runs (no softphone calls).
  const sipPort = process.env.SIP_WS_PORT ? Number(process.env.SIP_WS_PORT) : process.env.PORT ? 0 : 5066;
  parts.set('mail', { state: 'up', detail: sink ? `built-in SMTP sink on ${sink.url}` : 'SMTP relay (SMTP_URL)' });
  const telephony: StartedTelephony | null = await startTelephony({
    secret: config.secret,
    domain: config.sipRealm,
    port: sipPort,
    dataDir,
    // The bench answers at once, so call set-up figures hold no carrier ringing.
    ...(process.env.CARRIER_ANSWER_MS ? { timings: { answerMs: Number(process.env.CARRIER_ANSWER_MS) } } : {}),
    restartDelayMs: Number(process.env.SIP_RESTART_DELAY_MS ?? 1000),
    onStatus: (running, reason) => parts.set('sip', running ? { state: 'up', detail: telephony?.kamailio.wsServer ?? null } : { state: 'down', reason }),
    onMediaStatus: (running, reason) => parts.set('media', running ? { state: 'up', detail: 'rtpengine on loopback' } : { state: 'down', reason }),
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    console.error(`\n[telephony] ${error instanceof Error ? error.message : String(error)}\n`);
    parts.set('sip', { state: 'down', reason });
    if (parts.get('media').reason === 'not started') parts.set('media', { state: 'down', reason: 'Not started: the SIP server did not start.' });
    return null;
  });
  if (telephony) parts.set('sip', { state: 'up', detail: telephony.kamailio.wsServer });
  // Salesforce: a real org's connected app (SALESFORCE_CLIENT_ID…), or the Simulated Salesforce on loopback.
  const crm = await startCrm(dataDir).catch((error: unknown) => {
    parts.set('crm', { state: 'down', reason: `Not started: ${error instanceof Error ? error.message : String(error)}` });
    return null;
  });
  if (crm) parts.set('crm', { state: 'up', detail: crm.detail });
  const app = await buildApp({
    db,
    config,
    mailer,
    // The Simulated SMS carrier keeps what it sends beside the carrier's call audio (verification codes, for a look or a test).
    smsProvider: createSimulatedSmsCarrier({ outboxFile: path.join(dataDir, 'sms-outbox.jsonl') }),
    ...(sink ? { mailSink: sink } : {}),
    parts,
    logger: process.env.LOG === '1',
    telephony: telephony?.options ?? { recordingsDir: path.join(dataDir, 'recordings') },
    importsDir: path.join(dataDir, 'imports'),
    ...(crm ? { crm: crm.options } : {}),
  });
  // Before listening: a stop asked for as soon as the server answers (health up) must find its handler.
  const stop = async () => {
    await app.close();
    await telephony?.stop();
    await crm?.simulated?.close();
    // Pooled SMTP connections first: the sink waits for its clients to leave.
    mailer.close();
    await sink?.close();
    await close();
    await database.stop();
    unrecord();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = await app.listen(port, host);

  console.log(`
Dialworks reference server is ready at ${address}/api ${seeded.created ? '(demo tenant seeded)' : ''}
Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL (DATA_DIR)'}
SIP: ${telephony ? `Kamailio on ${telephony.kamailio.wsServer} (pid file ${telephony.kamailio.pidFile}), Simulated carrier registered` : 'not running (see the error above)'}
CRM: ${crm?.detail ?? `not running (${parts.get('crm').reason})`}
Mail: ${sink ? `built-in SMTP sink on ${sink.url} (messages printed here)` : process.env.SMTP_URL}
Extension: load ${path.join(root, '.output', 'chrome-mv3')} as an unpacked extension (chrome://extensions, Developer mode)
Demo tenant "Demo Co", password ${DEMO_PASSWORD}:
${DEMO_LOGINS.map((l) => `  ${l.email.padEnd(20)} ${l.role}`).join('\n')}
`);
}

main().catch((error: unknown) => {
  console.error(`\nDialworks could not start: ${startFailure(error)}`);
  process.exit(1);
});
