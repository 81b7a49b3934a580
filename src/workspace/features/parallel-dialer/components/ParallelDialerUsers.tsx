import { Alert, Select, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lineOptions } from '@/src/domain/parallel-dialer/session-lines';
import { useParallelDialerUsers } from '../hooks/useParallelDialerSettings';
import { SaveErrorAlert } from '@/src/workspace/ui/forms/SaveErrorAlert';

/**
 * Each user's parallel dialer (spec 3): enabled and their lines, options from 2 up to the tenant's
 * maximum (at most four). A user turned on without lines gets the most the tenant allows.
 */
export function ParallelDialerUsers({ maximumLines }: { maximumLines: number }) {
  const { t } = useTranslation();
  const { query, update } = useParallelDialerUsers(true);
  const options = lineOptions(maximumLines).map(String);
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('parallelSettings.loadError')}
      </Alert>
    );
  if (!query.data) return <Text c="dimmed">{t('app.loading')}</Text>;
  return (
    <>
      {update.isError && <SaveErrorAlert error={update.error} title={t('parallelSettings.saveError')} testId="parallel-users-error" />}
      <Table data-testid="parallel-users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parallelSettings.user')}</Table.Th>
            <Table.Th>{t('parallelSettings.userEnabled')}</Table.Th>
            <Table.Th>{t('parallelSettings.userLines')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((u) => {
            const name = `${u.firstName} ${u.lastName}`;
            const lines = u.parallelDialer.lines >= 2 ? Math.min(u.parallelDialer.lines, maximumLines) : maximumLines;
            return (
              <Table.Tr key={u.userId} data-testid="parallel-user" data-user-id={u.userId}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t('parallelSettings.userEnabledFor', { name })}
                    checked={u.parallelDialer.enabled}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ userId: u.userId, enabled: e.currentTarget.checked, lines })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('parallelSettings.userLinesFor', { name })}
                    data={options}
                    value={u.parallelDialer.enabled ? String(lines) : null}
                    disabled={!u.parallelDialer.enabled || update.isPending}
                    onChange={(v) => v && update.mutate({ userId: u.userId, enabled: true, lines: Number(v) })}
                    allowDeselect={false}
                    w={90}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
