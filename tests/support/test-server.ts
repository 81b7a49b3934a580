import path from 'node:path';
import os from 'node:os';
import type { SmsProvider } from '@/server/areas/sms/sms-provider';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { createSmtpMailer } from '../../server/mail/mailer';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink';
import type { Clock } from '../../server/clock';
import type { TelephonyOptions } from '../../server/areas/telephony/create-telephony';
import { DEMO_PASSWORD } from '../../server/seed/demo-tenant';
import type { PartRegistry } from '../../server/parts';
import type { CrmOptions } from '../../server/areas/crm/crm-options';

export const TEST_SECRET = 'test-secret-not-for-production';

/** A clock the test moves by hand. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
}

export interface TestServer {
  app: App;
  db: Db;
  mail: SmtpSink;
  /** Calls the API through Fastify's inject (the real routes, no socket). */
  // Tests read a reply field by field after asserting its status; a parsed contract type per call would be noise here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request(method: string, url: string, options?: { token?: string; body?: unknown }): Promise<{ status: number; body: any }>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database copied from the seeded template, the real app on it, a real SMTP sink. */
export interface TestServerOptions {
  clock?: Clock;
  telephony?: TelephonyOptions;
  /** The real parts' states as npm start would report them (default: from the options). */
  parts?: PartRegistry;
  /** The SMS carrier (default: the Simulated SMS carrier, keeping nothing). */
  smsProvider?: SmsProvider;
  /** Records per CSV import transaction. */
  importBatchRows?: number;
  /** The CRM org tenants connect to (the CRM tests' Simulated Salesforce). */
  crm?: CrmOptions;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString(), 4);
  const mail = await startSmtpSink(0);
  const app = await buildApp({
    db: database.db,
    config: defaultConfig(TEST_SECRET),
    mailer: createSmtpMailer(mail.url),
    mailSink: mail,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.telephony ? { telephony: options.telephony } : {}),
    ...(options.parts ? { parts: options.parts } : {}),
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
    ...(options.importBatchRows ? { importBatchRows: options.importBatchRows } : {}),
    ...(options.crm ? { crm: options.crm } : {}),
    importsDir: path.join(os.tmpdir(), `dialworks-imports-${name}`),
  });
  await app.fastify.ready();

  const request: TestServer['request'] = async (method, path, opts = {}) => {
    const res = await app.fastify.inject({
      method: method as 'GET',
      url: `/api${path}`,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };

  return {
    app,
    db: database.db,
    mail,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request('POST', '/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.payload.authToken as string;
    },
    async close() {
      await app.close();
      await mail.close();
      await database.close();
    },
  };
}
