import type { CondFilterInput, ListBody } from '@/src/contract';
import { autoRefreshRateOf } from './condFilterOf';
import type { ListDraft } from './listDraft';

/** The list definition as sent by create (POST /lists) and edit (PUT /lists/:id/definition). */
export function listBodyOf(d: ListDraft, condFilter: CondFilterInput | null): ListBody {
  const c = d.criteria;
  const shared = d.sharing !== 'NONE';
  return {
    name: d.name.trim(),
    type: c.type === 'none' ? 'static' : 'dynamic',
    ...(d.ownerId === null ? {} : { ownerId: d.ownerId }),
    priority: d.priority,
    sharing: d.sharing,
    sharedWithIds: shared ? d.sharedWithIds : [],
    assigneeIds: d.assigneeIds,
    tagIds: d.tagIds,
    playOwnerContactsOnly: d.playOwnerContactsOnly,
    playOwnerAccountsOnly: d.playOwnerAccountsOnly,
    complyEntryCriteriaAfterMove: d.complyEntryCriteriaAfterMove,
    allowContactsBackToList: d.allowContactsBackToList,
    defaultCallResult: d.defaultCallResult,
    defaultProjectName: d.defaultProjectName.trim() === '' ? null : d.defaultProjectName.trim(),
    salesforceReportId: c.type === 'report' ? c.reportId.trim() : null,
    salesforceReportForceExec: c.type === 'report' && c.reportForceExec,
    condFilter: c.type === 'condition' ? condFilter : null,
    autoRefreshRate: autoRefreshRateOf(c),
  };
}
