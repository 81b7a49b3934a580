import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { TimelinePush } from '../../activity/activity-log';
import { createMailboxService } from './email-mailbox-service';
import { createEmailSendService, type EmailJobs } from './email-send-service';
import { createEmailSettingsService } from './email-settings-service';
import { createEmailTemplateService } from './email-template-service';
import { createEmailTrackingService } from './email-tracking-service';
import type { SessionStore } from '../session/session-store';
import { createSmsService } from '../sms/sms-service';
import { createSimulatedSmsCarrier } from '../sms/simulated-sms-carrier';
import type { SmsProvider } from '../sms/sms-provider';
import type { JobRunner } from '../../jobs/job-runner';
import { registerEmailBinaryRoutes } from './email-binary-routes';
import { emailJobsOn } from './email-jobs';
import { createMailboxSecret } from './mailbox-secret';
import { createInboundMailNotifier } from './inbound-mail-notifier';
import type { Mailer } from '../../mail/mailer';
import type { SmtpSink } from '../../mail/smtp-sink';

/** Email and SMS services of one server: SMTP out, tracking, the SMS provider (default the Simulated SMS carrier). */
export function createMessaging(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  timeline: TimelinePush;
  mailer: Mailer;
  /** The server secret; mailbox passwords are encrypted with a key derived from it. */
  secret: string;
  smsProvider?: SmsProvider | undefined;
  /** The built-in SMTP sink, when mail goes there (the demo mailbox). */
  mailSink?: SmtpSink | undefined;
  /** The server's job runner: scheduled sends and retries of refused mail run on it. */
  jobs?: JobRunner | undefined;
}) {
  // Tracking URLs point at the address the server listens on (PUBLIC_URL when behind a proxy).
  let publicUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4100';
  let jobs: EmailJobs | null = null;
  const secret = createMailboxSecret(deps.secret);
  const provider = deps.smsProvider ?? createSimulatedSmsCarrier();
  const settings = createEmailSettingsService(deps.db, secret);
  const tracking = createEmailTrackingService(deps);
  const sms = createSmsService({ ...deps, provider });
  const send = createEmailSendService({ ...deps, settings, secret, publicUrl: () => publicUrl, jobs: () => jobs, retryBaseMs: Number(process.env.EMAIL_RETRY_BASE_MS ?? 60_000) });
  if (deps.jobs) jobs = emailJobsOn(deps.jobs, (messageId) => send.deliverQueued(messageId));
  const announce = createInboundMailNotifier(deps);
  const stopAnnouncing = deps.mailSink?.subscribe((mail) => void announce(mail).catch((error: unknown) => console.warn('[mail] could not announce a received mail', error)));
  deps.realtime.addRoomGuard(async (auth, room) => {
    const match = /^sms\/(\d{1,12})$/.exec(room);
    if (!match) return undefined;
    return sms.mayJoinThread(auth, Number(match[1]));
  });
  return {
    handlerDeps: { settings, templates: createEmailTemplateService(deps.db), send, sms, smsProvider: provider, mailbox: createMailboxService({ db: deps.db, sink: () => deps.mailSink ?? null }) },
    registerRoutes: (fastify: FastifyInstance, sessions: SessionStore) => registerEmailBinaryRoutes(fastify, sessions, deps.db, tracking, () => publicUrl),
    setPublicUrl(url: string) {
      if (!process.env.PUBLIC_URL) publicUrl = url;
    },
    /** Without a job runner a scheduled send answers 503 and a refused send fails at once (502). */
    deliverQueued: (messageId: number) => send.deliverQueued(messageId),
    close: () => {
      stopAnnouncing?.();
      return provider.close();
    },
  };
}
export type MessagingHandlerDeps = ReturnType<typeof createMessaging>['handlerDeps'];
