import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { CLICK_TO_CALL_KEY, parseClickToCallSettings, toggleSite } from '@/src/extension/click-to-call/click-to-call-settings';
import { useLocalStorageValue } from '@/src/workspace/ui/useLocalStorageValue';

/** The per-site click-to-call switch: the sites where it is off, and a field to turn one off. */
export function ClickToCallSites() {
  const { t } = useTranslation();
  const settings = useLocalStorageValue(CLICK_TO_CALL_KEY, parseClickToCallSettings);
  const [site, setSite] = useState('');
  const update = (host: string, enabled: boolean) => {
    if (!settings) return;
    void browser.storage.local.set({ [CLICK_TO_CALL_KEY]: toggleSite(settings, host, enabled) });
  };
  return (
    <Stack gap="xs" data-testid="click-to-call-sites">
      <Title order={5}>{t('phone.clickToCall.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('phone.clickToCall.help')}
      </Text>
      <Text size="sm" fw={600}>
        {t('phone.clickToCall.disabledSites')}
      </Text>
      {settings?.disabledSites.length === 0 && <Text size="sm">{t('phone.clickToCall.none')}</Text>}
      {settings?.disabledSites.map((host) => (
        <Group key={host} gap="xs">
          <Text size="sm">{host}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => update(host, true)}>
            {t('phone.clickToCall.turnOn')}
          </Button>
        </Group>
      ))}
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label={t('phone.clickToCall.site')} placeholder="example.com" value={site} onChange={(e) => setSite(e.currentTarget.value.trim())} />
        <Button
          size="xs"
          variant="default"
          disabled={!/^[a-z0-9.-]+(:\d+)?$/i.test(site)}
          onClick={() => {
            update(site.toLowerCase(), false);
            setSite('');
          }}
        >
          {t('phone.clickToCall.turnOff')}
        </Button>
      </Group>
    </Stack>
  );
}
