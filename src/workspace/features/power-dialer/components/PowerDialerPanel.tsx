import { Alert, Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerDialerActionName, PowerDialerState } from '../../../../domain/power-dialer/power-dialer-state';
import type { UsePowerDialer } from '../use-power-dialer';
import { panelActions } from '../panelActions';
import { PowerDialerControls } from './PowerDialerControls';
import { PowerDialerCountdown } from './PowerDialerCountdown';
import { PowerDialerMenu } from './PowerDialerMenu';

const statusColor: Partial<Record<PowerDialerState['status'], string>> = { calling: 'green', paused: 'gray', ended: 'dark', waitingAction: 'orange', pendingTermination: 'red' };

/** The running dialer under the navbar: list, playbook step, contact (linked), status, waits and actions. */
export function PowerDialerPanel({ dialer, state }: { dialer: UsePowerDialer; state: PowerDialerState }) {
  const { t } = useTranslation();
  const target = state.target;
  const run = (a: PowerDialerActionName) => void dialer[a]();
  return (
    <Paper
      withBorder
      radius={0}
      px="sm"
      py={6}
      role="region"
      aria-label={t('powerDialer.region')}
      data-testid="power-dialer-panel"
      data-status={state.status}
      data-engine={state.engine}
      data-contact-id={target?.contactId}
      data-list-id={target?.listId ?? state.start?.listId}
      data-dialed={state.dialedCount}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={700} size="sm">
            {t('powerDialer.title')}
          </Text>
          <Badge color={statusColor[state.status] ?? 'blue'} variant="light" data-testid="pd-status">
            {t(`powerDialer.status_${state.status}`)}
          </Badge>
          <Text size="sm" data-testid="pd-list">
            <Text span c="dimmed" size="sm">
              {t('powerDialer.list')}:{' '}
            </Text>
            {target?.listName ?? (state.start?.listId === null ? t('powerDialer.selectedTasks') : '…')}
          </Text>
          <Text size="sm" data-testid="pd-step">
            <Text span c="dimmed" size="sm">
              {t('powerDialer.step')}:{' '}
            </Text>
            {target?.stepName ?? t('powerDialer.noStep')}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('powerDialer.contact')}:{' '}
            </Text>
            {target ? (
              <Anchor href={`#!/contacts/${target.contactId}`} size="sm" data-testid="pd-contact" data-contact-id={target.contactId}>
                {target.contactName}
              </Anchor>
            ) : (
              t('powerDialer.noContact')
            )}
            {target?.number && (
              <Text span size="sm" c="dimmed" data-testid="pd-number">
                {' '}
                · {target.number}
              </Text>
            )}
          </Text>
          {target?.phoneError && (
            <Badge color="red" variant="light" data-testid="pd-phone-error">
              {t(`powerDialer.error_${target.phoneError}`, { defaultValue: target.phoneError })}
            </Badge>
          )}
          <PowerDialerCountdown state={state} />
        </Group>
        <Group gap={4} wrap="nowrap">
          {state.status === 'ended' ? (
            <Button size="compact-xs" variant="default" onClick={() => void dialer.dismiss()} data-testid="pd-dismiss">
              {t('powerDialer.dismiss')}
            </Button>
          ) : (
            <PowerDialerControls actions={panelActions(state)} onAction={run} />
          )}
          <PowerDialerMenu />
        </Group>
      </Group>
      {state.notice && (
        <Alert mt={6} py={4} color={state.notice.code === 'LIST_DONE' ? 'blue' : 'red'} role={state.notice.code === 'LIST_DONE' ? 'status' : 'alert'} data-testid="pd-notice" data-code={state.notice.code}>
          {noticeText(state.notice, t)}
        </Alert>
      )}
    </Paper>
  );
}

/** The engine's notice in the catalogue's words where the catalogue has them (spec texts verbatim). */
function noticeText(notice: NonNullable<PowerDialerState['notice']>, t: (k: string) => string): string {
  switch (notice.code) {
    case 'DIALER_BUSY':
      return t('powerDialer.busy');
    case 'LIST_PAUSED':
      return t('powerDialer.paused423');
    case 'LIST_DONE':
      return t('powerDialer.finished');
    case 'COUNTDOWN_EXPIRED':
      return t('powerDialer.closed');
    default:
      return notice.text;
  }
}
