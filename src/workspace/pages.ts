import { CSV_IMPORT_CAP } from '../domain/imports/import-limits';
import { DATA_IQ_CAP } from '../domain/data-iq/data-quality';
import { LIST_CREATE_CAP } from '../domain/lists/list-capabilities';
import { SETTINGS_ADMIN } from '../domain/settings/settings-menu';
import { lazy, type ComponentType } from 'react';

// Pages load on first visit, so the side panel's first paint carries only the shell and the sign-in.
const ChangePasswordPage = lazy(() => import('./features/profile/components/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const DebugPage = lazy(() => import('./features/debug/DebugPage').then((m) => ({ default: m.DebugPage })));
const ContactCreatePage = lazy(() => import('./features/contacts/components/ContactCreatePage').then((m) => ({ default: m.ContactCreatePage })));
const ContactDetailPage = lazy(() => import('./features/contacts/components/ContactDetailPage').then((m) => ({ default: m.ContactDetailPage })));
const ContactListPage = lazy(() => import('./features/contacts/components/ContactListPage').then((m) => ({ default: m.ContactListPage })));
const HomePage = lazy(() => import('./features/search/HomePage').then((m) => ({ default: m.HomePage })));
const PhonePage = lazy(() => import('./features/phone/PhonePage').then((m) => ({ default: m.PhonePage })));
const TasksPage = lazy(() => import('./features/tasks/components/TasksPage').then((m) => ({ default: m.TasksPage })));
const EmailSettingsPage = lazy(() => import('./features/email/settings/EmailSettingsPage').then((m) => ({ default: m.EmailSettingsPage })));
const MailboxPage = lazy(() => import('./features/email/mailbox/MailboxPage').then((m) => ({ default: m.MailboxPage })));
const AccountPage = lazy(() => import('./features/accounts/AccountPage').then((m) => ({ default: m.AccountPage })));
const CallbackTasksPage = lazy(() => import('./features/tasks/components/CallbackTasksPage').then((m) => ({ default: m.CallbackTasksPage })));
const TimeZonePage = lazy(() => import('./features/profile/components/TimeZonePage').then((m) => ({ default: m.TimeZonePage })));
const LocalPresencePage = lazy(() => import('./features/phone/settings/LocalPresencePage').then((m) => ({ default: m.LocalPresencePage })));
const NumbersAssignPage = lazy(() => import('./features/numbers/components/NumbersAssignPage').then((m) => ({ default: m.NumbersAssignPage })));
const AiSettingsPage = lazy(() => import('./features/ai/AiSettingsPage').then((m) => ({ default: m.AiSettingsPage })));
const CallResultsSettingsPage = lazy(() => import('./features/phone/settings/CallResultsSettingsPage').then((m) => ({ default: m.CallResultsSettingsPage })));
const TaskSettingsPage = lazy(() => import('./features/tasks/settings/TaskSettingsPage').then((m) => ({ default: m.TaskSettingsPage })));
const NotificationsSettingsPage = lazy(() => import('./features/notifications/components/NotificationsSettingsPage').then((m) => ({ default: m.NotificationsSettingsPage })));
const ListsPage = lazy(() => import('./features/lists/components/ListsPage').then((m) => ({ default: m.ListsPage })));
const ListDetailPage = lazy(() => import('./features/lists/components/ListDetailPage').then((m) => ({ default: m.ListDetailPage })));
const ListPreviewPage = lazy(() => import('./features/lists/components/ListDetailPage').then((m) => ({ default: m.ListPreviewPage })));
const ReportsPage = lazy(() => import('./features/reports/components/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const MonitorPage = lazy(() => import('./features/recordings/components/MonitorPage').then((m) => ({ default: m.MonitorPage })));
const SchedulesPage = lazy(() => import('./features/schedules/components/SchedulesPage').then((m) => ({ default: m.SchedulesPage })));
const RecordingSettingsPage = lazy(() => import('./features/recordings/components/RecordingSettingsPage').then((m) => ({ default: m.RecordingSettingsPage })));
const VoiceMessagesPage = lazy(() => import('./features/phone/components/PredefinedMessagesPage').then((m) => ({ default: m.VoiceMessagesPage })));
const CallbackNoticesPage = lazy(() => import('./features/phone/components/PredefinedMessagesPage').then((m) => ({ default: m.CallbackNoticesPage })));
const ParallelDialerSettingsPage = lazy(() => import('./features/parallel-dialer/components/ParallelDialerSettingsPage').then((m) => ({ default: m.ParallelDialerSettingsPage })));
const ListContactPage = lazy(() => import('./features/lists/components/ListContactPage').then((m) => ({ default: m.ListContactPage })));
const AudioFilesPage = lazy(() => import('./features/phone/components/PredefinedMessagesPage').then((m) => ({ default: m.AudioFilesPage })));
const QueueSettingsPage = lazy(() => import('./features/acd/components/QueueSettingsPage').then((m) => ({ default: m.QueueSettingsPage })));
const DataIqPage = lazy(() => import('./features/data-iq/components/DataIqPage').then((m) => ({ default: m.DataIqPage })));
const ImportPage = lazy(() => import('./features/imports/components/ImportPage').then((m) => ({ default: m.ImportPage })));
const CrmSitesPage = lazy(() => import('./features/plugin/components/CrmSitesPage').then((m) => ({ default: m.CrmSitesPage })));
const SettingsHomePage = lazy(() => import('./features/settings/SettingsHomePage').then((m) => ({ default: m.SettingsHomePage })));
const UsersPage = lazy(() => import('./features/users/components/UsersPage').then((m) => ({ default: m.UsersPage })));
const TeamsPage = lazy(() => import('./features/users/components/TeamsPage').then((m) => ({ default: m.TeamsPage })));
const DialingPlanPage = lazy(() => import('./features/profile/components/DialingPlanPage').then((m) => ({ default: m.DialingPlanPage })));
const ListTagsSettingsPage = lazy(() => import('./features/lists/components/ListTagsSettingsPage').then((m) => ({ default: m.ListTagsSettingsPage })));
const CallManagementPage = lazy(() => import('./features/phone/components/CallManagementPage').then((m) => ({ default: m.CallManagementPage })));
const VoicemailGreetingsPage = lazy(() => import('./features/phone/components/PredefinedMessagesPage').then((m) => ({ default: m.VoicemailGreetingsPage })));
const ApiKeysPage = lazy(() => import('./features/api-keys/components/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })));
const ListFormPage = lazy(() => import('./features/lists/form/components/ListFormPage').then((m) => ({ default: m.ListFormPage })));

export interface PageProps {
  /** Named path segments (`contactId`) and query parameters of the route. */
  params: Record<string, string>;
}

/**
 * Pages inside the shell (the abstract `main` state), by hash-bang path pattern. Each area adds its lines. `cap`: a page
 * whose work needs that capability (its calls' scope); without it the address shows why instead (mayOpenPage).
 */
export const mainPages: ReadonlyArray<{ pattern: string; Page: ComponentType<PageProps>; cap?: string }> = [
  { pattern: '/dashboard', Page: DashboardPage },
  // Server parts and session data are for administrators (issue 34): the menu and the route agree.
  { pattern: '/debug', Page: DebugPage, cap: SETTINGS_ADMIN },
  { pattern: '/home', Page: HomePage },
  { pattern: '/contacts/list', Page: ContactListPage },
  { pattern: '/contacts/create', Page: ContactCreatePage },
  { pattern: '/contacts/:contactId(\\d+)', Page: ContactDetailPage },
  { pattern: '/accounts/:accountId(\\d+)', Page: AccountPage },
  { pattern: '/phone', Page: PhonePage },
  { pattern: '/tasks', Page: TasksPage },
  { pattern: '/settings/email', Page: EmailSettingsPage },
  { pattern: '/settings/email/:section(accounts|signature|templates|compliance-bcc-email)', Page: EmailSettingsPage },
  { pattern: '/mailbox', Page: MailboxPage },
  { pattern: '/mailbox/:messageId(\\d+)', Page: MailboxPage },
  { pattern: '/tasks/callbacks', Page: CallbackTasksPage },
  { pattern: '/settings/yourorganization/task', Page: TaskSettingsPage },
  // Spec 3: /settings/yourorganization/call, the call results (administrators).
  { pattern: '/settings/yourorganization/call', Page: CallResultsSettingsPage },
  // Spec 3: /settings/yourorganization/schedules, the named weekly schedules (administrators).
  { pattern: '/settings/yourorganization/schedules', Page: SchedulesPage, cap: SETTINGS_ADMIN },
  // Spec 3: /settings/numbers (abstract) with /assign and /localrandompresence.
  { pattern: '/settings/numbers/assign', Page: NumbersAssignPage, cap: SETTINGS_ADMIN },
  { pattern: '/settings/numbers/localrandompresence', Page: LocalPresencePage },
  // Spec 3: /settings/ai-settings (abstract) with /general.
  { pattern: '/settings/ai-settings/general', Page: AiSettingsPage },
  { pattern: '/settings/notifications', Page: NotificationsSettingsPage },
  { pattern: '/settings', Page: SettingsHomePage },
  // Spec 3: /settings/users (abstract) with /users and /teams.
  { pattern: '/settings/users/users', Page: UsersPage, cap: SETTINGS_ADMIN },
  { pattern: '/settings/users/teams', Page: TeamsPage, cap: SETTINGS_ADMIN },
  // Spec 3: /settings/integrations (abstract) with /apikey.
  { pattern: '/settings/integrations/apikey', Page: ApiKeysPage, cap: SETTINGS_ADMIN },
  // Spec 3: /settings/myProfile (url /my-profile) and its /change-password.
  { pattern: '/settings/my-profile/change-password', Page: ChangePasswordPage },
  { pattern: '/settings/my-profile/dialing-plan', Page: DialingPlanPage },
  { pattern: '/settings/my-profile/timezone', Page: TimeZonePage },
  // Spec 3: /settings/tags (abstract) with /lists.
  { pattern: '/settings/tags/lists', Page: ListTagsSettingsPage },
  // The browser extension's own settings: the CRM sites the plugin frame docks into.
  { pattern: '/settings/extension/crm-sites', Page: CrmSitesPage },
  // main.import, and the embedded settings page of one import (spec 3: /settings/imports/{importId}, importId optional).
  { pattern: '/import', Page: ImportPage, cap: CSV_IMPORT_CAP },
  { pattern: '/data-iq', Page: DataIqPage, cap: DATA_IQ_CAP },
  // Spec 3: /settings/acd, the ACD queues' settings (administrators).
  { pattern: '/settings/acd', Page: QueueSettingsPage },
  { pattern: '/settings/audio', Page: AudioFilesPage },
  { pattern: '/settings/imports', Page: ImportPage, cap: CSV_IMPORT_CAP },
  { pattern: '/settings/imports/:importId(\\d+)', Page: ImportPage, cap: CSV_IMPORT_CAP },
  { pattern: '/lists', Page: ListsPage },
  { pattern: '/lists/:listId(\\d+)', Page: ListDetailPage },
  { pattern: '/lists/:listId(\\d+)/view', Page: ListPreviewPage },
  { pattern: '/lists/create', Page: ListFormPage, cap: LIST_CREATE_CAP },
  { pattern: '/lists/:listId(\\d+)/edit', Page: ListFormPage },
  { pattern: '/lists/:listId(\\d+)/contacts/:contactId(\\d+)', Page: ListContactPage },
  { pattern: '/monitor', Page: MonitorPage },
  // Spec 3: monitor/teamcalls is the Realtime tab, monitor/queues the queue monitor.
  { pattern: '/monitor/:section(teamcalls|queues)', Page: MonitorPage },
  // Spec 3 section 2: /reports and its reports.
  { pattern: '/reports', Page: ReportsPage },
  { pattern: '/reports/:report(acdqueueabandonedcall|acdqueperformance|activity|listperformance|phone-number-connect-rate|spam-flag-status)', Page: ReportsPage },
  { pattern: '/settings/yourorganization/recordings', Page: RecordingSettingsPage },
  { pattern: '/settings/yourorganization/paralleldialer', Page: ParallelDialerSettingsPage },
  { pattern: '/settings/phone/voice-message', Page: VoiceMessagesPage },
  { pattern: '/settings/phone/callback-notice', Page: CallbackNoticesPage },
  { pattern: '/settings/phone/call-management', Page: CallManagementPage },
  { pattern: '/settings/phone/voicemail-greetings', Page: VoicemailGreetingsPage },
];

/** Links in the navbar, in order; `section` is the first path segment they light up for. */
/** `more`: on wide screens in the More menu rather than in the bar (the bar has room for the areas only). */
/** `cap`: shown only to users whose capList has it (the page's server calls need it too). */
export const navLinks: ReadonlyArray<{ href: string; section: string; labelKey: string; more?: boolean; cap?: string }> = [
  { href: '#!/dashboard', section: 'dashboard', labelKey: 'nav.dashboard' },
  { href: '#!/home', section: 'home', labelKey: 'contacts.homeNav' },
  { href: '#!/contacts/list', section: 'contacts', labelKey: 'contacts.nav' },
  { href: '#!/phone', section: 'phone', labelKey: 'phone.title' },
  { href: '#!/tasks', section: 'tasks', labelKey: 'tasks.nav' },
  { href: '#!/lists/', section: 'lists', labelKey: 'lists.nav' },
  { href: '#!/mailbox', section: 'mailbox', labelKey: 'mailbox.nav' },
  { href: '#!/monitor', section: 'monitor', labelKey: 'monitor.nav' },
  { href: '#!/reports', section: 'reports', labelKey: 'reports.nav' },
  { href: '#!/import', section: 'import', labelKey: 'imports.nav', more: true, cap: CSV_IMPORT_CAP },
  { href: '#!/data-iq', section: 'data-iq', labelKey: 'dataIq.nav', more: true, cap: DATA_IQ_CAP },
  { href: '#!/settings', section: 'settings', labelKey: 'settings.nav', more: true },
  { href: '#!/debug', section: 'debug', labelKey: 'nav.debug', more: true, cap: SETTINGS_ADMIN },
];
