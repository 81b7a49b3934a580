/** Spec 2 section 2: the monitor area's tabs, in order; spec 3 adds the queue monitor (monitor/queues) beside the Realtime tab. */
export const MONITOR_TABS = ['realtime', 'queues', 'archive', 'library'] as const;
export type MonitorTab = (typeof MONITOR_TABS)[number];

export interface ArchiveRights {
  /** Capability monitor.read: every user's calls, stars, the Realtime tab and the user filter. */
  monitorRead: boolean;
  /** acl callArchive.access: the archive opens (own calls without monitor read). */
  archiveAccess: boolean;
  /** acl callArchive.edit: score and notes can change (it needs access). */
  archiveEdit: boolean;
}

/** Spec 3 role rules: admins and managers (roles 1, 2, 11) have archive access and edit forced on; edit needs access. */
export function effectiveArchiveRights(input: { role: string; monitorRead: boolean; access: boolean; edit: boolean }): ArchiveRights {
  const forced = input.role === 'admin' || input.role === 'manager';
  const access = forced || input.access;
  return { monitorRead: input.monitorRead, archiveAccess: access, archiveEdit: forced || (access && input.edit) };
}

/** The tabs a user sees: Realtime and Queues only with monitor read; Archive with monitor read or archive access; Library always. */
export function visibleMonitorTabs(rights: ArchiveRights): MonitorTab[] {
  return MONITOR_TABS.filter((tab) => (tab === 'realtime' || tab === 'queues' ? rights.monitorRead : tab === 'archive' ? rights.monitorRead || rights.archiveAccess : true));
}

/** Spec 2 section 2: tab 0 with monitor read, else tab 1 with call-archive access, else tab 2. */
export function defaultMonitorTab(rights: ArchiveRights): MonitorTab {
  if (rights.monitorRead) return 'realtime';
  if (rights.archiveAccess) return 'archive';
  return 'library';
}
