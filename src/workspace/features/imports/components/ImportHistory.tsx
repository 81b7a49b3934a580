import { Anchor, Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImportList } from '../hooks/useImports';
import { useFormat } from '../../profile/hooks/useFormat';

const STATUS_COLOR = { uploaded: 'gray', queued: 'blue', running: 'blue', done: 'teal', failed: 'red' } as const;

/** The user's last 20 imports, newest first, each opening its page. */
export function ImportHistory() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const imports = useImportList();
  return (
    <div data-testid="import-history">
      <Title order={5} mb="xs">
        {t('imports.history')}
      </Title>
      {imports.isError && <Text c="red">{t('imports.loadFailed')}</Text>}
      {imports.data?.length === 0 && <Text size="sm">{t('imports.noHistory')}</Text>}
      {imports.data && imports.data.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.file')}</Table.Th>
              <Table.Th>{t('imports.when')}</Table.Th>
              <Table.Th>{t('imports.rows')}</Table.Th>
              <Table.Th>{t('imports.created')}</Table.Th>
              <Table.Th>{t('imports.rejected')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.data.map((item) => (
              <Table.Tr key={item.id} data-testid="import-history-row" data-import-id={item.id} data-status={item.status}>
                <Table.Td>
                  <Anchor href={`#!/settings/imports/${item.id}`}>{item.fileName}</Anchor>
                </Table.Td>
                <Table.Td>{fmt.dateTime(item.createdAt)}</Table.Td>
                <Table.Td>{fmt.count(item.totalRows)}</Table.Td>
                <Table.Td>{fmt.count(item.createdCount)}</Table.Td>
                <Table.Td>{fmt.count(item.rejectedCount + item.duplicateCount)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[item.status]} variant="light">
                    {t(`imports.status.${item.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
