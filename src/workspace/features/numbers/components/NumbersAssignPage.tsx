import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, type TenantPhoneNumber } from '@/src/contract';
import { UNASSIGN_CODES } from '@/src/domain/settings/number-assignment';
import { useAcdQueues } from '../../acd/hooks/useAcdQueues';
import { useColleagues } from '../../phone/hooks/useColleagues';
import { useTenantNumbers, type NumberHolder } from '../hooks/useTenantNumbers';
import { ChooseCallerIdModal, ConfirmUnassignModal } from './UnassignDialogs';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

type UnassignFlow = { kind: 'confirm'; number: TenantPhoneNumber } | { kind: 'choose'; number: TenantPhoneNumber; others: string[] };

const holderOf = (value: string): NumberHolder => {
  const [type, id] = value.split(':');
  return { type: type === 'queue' ? 'queue' : 'user', id: Number(id) };
};

/**
 * #!/settings/numbers/assign (spec 3, administrators): the tenant's numbers and who holds them. An
 * unassigned number (or a deleted holder's) shows a selector of users and queues; an assigned one
 * can be unassigned, through the spec's two 409 flows for a user's caller id.
 */
export function NumbersAssignPage() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const { query, assign, unassign, chooseCallerId, userNumbers } = useTenantNumbers();
  const users = useColleagues().data?.users ?? [];
  const queues = useAcdQueues().data?.queues ?? [];
  const [flow, setFlow] = useState<UnassignFlow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (cause: unknown) => setError(cause instanceof ApiCallError && cause.status >= 400 && cause.status < 500 ? cause.message : t('numbers.failed'));

  const holders = [
    { group: t('numbers.users'), items: users.map((u) => ({ value: `user:${u.id}`, label: `${u.firstName} ${u.lastName}`.trim() })) },
    { group: t('numbers.queues'), items: queues.map((q) => ({ value: `queue:${q.id}`, label: q.name })) },
  ];

  async function startUnassign(number: TenantPhoneNumber) {
    setError(null);
    try {
      await unassign.mutateAsync({ number, force: false });
    } catch (cause) {
      const code = cause instanceof ApiCallError ? cause.details.code : undefined;
      if (code === UNASSIGN_CODES.confirm) return setFlow({ kind: 'confirm', number });
      if (code === UNASSIGN_CODES.chooseCallerId && number.assignee) {
        const theirs = await userNumbers(number.assignee.id).catch(() => null);
        if (theirs) return setFlow({ kind: 'choose', number, others: theirs.numbers.filter((n) => n !== number.phoneNumber) });
      }
      failed(cause);
    }
  }

  async function finish(step: () => Promise<unknown>) {
    try {
      await step();
      setFlow(null);
    } catch (cause) {
      setFlow(null);
      failed(cause);
    }
  }

  return (
    <Card withBorder data-testid="numbers-assign" data-status={query.isPending ? 'loading' : query.isError ? 'error' : 'loaded'}>
      <Stack>
        <Title order={4}>{t('numbers.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('numbers.intro')}
        </Text>
        {error && (
          <Alert color="red" withCloseButton onClose={() => setError(null)} data-testid="numbers-error">
            {error}
          </Alert>
        )}
        {query.isPending && <Loader size="sm" />}
        {query.isError && (
          <Alert color="red" title={t('numbers.loadFailed')}>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('numbers.retry')}
            </Button>
          </Alert>
        )}
        {query.data?.length === 0 && <Text c="dimmed">{t('numbers.empty')}</Text>}
        {query.data && query.data.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('numbers.number')}</Table.Th>
                <Table.Th>{t('numbers.country')}</Table.Th>
                <Table.Th>{t('numbers.state')}</Table.Th>
                <Table.Th>{t('numbers.assignee')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((number) => (
                <Table.Tr key={number.id} data-testid="number-row" data-number={number.phoneNumber}>
                  <Table.Td>{formatNumber(number.phoneNumber)}</Table.Td>
                  <Table.Td>{number.country ?? `+${number.countryCode}`}</Table.Td>
                  <Table.Td>{number.state ?? ''}</Table.Td>
                  <Table.Td>
                    {number.assignee ? (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" data-testid="number-assignee">
                          {number.assignee.type === 'User' ? number.assignee.name : t('numbers.queueName', { name: number.assignee.name })}
                        </Text>
                        {number.isCallerId && (
                          <Badge size="xs" variant="light" style={{ flexShrink: 0 }} styles={UNCUT_BADGE}>
                            {t('numbers.callerId')}
                          </Badge>
                        )}
                      </Group>
                    ) : (
                      <Stack gap={2}>
                        {number.assigneeDeleted && (
                          <Text size="xs" c="orange" data-testid="number-deleted-holder">
                            {number.assigneeDeleted === 'User' ? t('numbers.deletedUser') : t('numbers.deletedQueue')}
                          </Text>
                        )}
                        <Select
                          size="xs"
                          aria-label={t('numbers.assignTo')}
                          placeholder={t('numbers.assignTo')}
                          data={holders}
                          value={null}
                          searchable
                          disabled={assign.isPending}
                          onChange={(value) => {
                            if (!value) return;
                            setError(null);
                            assign.mutate({ id: number.id, to: holderOf(value) }, { onError: failed });
                          }}
                          data-testid="number-assign"
                        />
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {number.assignee && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={unassign.isPending && unassign.variables?.number.id === number.id}
                        onClick={() => void startUnassign(number)}
                        data-testid="number-unassign"
                      >
                        {t('numbers.unassign')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {flow?.kind === 'confirm' && (
        <ConfirmUnassignModal
          number={flow.number.phoneNumber}
          name={flow.number.assignee?.name ?? ''}
          busy={unassign.isPending}
          onCancel={() => setFlow(null)}
          onConfirm={() => void finish(() => unassign.mutateAsync({ number: flow.number, force: true }))}
        />
      )}
      {flow?.kind === 'choose' && (
        <ChooseCallerIdModal
          number={flow.number.phoneNumber}
          name={flow.number.assignee?.name ?? ''}
          others={flow.others}
          busy={chooseCallerId.isPending || unassign.isPending}
          onCancel={() => setFlow(null)}
          onChoose={(phoneNumber) =>
            void finish(async () => {
              await chooseCallerId.mutateAsync({ userId: flow.number.assignee!.id, phoneNumber });
              await unassign.mutateAsync({ number: flow.number, force: false });
            })
          }
        />
      )}
    </Card>
  );
}
