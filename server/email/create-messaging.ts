import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import type { TimelinePush } from '../services/activity-log';
import { createEmailSendService } from '../services/email-send-service';
import { createEmailSettingsService } from '../services/email-settings-service';
import { createEmailTemplateService } from '../services/email-template-service';
import { createEmailTrackingService } from '../services/email-tracking-service';
import type { SessionStore } from '../services/session-store';
import { createSmsService } from '../services/sms-service';
import { createSimulatedSmsCarrier } from '../sms/simulated-sms-carrier';
import type { SmsProvider } from '../sms/sms-provider';
import { registerEmailBinaryRoutes } from './email-binary-routes';
import type { Mailer } from './mailer';

/** Email and SMS services of one server: SMTP out, tracking, the SMS provider (default the Simulated SMS carrier). */
export function createMessaging(deps: { db: Db; clock: Clock; realtime: Realtime; timeline: TimelinePush; mailer: Mailer; smsProvider?: SmsProvider | undefined }) {
  // Tracking URLs point at the address the server listens on (PUBLIC_URL when behind a proxy).
  let publicUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4100';
  const provider = deps.smsProvider ?? createSimulatedSmsCarrier();
  const settings = createEmailSettingsService(deps.db);
  const tracking = createEmailTrackingService(deps);
  const sms = createSmsService({ ...deps, provider });
  deps.realtime.addRoomGuard(async (auth, room) => {
    const match = /^sms\/(\d{1,12})$/.exec(room);
    if (!match) return undefined;
    return sms.mayJoinThread(auth, Number(match[1]));
  });
  return {
    handlerDeps: {
      settings,
      templates: createEmailTemplateService(deps.db),
      send: createEmailSendService({ ...deps, settings, publicUrl: () => publicUrl }),
      sms,
    },
    registerRoutes: (fastify: FastifyInstance, sessions: SessionStore) => registerEmailBinaryRoutes(fastify, sessions, deps.db, tracking),
    setPublicUrl(url: string) {
      if (!process.env.PUBLIC_URL) publicUrl = url;
    },
    close: () => provider.close(),
  };
}
export type MessagingHandlerDeps = ReturnType<typeof createMessaging>['handlerDeps'];
