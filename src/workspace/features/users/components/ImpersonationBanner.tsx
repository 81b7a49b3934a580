import { Alert, Button, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionState } from '@/src/workspace/session/state';
import { useEndLoginAs } from '../hooks/useLoginAs';

/** While an admin is logged in as a user: whose workspace this is, by whom, and one click back (spec 3 section 6). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const back = useEndLoginAs();
  if (!session?.impersonatorId) return null;
  const by = session.impersonatorName ?? '';
  return (
    <Alert color="orange" variant="light" p="xs" mb="sm" data-testid="impersonation-banner">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('users.impersonating', { name: `${session.firstName} ${session.lastName}`, by })}</Text>
        <Button size="xs" color="orange" loading={back.isPending} onClick={() => back.mutate()} data-testid="impersonation-back">
          {t('users.backToMe', { name: by })}
        </Button>
      </Group>
      {back.isError && (
        <Text size="xs" c="red">
          {t('users.backFailed')}
        </Text>
      )}
    </Alert>
  );
}
