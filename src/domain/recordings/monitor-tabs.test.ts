import { describe, expect, it } from 'vitest';
import { defaultMonitorTab, effectiveArchiveRights, visibleMonitorTabs } from './monitor-tabs';

const rights = (monitorRead: boolean, archiveAccess: boolean) => ({ monitorRead, archiveAccess, archiveEdit: false });

describe('monitor tabs (spec 2 section 2)', () => {
  it('opens tab 0 with monitor read, tab 1 with archive access, else tab 2', () => {
    expect(defaultMonitorTab(rights(true, false))).toBe('realtime');
    expect(defaultMonitorTab(rights(false, true))).toBe('archive');
    expect(defaultMonitorTab(rights(false, false))).toBe('library');
  });

  it('shows Realtime and Queues only with monitor read, Archive with read or access, Library to everyone', () => {
    expect(visibleMonitorTabs(rights(true, false))).toEqual(['realtime', 'queues', 'archive', 'library']);
    expect(visibleMonitorTabs(rights(false, true))).toEqual(['archive', 'library']);
    expect(visibleMonitorTabs(rights(false, false))).toEqual(['library']);
  });
});

describe('archive rights (spec 3 role rules)', () => {
  it('forces access and edit on for admins and managers', () => {
    expect(effectiveArchiveRights({ role: 'manager', monitorRead: true, access: false, edit: false })).toEqual({ monitorRead: true, archiveAccess: true, archiveEdit: true });
    expect(effectiveArchiveRights({ role: 'admin', monitorRead: true, access: false, edit: false }).archiveEdit).toBe(true);
  });

  it('gives a rep edit only with access', () => {
    expect(effectiveArchiveRights({ role: 'rep', monitorRead: false, access: false, edit: true })).toEqual({ monitorRead: false, archiveAccess: false, archiveEdit: false });
    expect(effectiveArchiveRights({ role: 'rep', monitorRead: false, access: true, edit: true })).toEqual({ monitorRead: false, archiveAccess: true, archiveEdit: true });
    expect(effectiveArchiveRights({ role: 'rep', monitorRead: false, access: true, edit: false }).archiveEdit).toBe(false);
  });
});
