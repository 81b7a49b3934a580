import { Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { deviceOptions, type AudioDevice, type AudioDeviceChoice } from '@/src/domain/phone/audio-devices';
import { parseAudioDevices, PHONE_DEVICES_KEY } from '@/src/extension/phone-devices-storage';
import { sendToBackground } from '@/src/workspace/platform';

const PICKERS = [
  { key: 'microphoneId', kind: 'audioinput' },
  { key: 'speakerId', kind: 'audiooutput' },
  { key: 'ringtoneId', kind: 'audiooutput' },
] as const;

/** The phone's microphone, speaker and ringtone device, remembered in this browser; a change applies to the next call (the speaker at once). */
export function AudioDevices() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<AudioDeviceChoice | null>(null);
  const [devices, setDevices] = useState<AudioDevice[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    void browser.storage.local.get(PHONE_DEVICES_KEY).then((stored) => setChoice(parseAudioDevices(stored[PHONE_DEVICES_KEY])));
    const list = () =>
      navigator.mediaDevices
        .enumerateDevices()
        .then((found) => setDevices(found.map((d) => ({ deviceId: d.deviceId, kind: d.kind, label: d.label }))))
        .catch(() => setError(true));
    void list();
    navigator.mediaDevices.addEventListener('devicechange', list);
    return () => navigator.mediaDevices.removeEventListener('devicechange', list);
  }, []);
  const choose = (key: keyof AudioDeviceChoice, value: string | null) => {
    if (!choice) return;
    const next = { ...choice, [key]: value === null || value === 'default' ? null : value };
    setChoice(next);
    void browser.storage.local.set({ [PHONE_DEVICES_KEY]: next }).then(() => sendToBackground({ target: 'background', type: 'phone.devices.changed' }));
  };
  return (
    <Stack gap="xs" data-testid="audio-devices">
      <Title order={5}>{t('phone.devices.title')}</Title>
      {error && (
        <Text size="sm" c="red">
          {t('phone.devices.error')}
        </Text>
      )}
      {PICKERS.map(({ key, kind }) => {
        const options = deviceOptions(devices ?? [], kind, t('phone.devices.default'));
        const value = choice?.[key] ?? 'default';
        return (
          <Select
            key={key}
            size="xs"
            label={t(`phone.devices.${key}`)}
            data={options.some((o) => o.value === value) ? options : [...options, { value, label: t('phone.devices.missing') }]}
            value={value}
            disabled={!choice || !devices}
            allowDeselect={false}
            onChange={(v) => choose(key, v)}
            data-testid={`device-${key}`}
          />
        );
      })}
    </Stack>
  );
}
