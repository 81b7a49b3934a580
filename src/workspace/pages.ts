import type { ComponentType } from 'react';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { DebugPage } from './features/debug/DebugPage';

export interface PageProps {
  /** Named path segments (`contactId`) and query parameters of the route. */
  params: Record<string, string>;
}

/** Pages inside the shell (the abstract `main` state), by hash-bang path pattern. Each area adds its lines. */
export const mainPages: ReadonlyArray<{ pattern: string; Page: ComponentType<PageProps> }> = [
  { pattern: '/dashboard', Page: DashboardPage },
  { pattern: '/debug', Page: DebugPage },
];

/** Links in the navbar, in order; `section` is the first path segment they light up for. */
export const navLinks: ReadonlyArray<{ href: string; section: string; labelKey: string }> = [
  { href: '#!/dashboard', section: 'dashboard', labelKey: 'nav.dashboard' },
  { href: '#!/debug', section: 'debug', labelKey: 'nav.debug' },
];
