import { accountsRoutes } from './routes/accounts';
import { contactsRoutes } from './routes/contacts';
import { directoryRoutes } from './routes/directory';
import { layoutsRoutes } from './routes/layouts';
import { metricsRoutes } from './routes/metrics';
import { opportunitiesRoutes } from './routes/opportunities';
import { sessionRoutes } from './routes/session';
import { telephonyRoutes } from './routes/telephony';
import { tasksRoutes } from './routes/tasks';
import { timelineRoutes } from './routes/timeline';
import { emailRoutes } from './routes/email';
import { smsRoutes } from './routes/sms';
import { playbooksRoutes } from './routes/playbooks';
import { listsRoutes } from './routes/lists';
import { tagsRoutes } from './routes/tags';
import { powerDialerRoutes } from './routes/power-dialer';
import { monitorRoutes } from './routes/monitor';
import { acdRoutes } from './routes/acd';
import { scheduleRoutes } from './routes/schedules';
import { reportRoutes } from './routes/reports';
import { notificationRoutes } from './routes/notifications';
import { recordingsRoutes } from './routes/recordings';
import { parallelDialerRoutes } from './routes/parallel-dialer';
import { usersAdminRoutes } from './routes/users-admin';
import { profileRoutes } from './routes/profile';
import { numbersRoutes } from './routes/numbers';
import { callManagementRoutes } from './routes/call-management';
import { importRoutes } from './routes/imports';
import { dataIqRoutes } from './routes/data-iq';
import { apiKeysRoutes } from './routes/api-keys';
import { crmRoutes } from './routes/crm';

/**
 * The one route table: the server registers from it, the client calls by its keys.
 * Each area keeps its calls in routes/<area>.ts and adds one line here.
 */
export const routes = {
  ...sessionRoutes,
  ...directoryRoutes,
  ...metricsRoutes,
  ...contactsRoutes,
  ...accountsRoutes,
  ...opportunitiesRoutes,
  ...layoutsRoutes,
  ...timelineRoutes,
  ...telephonyRoutes,
  ...tasksRoutes,
  ...emailRoutes,
  ...smsRoutes,
  ...playbooksRoutes,
  ...listsRoutes,
  ...tagsRoutes,
  ...powerDialerRoutes,
  ...monitorRoutes,
  ...acdRoutes,
  ...scheduleRoutes,
  ...reportRoutes,
  ...notificationRoutes,
  ...recordingsRoutes,
  ...parallelDialerRoutes,
  ...usersAdminRoutes,
  ...profileRoutes,
  ...numbersRoutes,
  ...callManagementRoutes,
  ...importRoutes,
  ...dataIqRoutes,
  ...apiKeysRoutes,
  ...crmRoutes,
};

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
