import { UNCUT_BADGE, WRAPPING_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RealtimeLine } from '@/src/contract';
import { formatDuration } from '@/src/domain/format';
import { callElapsedSeconds, realtimeCallTypeOf, realtimeStatusOf, realtimeUserName, teamNameInTable, userNameInTable } from '@/src/domain/monitor/realtime-lines';
import { realtimeLineWord, statusColour, statusLabel } from '@/src/domain/presence-status';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';

interface Props {
  rows: readonly RealtimeLine[];
  now: number;
  ownUserId: number;
  selectedUserId: number | null;
  /** The call being monitored (listening or more), if any. */
  monitoredCallId: string | null;
  onSelect(line: RealtimeLine): void;
  onMonitor(line: RealtimeLine): void;
  onStop(): void;
}

/** Spec 3 section 2: User, Team, Queue/List/Individual call, Status (dot and label), Activity, Monitor. */
export function RealtimeTable({ rows, now, ownUserId, selectedUserId, monitoredCallId, onSelect, onMonitor, onStop }: Props) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  // The side panel: team and call type stack under the user's name, so status and Listen stay in view.
  const wide = !useNarrowPage();
  return (
    <Table highlightOnHover striped data-testid="realtime-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('realtime.colUser')}</Table.Th>
          {wide && <Table.Th>{t('realtime.colTeam')}</Table.Th>}
          {wide && <Table.Th>{t('realtime.colCall')}</Table.Th>}
          <Table.Th>{t('realtime.colStatus')}</Table.Th>
          <Table.Th>{t('realtime.colActivity')}</Table.Th>
          <Table.Th>{t('realtime.colMonitor')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((line) => {
          const status = realtimeStatusOf(line);
          const word = realtimeLineWord(line);
          const type = realtimeCallTypeOf(line);
          const elapsed = callElapsedSeconds(line, now);
          const own = line.user.id === ownUserId;
          const monitored = line.callId !== null && line.callId === monitoredCallId;
          const blocked = own ? t('realtime.ownCall') : line.callStatus !== 'talking' ? t('realtime.notOnCall') : null;
          return (
            <Table.Tr
              key={line.user.id}
              data-testid="realtime-row"
              data-user-id={line.user.id}
              data-status={status}
              aria-selected={selectedUserId === line.user.id}
              bg={selectedUserId === line.user.id ? 'var(--mantine-color-blue-light)' : undefined}
              style={{ cursor: 'pointer' }}
              tabIndex={0}
              onClick={() => onSelect(line)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(line);
                }
              }}
            >
              <Table.Td title={realtimeUserName(line)}>
                {userNameInTable(line)}
                {!wide && (
                  <Text size="xs" c="dimmed">
                    {[teamNameInTable(line), type === null ? '' : t(`realtime.callType.${type}`, { name: type === 'queue' ? line.queueName : line.listName })].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              {wide && <Table.Td title={line.user.team?.name}>{teamNameInTable(line)}</Table.Td>}
              {wide && <Table.Td>{type === null ? '' : t(`realtime.callType.${type}`, { name: type === 'queue' ? line.queueName : line.listName })}</Table.Td>}
              <Table.Td>
                <Badge variant="dot" tt="none" color={statusColour(word)} styles={wide ? UNCUT_BADGE : WRAPPING_BADGE} data-testid="realtime-status" data-word={word}>
                  {statusLabel(word)}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="realtime-activity">
                {status === 'onCall' && (
                  <Group gap={6} wrap={wide ? 'nowrap' : 'wrap'}>
                    <Text size="sm">{line.callDirection === 'in' ? t('realtime.inbound') : t('realtime.outbound')}</Text>
                    <Text size="sm" c="dimmed">
                      {line.callStatus === 'ringing' ? t('realtime.ringing') : formatDuration(elapsed ?? 0)}
                    </Text>
                    <Text size="sm" truncate maw={160}>
                      {line.callContact?.name || (line.callContact?.number && formatNumber(line.callContact.number))}
                    </Text>
                  </Group>
                )}
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                {monitored ? (
                  <Button size="compact-xs" color="red" variant="light" onClick={onStop} data-testid="realtime-stop">
                    {t('realtime.stop')}
                  </Button>
                ) : (
                  <Tooltip label={blocked} disabled={blocked === null}>
                    <span>
                      <Button size="compact-xs" variant="light" disabled={blocked !== null} onClick={() => onMonitor(line)} data-testid="realtime-listen">
                        {t('realtime.listen')}
                      </Button>
                    </span>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
