import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KEYPAD_KEYS } from '@/src/domain/phone/phone-constants';

/** The 12-key pad; while talking its keys send DTMF, otherwise they type the number. */
export function Keypad({ onKey }: { onKey: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={3} spacing={6} role="group" aria-label={t('phone.keypad')} data-testid="keypad">
      {KEYPAD_KEYS.map((key) => (
        <Button key={key} variant="default" size="sm" onClick={() => onKey(key)} aria-label={key}>
          {key}
        </Button>
      ))}
    </SimpleGrid>
  );
}
