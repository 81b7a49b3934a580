import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactTraits } from '../contacts/components/ContactTraits';
import { contactName } from '../contacts/contactName';
import { navigate } from '../../router/useHashRoute';
import { DROPDOWN_BLUR_CLEAR_MS, TOP_SEARCH_DEBOUNCE_MS, UI_RENDER_LIMIT } from './searchConstants';
import { useContactSearch } from './hooks/useContactSearch';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/**
 * The top search dropdown, full (home page) or small (navbar): searches 350 ms after the last
 * keystroke; choosing a result opens that contact; leaving the box clears it after 500 ms.
 */
export function ContactSearchBox({ size, autoFocus = false }: { size: 'full' | 'small'; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const formatNumber = usePhoneNumberFormat();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), TOP_SEARCH_DEBOUNCE_MS);
  const search = useContactSearch(query);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const results = (search.data ?? []).slice(0, UI_RENDER_LIMIT);
  const testId = size === 'full' ? 'home-search' : 'top-search';

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const open = (contactId: string) => {
    setText('');
    combobox.closeDropdown();
    navigate(`#!/contacts/${contactId}`);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal={size === 'small'} width={size === 'small' ? 380 : 'target'} position="bottom-start">
      <Combobox.Target>
        <TextInput
          size={size === 'full' ? 'md' : 'xs'}
          w={size === 'full' ? '100%' : { base: 64, sm: 200 }}
          aria-label={t('contacts.searchLabel')}
          placeholder={t('contacts.searchPlaceholder')}
          autoFocus={autoFocus}
          value={text}
          data-testid={testId}
          rightSection={search.isFetching ? <Loader size={12} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            if (text) combobox.openDropdown();
          }}
          onBlur={() => {
            // The delay lets a click on a result land before the box clears.
            blurTimer.current = setTimeout(() => {
              setText('');
              combobox.closeDropdown();
            }, DROPDOWN_BLUR_CLEAR_MS);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query === '' || text.trim() === ''} data-testid={`${testId}-results`}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {search.isError ? (
            <Combobox.Empty>{t('contacts.loadListError')}</Combobox.Empty>
          ) : search.isPending ? (
            <Combobox.Empty>{t('app.loading')}</Combobox.Empty>
          ) : results.length === 0 ? (
            <Combobox.Empty>{t('contacts.noResults')}</Combobox.Empty>
          ) : (
            results.map((contact) => (
              <Combobox.Option key={contact.id} value={String(contact.id)} data-testid="search-result" data-contact-id={contact.id}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {contactName(contact)}
                  </Text>
                  <ContactTraits isLead={contact.isLead} details={[contact.companyName, contact.email, contact.phone && formatNumber(contact.phone)]} />
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
