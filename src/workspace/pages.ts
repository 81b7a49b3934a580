import type { ComponentType } from 'react';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { DebugPage } from './features/debug/DebugPage';
import { ContactCreatePage } from './features/contacts/components/ContactCreatePage';
import { ContactDetailPage } from './features/contacts/components/ContactDetailPage';
import { ContactListPage } from './features/contacts/components/ContactListPage';
import { HomePage } from './features/search/HomePage';
import { PhonePage } from './features/phone/PhonePage';
import { TasksPage } from './features/tasks/components/TasksPage';
import { EmailSettingsPage } from './features/email/settings/EmailSettingsPage';
import { CallbackTasksPage } from './features/tasks/components/CallbackTasksPage';

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
