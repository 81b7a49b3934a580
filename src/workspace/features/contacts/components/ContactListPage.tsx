import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPrefix } from '@/src/contract';
import { TOP_SEARCH_DEBOUNCE_MS } from '../../search/searchConstants';
import { useContactList } from '../hooks/useContactList';
import { useContactPrefixes } from '../hooks/useContactPrefixes';
import { PrefixFilter } from './PrefixFilter';
import { VirtualContactList } from './VirtualContactList';

/** main.contacts.list: alphabetical, filtered by first letter or by a text search, server-paged. */
export function ContactListPage() {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState<ContactPrefix>('ALL');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), TOP_SEARCH_DEBOUNCE_MS);
  const prefixes = useContactPrefixes();
  const list = useContactList(prefix, search);
  const counts = useMemo(() => (prefixes.data ? new Map(prefixes.data.prefixes.map((p) => [p.prefix, p.count])) : null), [prefixes.data]);
  const contacts = useMemo(() => list.data?.pages.flatMap((page) => page.contacts) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{t('contacts.listTitle')}</Title>
        <Button size="xs" component="a" href="#!/contacts/create">
          {t('contacts.newContact')}
        </Button>
      </Group>
      <TextInput
        aria-label={t('contacts.searchLabel')}
        placeholder={t('contacts.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="contact-list-search"
      />
      <PrefixFilter value={prefix} counts={counts} onChange={setPrefix} />
      {list.isError ? (
        <Alert color="red" data-testid="contact-list-error">
          {t('contacts.loadListError')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : list.isPending ? (
        <Center p="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : contacts.length === 0 ? (
        <Text c="dimmed" data-testid="contact-list-empty">
          {t('contacts.emptyList')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" data-testid="contact-list-total">
            {t('contacts.total', { count: total })}
          </Text>
          <VirtualContactList contacts={contacts} hasMore={list.hasNextPage} loadingMore={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
        </>
      )}
    </Stack>
  );
}
