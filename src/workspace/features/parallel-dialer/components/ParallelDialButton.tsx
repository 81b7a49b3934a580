import { Button, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maximumSessionLines } from '@/src/domain/parallel-dialer/session-lines';
import { parallelLaunchBlock, type ParallelLaunchBlock } from '@/src/domain/parallel-dialer/launch-block';
import { useParallelLaunch } from '../hooks/useParallelLaunch';
import { useParallelDialer } from '../hooks/useParallelDialer';
import { ParallelDialerModal } from './ParallelDialerModal';

const blockKey: Record<ParallelLaunchBlock, string> = {
  inactive: 'parallelDialer.blockInactive',
  due: 'parallelDialer.blockDue',
  disabled: 'parallelDialer.blockDisabled',
  noLines: 'parallelDialer.blockNoLines',
  activeSession: 'parallelDialer.activeSession',
};

/** "Parallel dial" on a list: disabled with its reason (spec 2 sections 5 and 6), else the start modal. */
export function ParallelDialButton({ listId, active, dueCount }: { listId: number; active: boolean; dueCount: number }) {
  const { t } = useTranslation();
  const { settings, available, active: open } = useParallelLaunch();
  const view = useParallelDialer();
  const [modal, setModal] = useState(false);
  if (!settings.data || !available.data || !open.data) return null;
  const { tenant, user } = settings.data;
  const sessionActive = open.data.session !== null || view?.phase === 'running' || view?.phase === 'starting';
  const block = parallelLaunchBlock({ active, dueCount, userEnabled: user.enabled, tenantEnabled: tenant.enabled, availableLines: available.data.totalAvailableLines, sessionActive });
  const maximum = maximumSessionLines({ dueCount, tenantMaximum: tenant.maximumLines, available: available.data.totalAvailableLines });
  const button = (
    <Button size="compact-sm" variant="light" disabled={block !== null} onClick={() => setModal(true)} data-testid="parallel-dial" data-reason={block ?? undefined}>
      {t('parallelDialer.open')}
    </Button>
  );
  return (
    <>
      {block ? (
        <Tooltip label={t(blockKey[block])} events={{ hover: true, focus: true, touch: true }}>
          <span tabIndex={0}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {modal && (
        <ParallelDialerModal
          listId={listId}
          maximumLines={maximum}
          voiceEnabled={tenant.leaveRecordedVoiceMailEnabled}
          noticeEnabled={tenant.leaveCallbackNoticeRecordingsEnabled}
          onClose={() => setModal(false)}
        />
      )}
    </>
  );
}
