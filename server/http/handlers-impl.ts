import { accountsHandlers } from '../areas/accounts-handlers';
import { contactsHandlers } from '../areas/contacts-handlers';
import { directoryHandlers } from '../areas/directory-handlers';
import { layoutsHandlers } from '../areas/layouts-handlers';
import { metricsHandlers } from '../areas/metrics-handlers';
import { opportunitiesHandlers } from '../areas/opportunities-handlers';
import { sessionHandlers } from '../areas/session-handlers';
import { timelineHandlers } from '../areas/timeline-handlers';
import type { Clock } from '../clock';
import type { TimelinePush } from '../services/activity-log';
import { telephonyHandlers } from '../areas/telephony-handlers';
import { tasksHandlers } from '../areas/tasks-handlers';
import { emailHandlers } from '../areas/email-handlers';
import { smsHandlers } from '../areas/sms-handlers';
import { playbooksHandlers } from '../areas/playbooks-handlers';
import { listsHandlers } from '../areas/lists-handlers'; import { tagsHandlers } from '../areas/tags-handlers'; import type { ListsRuntime } from '../services/lists-runtime';
import { powerDialerHandlers } from '../areas/power-dialer-handlers';
import type { PlaybookHandlerDeps } from '../jobs/playbook-jobs';
import type { MessagingHandlerDeps } from '../email/create-messaging';
import type { Realtime } from '../realtime/realtime';
import type { Db } from '../db/database';
import type { AuthService } from '../services/auth-service';
import type { Captcha } from '../services/captcha';
import type { MetricsService } from '../services/metrics-service';
import type { TelephonyHandlerDeps } from '../telephony/create-telephony';
import type { Handlers } from './handlers';

export interface HandlerDeps {
  db: Db;
  version: string;
  captcha: Captcha;
  auth: AuthService;
  metrics: MetricsService;
  clock: Clock;
  /** The /timeline channel: pass to recordActivity so written activities reach open timelines. */
  timeline: TimelinePush;
  telephony: TelephonyHandlerDeps;
  /** The /updates channel (pushes to user/{id} and tenant/{id} rooms). */
  realtime: Realtime;
  /** Email and SMS services (server/email/create-messaging.ts). */
  messaging: MessagingHandlerDeps;
  /** Playbook services (server/jobs/playbook-jobs.ts). */
  playbooks: PlaybookHandlerDeps;
  /** Lists, list contacts and tags (server/services/lists-runtime.ts). */
  lists: ListsRuntime;
}

/** Wires each route of the contract to its area's handlers; each area adds one line here. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...sessionHandlers(deps),
    ...directoryHandlers(deps),
    ...metricsHandlers(deps),
    ...contactsHandlers(deps), ...accountsHandlers(deps), ...opportunitiesHandlers(deps), ...layoutsHandlers(deps), ...timelineHandlers(deps),
    ...telephonyHandlers(deps),
    ...tasksHandlers(deps),
    ...emailHandlers(deps), ...smsHandlers(deps),
    ...playbooksHandlers(deps),
    ...listsHandlers(deps), ...tagsHandlers(deps),
    ...powerDialerHandlers(deps),
  };
}
