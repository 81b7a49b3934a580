import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AudioDevices } from './components/AudioDevices';
import { ClickToCallSites } from './components/ClickToCallSites';
import { DialerPanel } from './components/DialerPanel';

/** #!/phone: the dialer panel, the audio devices and the click-to-call switch. */
export function PhonePage() {
  const { t } = useTranslation();
  return (
    <Stack maw={520}>
      <Title order={3}>{t('phone.title')}</Title>
      <DialerPanel />
      <AudioDevices />
      <ClickToCallSites />
    </Stack>
  );
}
