import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayOpenPage } from '../../domain/page-access';
import { sessionState } from '../session/state';

/** A page the signed-in user may not use says so, instead of a form whose save would be refused. */
export function PageAccess({ cap, children }: { cap: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const capList = useAtomValue(sessionState)?.capList ?? [];
  if (mayOpenPage({ cap }, capList)) return children;
  return (
    <Stack gap="xs" maw={520} data-testid="no-access" data-cap={cap}>
      <Title order={3}>{t('app.noAccess.title')}</Title>
      <Text size="sm">{t('app.noAccess.body')}</Text>
      <Anchor href="#!/dashboard" size="sm">
        {t('app.noAccess.back')}
      </Anchor>
    </Stack>
  );
}
