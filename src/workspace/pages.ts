import { lazy, type ComponentType } from 'react';

// Pages load on first visit, so the side panel's first paint carries only the shell and the sign-in.
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const DebugPage = lazy(() => import('./features/debug/DebugPage').then((m) => ({ default: m.DebugPage })));
const ContactCreatePage = lazy(() => import('./features/contacts/components/ContactCreatePage').then((m) => ({ default: m.ContactCreatePage })));
const ContactDetailPage = lazy(() => import('./features/contacts/components/ContactDetailPage').then((m) => ({ default: m.ContactDetailPage })));
const ContactListPage = lazy(() => import('./features/contacts/components/ContactListPage').then((m) => ({ default: m.ContactListPage })));
const HomePage = lazy(() => import('./features/search/HomePage').then((m) => ({ default: m.HomePage })));
const PhonePage = lazy(() => import('./features/phone/PhonePage').then((m) => ({ default: m.PhonePage })));
const TasksPage = lazy(() => import('./features/tasks/components/TasksPage').then((m) => ({ default: m.TasksPage })));
const EmailSettingsPage = lazy(() => import('./features/email/settings/EmailSettingsPage').then((m) => ({ default: m.EmailSettingsPage })));
const CallbackTasksPage = lazy(() => import('./features/tasks/components/CallbackTasksPage').then((m) => ({ default: m.CallbackTasksPage })));

export interface PageProps {
  /** Named path segments (`contactId`) and query parameters of the route. */
  params: Record<string, string>;
}

/** Pages inside the shell (the abstract `main` state), by hash-bang path pattern. Each area adds its lines. */
export const mainPages: ReadonlyArray<{ pattern: string; Page: ComponentType<PageProps> }> = [
  { pattern: '/dashboard', Page: DashboardPage },
  { pattern: '/debug', Page: DebugPage },
  { pattern: '/home', Page: HomePage },
  { pattern: '/contacts/list', Page: ContactListPage },
  { pattern: '/contacts/create', Page: ContactCreatePage },
  { pattern: '/contacts/:contactId(\\d+)', Page: ContactDetailPage },
  { pattern: '/phone', Page: PhonePage },
  { pattern: '/tasks', Page: TasksPage },
  { pattern: '/settings/email', Page: EmailSettingsPage },
  { pattern: '/settings/email/:section(accounts|signature|templates|compliance-bcc-email)', Page: EmailSettingsPage },
  { pattern: '/tasks/callbacks', Page: CallbackTasksPage },
];

/** Links in the navbar, in order; `section` is the first path segment they light up for. */
export const navLinks: ReadonlyArray<{ href: string; section: string; labelKey: string }> = [
  { href: '#!/dashboard', section: 'dashboard', labelKey: 'nav.dashboard' },
  { href: '#!/home', section: 'home', labelKey: 'contacts.homeNav' },
  { href: '#!/contacts/list', section: 'contacts', labelKey: 'contacts.nav' },
  { href: '#!/phone', section: 'phone', labelKey: 'phone.title' },
  { href: '#!/tasks', section: 'tasks', labelKey: 'tasks.nav' },
  { href: '#!/debug', section: 'debug', labelKey: 'nav.debug' },
];
