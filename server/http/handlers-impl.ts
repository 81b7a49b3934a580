import { accountsHandlers } from '../areas/accounts/accounts-handlers';
import { contactsHandlers } from '../areas/contacts/contacts-handlers';
import { directoryHandlers } from '../areas/directory/directory-handlers';
import { layoutsHandlers } from '../areas/layouts/layouts-handlers';
import { metricsHandlers } from '../areas/metrics/metrics-handlers';
import { opportunitiesHandlers } from '../areas/opportunities/opportunities-handlers';
import { sessionHandlers } from '../areas/session/session-handlers';
import { timelineHandlers } from '../areas/timeline/timeline-handlers';
import type { Clock } from '../clock';
import type { TimelinePush } from '../activity/activity-log';
import { telephonyHandlers } from '../areas/telephony/telephony-handlers';
import { tasksHandlers } from '../areas/tasks/tasks-handlers';
import { emailHandlers } from '../areas/email/email-handlers';
import { smsHandlers } from '../areas/sms/sms-handlers';
import { playbooksHandlers } from '../areas/playbooks/playbooks-handlers';
import { listsHandlers } from '../areas/lists/lists-handlers';
import { tagsHandlers } from '../areas/tags/tags-handlers';
import type { ListsRuntime } from '../areas/lists/lists-runtime';
import { powerDialerHandlers } from '../areas/power-dialer/power-dialer-handlers';
import { monitorHandlers } from '../areas/monitor/monitor-handlers';
import { acdHandlers } from '../areas/acd/acd-handlers';
import { schedulesHandlers } from '../areas/schedules/schedules-handlers';
import { reportsHandlers } from '../areas/reports/reports-handlers';
import { notificationsHandlers } from '../areas/notifications/notifications-handlers';
import type { AcdHandlerDeps } from '../areas/acd/create-acd';
import type { ReportsHandlerDeps } from '../areas/reports/create-reports';
import type { MonitorHandlerDeps } from '../areas/monitor/create-monitor';
import { recordingsHandlers } from '../areas/recordings/recordings-handlers';
import { parallelDialerHandlers } from '../areas/parallel-dialer/parallel-dialer-handlers';
import { usersAdminHandlers } from '../areas/users/users-admin-handlers';
import { profileHandlers } from '../areas/profile/profile-handlers';
import { numbersHandlers } from '../areas/numbers/numbers-handlers';
import { callManagementHandlers } from '../areas/call-management/call-management-handlers';
import type { RecordingsHandlerDeps } from '../areas/recordings/create-recordings';
import type { ImportsHandlerDeps } from '../areas/imports/create-imports';
import { importsHandlers } from '../areas/imports/imports-handlers';
import { dataIqHandlers } from '../areas/data-iq/data-iq-handlers';
import { apiKeysHandlers } from '../areas/api-keys/api-keys-handlers';
import type { ApiKeyService } from '../areas/api-keys/api-key-service';
import { crmHandlers } from '../areas/crm/crm-handlers';
import type { CrmHandlerDeps } from '../areas/crm/create-crm';
import type { PlaybookHandlerDeps } from '../areas/playbooks/playbook-jobs';
import type { MessagingHandlerDeps } from '../areas/email/create-messaging';
import type { Realtime } from '../realtime/realtime';
import type { Db } from '../db/database';
import type { AuthService } from '../areas/session/auth-service';
import type { Captcha } from '../areas/session/captcha';
import type { MetricsService } from '../areas/metrics/metrics-service';
import type { TelephonyHandlerDeps } from '../areas/telephony/create-telephony';
import type { Handlers } from './handlers';
import type { PartRegistry } from '../parts';

export interface HandlerDeps {
  db: Db;
  version: string;
  /** The real parts beside the server and their state (/api/health). */
  parts: PartRegistry;
  captcha: Captcha;
  auth: AuthService;
  metrics: MetricsService;
  clock: Clock;
  /** The /timeline channel: pass to recordActivity so written activities reach open timelines. */
  timeline: TimelinePush;
  telephony: TelephonyHandlerDeps;
  /** The /updates channel (pushes to user/{id} and tenant/{id} rooms). */
  realtime: Realtime;
  /** Email and SMS services (server/areas/email/create-messaging.ts). */
  messaging: MessagingHandlerDeps;
  /** Playbook services (server/areas/playbooks/playbook-jobs.ts). */
  playbooks: PlaybookHandlerDeps;
  /** Lists, list contacts and tags (server/areas/lists/lists-runtime.ts). */
  lists: ListsRuntime;
  /** The archive, library, players' audio and bulk downloads (server/areas/recordings/create-recordings.ts). */
  recordings: RecordingsHandlerDeps;
  /** Agents' live presence and call info (server/areas/monitor/create-monitor.ts). */
  monitor: MonitorHandlerDeps;
  /** Inbound queues, their monitor and the agents' readiness (server/areas/acd/create-acd.ts). */
  acd: AcdHandlerDeps;
  /** The six reports and their streamed export (server/areas/reports/create-reports.ts). */
  reports: ReportsHandlerDeps;
  /** CSV imports and their job runner (server/areas/imports/create-imports.ts). */
  imports: ImportsHandlerDeps;
  /** The tenant's API keys (server/areas/api-keys). */
  apiKeys: ApiKeyService;
  /** The tenant's CRM connection (server/areas/crm/create-crm.ts). */
  crm: CrmHandlerDeps;
}

/** Wires each route of the contract to its area's handlers; each area adds one line here. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...sessionHandlers(deps),
    ...directoryHandlers(deps),
    ...metricsHandlers(deps),
    ...contactsHandlers(deps),
    ...accountsHandlers(deps),
    ...opportunitiesHandlers(deps),
    ...layoutsHandlers(deps),
    ...timelineHandlers(deps),
    ...telephonyHandlers(deps),
    ...tasksHandlers(deps),
    ...emailHandlers(deps),
    ...smsHandlers(deps),
    ...playbooksHandlers(deps),
    ...listsHandlers(deps),
    ...tagsHandlers(deps),
    ...powerDialerHandlers(deps),
    ...monitorHandlers(deps),
    ...acdHandlers(deps),
    ...schedulesHandlers(deps),
    ...reportsHandlers(deps),
    ...notificationsHandlers(deps),
    ...recordingsHandlers(deps),
    ...parallelDialerHandlers(deps),
    ...usersAdminHandlers(deps),
    ...profileHandlers(deps),
    ...numbersHandlers(deps),
    ...callManagementHandlers(deps),
    ...importsHandlers(deps),
    ...dataIqHandlers(deps),
    ...apiKeysHandlers(deps),
    ...crmHandlers(deps),
  };
}
