import { Button, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maximumSessionLines } from '@/src/domain/parallel-dialer/session-lines';
import { parallelLaunchBlock, type ParallelLaunchBlock } from '@/src/domain/parallel-dialer/launch-block';
import { useListAbandonment, useParallelLaunch } from '../hooks/useParallelLaunch';
import { useParallelDialer } from '../hooks/useParallelDialer';
import { ParallelDialerModal } from './ParallelDialerModal';

const blockKey: Record<ParallelLaunchBlock, string> = {
  inactive: 'parallelDialer.blockInactive',
  due: 'parallelDialer.blockDue',
  disabled: 'parallelDialer.blockDisabled',
  noLines: 'parallelDialer.blockNoLines',
  activeSession: 'parallelDialer.activeSession',
};

/**
 * "Parallel dial" on a list, or on a playbook step (its due contacts only): disabled with its reason
 * (spec 2 sections 5 and 6), else the start modal. The list's own button shows its abandonment rate.
 */
export function ParallelDialButton({
  listId,
  active,
  dueCount,
  playbookStepId,
  testId = 'parallel-dial',
}: {
  listId: number;
  active: boolean;
  dueCount: number;
  playbookStepId?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { settings, available, active: open } = useParallelLaunch();
  const view = useParallelDialer();
  const [modal, setModal] = useState(false);
  const mayDial = settings.data ? settings.data.user.enabled && settings.data.tenant.enabled : false;
  const abandonment = useListAbandonment(listId, mayDial && playbookStepId === undefined);
  if (!settings.data || !available.data || !open.data) return null;
  const { tenant, user } = settings.data;
  const sessionActive = open.data.session !== null || view?.phase === 'running' || view?.phase === 'starting';
  const block = parallelLaunchBlock({ active, dueCount, userEnabled: user.enabled, tenantEnabled: tenant.enabled, availableLines: available.data.totalAvailableLines, sessionActive });
  const maximum = maximumSessionLines({ dueCount, tenantMaximum: tenant.maximumLines, available: available.data.totalAvailableLines });
  const button = (
    <Button size={playbookStepId ? 'compact-xs' : 'compact-sm'} variant="light" disabled={block !== null} onClick={() => setModal(true)} data-testid={testId} data-reason={block ?? undefined}>
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
      {abandonment.data && playbookStepId === undefined && (
        <Text size="xs" c={abandonment.data.ratePercent > abandonment.data.limitPercent * 0.8 ? 'orange' : 'dimmed'} data-testid="list-abandonment" data-rate={abandonment.data.ratePercent}>
          {t('parallelDialer.listRate', { rate: abandonment.data.ratePercent, limit: abandonment.data.limitPercent, people: abandonment.data.personAnswers })}
        </Text>
      )}
      {modal && (
        <ParallelDialerModal
          listId={listId}
          playbookStepId={playbookStepId}
          maximumLines={maximum}
          voiceEnabled={tenant.leaveRecordedVoiceMailEnabled}
          noticeEnabled={tenant.leaveCallbackNoticeRecordingsEnabled}
          onClose={() => setModal(false)}
        />
      )}
    </>
  );
}
