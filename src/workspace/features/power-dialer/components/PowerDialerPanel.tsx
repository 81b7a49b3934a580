import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerDialerActionName, PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { LIST_DONE_TEXT } from '@/src/domain/power-dialer/stop-reason';
import type { UsePowerDialer } from '../hooks/usePowerDialer';
import { panelActions } from '../panelActions';
import { panelStatusKey } from '../panelStatus';
import { PowerDialerCallClock } from './PowerDialerCallClock';
import { PowerDialerControls } from './PowerDialerControls';
import { PowerDialerCountdown } from './PowerDialerCountdown';
import { PowerDialerMenu } from './PowerDialerMenu';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** Notices that inform rather than warn. */
const INFORMATIVE = new Set<string>(['LIST_DONE', 'RESULT_DEFAULTED']);

const statusColor: Partial<Record<PowerDialerState['status'], string>> = { calling: 'green', paused: 'gray', ended: 'dark', waitingAction: 'orange', pendingTermination: 'red' };

/** The running dialer under the navbar: status and wait, contact (linked), list and playbook step, actions. */
export function PowerDialerPanel({ dialer, state }: { dialer: UsePowerDialer; state: PowerDialerState }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const target = state.target;
  const run = (a: PowerDialerActionName) => void dialer[a]();
  const ended = state.status === 'ended';
  // Known once a contact is loaded; a run over selected tasks has no list.
  const listName = target?.listName ?? (state.start?.listId === null ? t('powerDialer.selectedTasks') : null);
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
      {/* Wide: what and who on the left, the buttons on the right of the same rows. Side panel (~400 px):
          the buttons drop below, and the list and step share one truncated line so the panel stays short. */}
      <Group justify="space-between" align="center" wrap="wrap" gap={6}>
        <Stack gap={2} style={{ flex: ended ? '1 1 auto' : '1 1 300px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
            <Text fw={700} size="sm">
              {t('powerDialer.title')}
            </Text>
            <Badge color={state.resultPanel && !ended ? 'orange' : (statusColor[state.status] ?? 'blue')} variant="light" data-testid="pd-status">
              {t(panelStatusKey(state))}
            </Badge>
            <PowerDialerCountdown state={state} />
            <PowerDialerCallClock call={state.call} />
          </Group>
          {(target || !ended) && (
            // Wraps rather than truncates: the number is what a rep checks before a held contact is dialled.
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="sm">
                {t('powerDialer.contact')}:{' '}
              </Text>
              {target ? (
                <Anchor href={`#!/contacts/${target.contactId}`} size="sm" fw={600} data-testid="pd-contact" data-contact-id={target.contactId}>
                  {target.contactName}
                </Anchor>
              ) : (
                t('powerDialer.noContact')
              )}
              {target?.number && (
                <Text span size="sm" c="dimmed" data-testid="pd-number">
                  {' '}
                  · {formatNumber(target.number)}
                </Text>
              )}
            </Text>
          )}
          {target?.phoneError && (
            <Badge color="red" variant="light" style={{ alignSelf: 'flex-start' }} data-testid="pd-phone-error">
              {t(`powerDialer.error_${target.phoneError}`, { defaultValue: target.phoneError })}
            </Badge>
          )}
          {(listName !== null || !ended) && (
            <Text size="sm" truncate="end" title={[listName, target?.stepName].filter(Boolean).join(' · ')}>
              <Text span size="sm" data-testid="pd-list">
                <Text span c="dimmed" size="sm">
                  {t('powerDialer.list')}:{' '}
                </Text>
                {listName ?? '…'}
              </Text>
              {target?.stepName && (
                <Text span size="sm" data-testid="pd-step">
                  <Text span c="dimmed" size="sm">
                    {' · '}
                    {t('powerDialer.step')}:{' '}
                  </Text>
                  {target.stepName}
                </Text>
              )}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" ml="auto">
          {ended ? (
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
        <Alert
          mt={6}
          py={4}
          color={INFORMATIVE.has(state.notice.code) ? 'blue' : 'red'}
          role={INFORMATIVE.has(state.notice.code) ? 'status' : 'alert'}
          data-testid="pd-notice"
          data-code={state.notice.code}
        >
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
      // With the server's numbers the engine says why nobody is left (stop-reason.ts); else the list is done.
      return notice.text === LIST_DONE_TEXT ? t('powerDialer.finished') : notice.text;
    case 'COUNTDOWN_EXPIRED':
      return t('powerDialer.closed');
    default:
      return notice.text;
  }
}
