import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactSearchBox } from './ContactSearchBox';

/** main.home: a search box; selecting a contact opens it. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack maw={640} mx="auto" mt="xl">
      <Title order={3}>{t('contacts.homeTitle')}</Title>
      <ContactSearchBox size="full" autoFocus />
    </Stack>
  );
}
