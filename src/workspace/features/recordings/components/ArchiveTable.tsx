import { ActionIcon, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArchivedCall } from '@/src/contract';
import { headerState, isSelected, type RecordingSelection } from '@/src/domain/recordings/recording-selection';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { useFormat } from '../../profile/hooks/useFormat';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';

/** One page of recorded calls: selection, star (monitor read), and a row opens the call. */
export function ArchiveTable(props: {
  calls: ArchivedCall[];
  total: number;
  selection: RecordingSelection;
  canStar: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
  onStar(call: ArchivedCall): void;
  onOpen(call: ArchivedCall): void;
}) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const header = headerState(props.selection, props.total);
  // The side panel: time with who and which contact stacked under it, and the duration; the rest gives way.
  const wide = !useNarrowPage();
  return (
    <Table striped highlightOnHover data-testid="archive-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={32}>
            <Checkbox aria-label={t('archive.selectAll')} checked={header === 'all'} indeterminate={header === 'some'} onChange={props.onToggleAll} data-testid="archive-select-all" />
          </Table.Th>
          {props.canStar && <Table.Th w={32}>{t('archive.colStar')}</Table.Th>}
          <Table.Th>{t('archive.colTime')}</Table.Th>
          {wide && (
            <>
              <Table.Th>{t('archive.colUser')}</Table.Th>
              <Table.Th>{t('archive.colContact')}</Table.Th>
              <Table.Th>{t('archive.colDirection')}</Table.Th>
              <Table.Th>{t('archive.colNumber')}</Table.Th>
            </>
          )}
          <Table.Th>{t('archive.colDuration')}</Table.Th>
          {wide && (
            <>
              <Table.Th>{t('archive.colResult')}</Table.Th>
              <Table.Th>{t('archive.colScore')}</Table.Th>
            </>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.calls.map((call) => {
          const dialed = call.direction === 'out' ? call.targetPhoneNumber : call.sourcePhoneNumber;
          const number = dialed && formatNumber(dialed);
          const name = call.contact?.name ?? number ?? call.id;
          return (
            <Table.Tr key={call.id} data-testid="archive-row" data-call-id={call.id}>
              <Table.Td>
                <Checkbox aria-label={t('archive.selectRow')} checked={isSelected(props.selection, call.id)} onChange={() => props.onToggle(call.id)} data-testid="archive-row-select" />
              </Table.Td>
              {props.canStar && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={call.starred ? t('archive.unstar') : t('archive.star')}
                    aria-pressed={call.starred}
                    onClick={() => props.onStar(call)}
                    data-testid="archive-star"
                  >
                    {call.starred ? '★' : '☆'}
                  </ActionIcon>
                </Table.Td>
              )}
              <Table.Td>
                <UnstyledButton onClick={() => props.onOpen(call)} aria-label={t('archive.open', { name })} data-testid="archive-open">
                  <Text size="sm" c="blue">
                    {fmt.dateTime(call.startingTime)}
                  </Text>
                </UnstyledButton>
                {!wide && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[name, call.user.name, call.callDisposition].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              {wide && (
                <>
                  <Table.Td>{call.user.name}</Table.Td>
                  <Table.Td>{call.contact?.name ?? ''}</Table.Td>
                  <Table.Td>{call.direction === 'out' ? t('archive.directionOut') : t('archive.directionIn')}</Table.Td>
                  <Table.Td>{number ?? ''}</Table.Td>
                </>
              )}
              <Table.Td data-testid="archive-duration">{fmt.duration(call.duration)}</Table.Td>
              {wide && (
                <>
                  <Table.Td data-testid="archive-result">{call.callDisposition ?? ''}</Table.Td>
                  <Table.Td data-testid="archive-score">{call.callScore ?? ''}</Table.Td>
                </>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
