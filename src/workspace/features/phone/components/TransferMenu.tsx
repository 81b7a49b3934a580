import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';

/** Blind transfer of the active call: to a colleague (their SIP user) or a number; Enter transfers. */
export function TransferMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState('');
  const transfer = () => {
    if (!target.trim()) return;
    void sendPhoneCommand({ command: 'transfer', target: target.trim() });
    setOpened(false);
    setTarget('');
  };
  return (
    <Popover opened={opened && !disabled} onChange={setOpened} position="bottom-start" trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" disabled={disabled} onClick={() => setOpened((o) => !o)} data-testid="transfer-open">
          {t('phone.transfer')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label={t('phone.transferTo')}
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && transfer()}
            data-testid="transfer-target"
          />
          <Button size="xs" onClick={transfer} disabled={!target.trim()} data-testid="transfer-go">
            {t('phone.transfer')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
