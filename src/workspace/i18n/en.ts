import { appEn } from './en/app';
import { formsEn } from './en/forms';
import { contactsEn } from './en/contacts';
import { dashboardEn } from './en/dashboard';
import { debugEn } from './en/debug';
import { loginEn } from './en/login';
import { phoneEn } from './en/phone';
import { tasksEn } from './en/tasks';
import { emailEn } from './en/email';
import { listsEn } from './en/lists';
import { listFormEn } from './en/listForm';
import { powerDialerEn } from './en/powerDialer';
import { parallelDialerEn } from './en/parallelDialer';
import { recordingsEn } from './en/recordings';
import { monitorEn } from './en/monitor';
import { acdEn } from './en/acd';
import { reportsEn } from './en/reports';
import { notificationsEn } from './en/notifications';
import { profileEn } from './en/profile';
import { settingsEn } from './en/settings';
import { callManagementEn } from './en/callManagement';
import { pluginEn } from './en/plugin';
import { importsEn } from './en/imports';
import { dataIqEn } from './en/dataIq';
import { aiEn } from './en/ai';
import { localPresenceEn } from './en/localPresence';
import { numbersEn } from './en/numbers';
import { apiKeysEn } from './en/apiKeys';
import { schedulesEn } from './en/schedules';

/** English catalogue: the spec's texts and message keys, verbatim. Each area adds its file here. */
export const en = {
  ...appEn,
  ...formsEn,
  ...loginEn,
  ...dashboardEn,
  ...debugEn,
  ...contactsEn,
  ...phoneEn,
  ...tasksEn,
  ...emailEn,
  ...listsEn,
  ...listFormEn,
  ...powerDialerEn,
  ...parallelDialerEn,
  ...recordingsEn,
  ...monitorEn,
  ...acdEn,
  ...reportsEn,
  ...notificationsEn,
  ...profileEn,
  ...settingsEn,
  ...callManagementEn,
  ...pluginEn,
  ...importsEn,
  ...dataIqEn,
  ...aiEn,
  ...localPresenceEn,
  ...numbersEn,
  ...apiKeysEn,
  ...schedulesEn,
} as const;
