import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallList, ListPlaybookStepSummary } from '../../../../contract';

/**
 * Why a step's dial button is disabled: the list is inactive, no contact is due, or (until the power
 * dialer lands) the dialer itself is not available.
 */
export function dialBlockKey(list: Pick<CallList, 'active'>, dueCount: number): string {
  if (!list.active) return 'lists.dialInactive';
  if (dueCount === 0) return 'lists.dialNoDue';
  return 'lists.dialUnavailable';
}

/** The dial and email actions of a playbook step (and of each email variant). */
export function StepActionButtons({
  list,
  step,
  variant,
  onEmail,
}: {
  list: CallList;
  step: ListPlaybookStepSummary;
  variant?: { letter: string; dueCount: number };
  /** Opens the composer in playbook mode; absent in read-only views. */
  onEmail?: () => void;
}) {
  const { t } = useTranslation();
  const due = variant?.dueCount ?? step.dueCount;
  if (step.action === 'call') {
    const reason = dialBlockKey(list, due);
    return (
      <Tooltip label={t(reason)}>
        <span tabIndex={0} data-testid="step-dial-wrap">
          <Button size="compact-xs" disabled data-testid="step-dial" data-reason={reason}>
            {t('lists.dial')}
          </Button>
        </span>
      </Tooltip>
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
