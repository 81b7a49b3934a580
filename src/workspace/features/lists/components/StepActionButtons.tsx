import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallList, ListPlaybookStepSummary } from '@/src/contract';
import { DialStartButton } from '../../power-dialer/components/DialStartButton';
import { ParallelDialButton } from '../../parallel-dialer/components/ParallelDialButton';

/** The dial and email actions of a playbook step (and of each email variant). */
export function StepActionButtons({
  list,
  step,
  variant,
  onEmail,
  readOnly = false,
}: {
  list: CallList;
  step: ListPlaybookStepSummary;
  variant?: { letter: string; dueCount: number };
  /** Opens the composer in playbook mode; absent in read-only views. */
  onEmail?: () => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const due = variant?.dueCount ?? step.dueCount;
  if (step.action === 'call') {
    // The power dialer works this step's due contacts (disabled: inactive list, none due, dialer busy).
    return (
      <Group gap={4} wrap="nowrap">
        <DialStartButton
          start={{ listId: list.id, playbookStepId: step.id }}
          active={list.active}
          dueCount={due}
          label={t('lists.dial')}
          ariaLabel={t('powerDialer.dialList', { name: `${list.name} · ${step.name}` })}
          testId="step-dial"
        />
        {/* Spec 2: the steps table has a parallel dialer modal per step. */}
        {!variant && !readOnly && <ParallelDialButton listId={list.id} active={list.active && !list.paused} dueCount={due} playbookStepId={step.id} testId="step-parallel-dial" />}
      </Group>
    );
  }
  if (step.action === 'email' || step.action === 'automatic-email') {
    const label = variant ? t('lists.sendEmailVariant', { letter: variant.letter }) : t('lists.sendEmail');
    const button = (
      <Button size="compact-xs" variant="light" disabled={due === 0 || !onEmail} onClick={onEmail} data-testid="step-email">
        {label}
      </Button>
    );
    return due === 0 ? (
      <Tooltip label={t('lists.emailNoDue')}>
        <span tabIndex={0}>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  }
  return null;
}
