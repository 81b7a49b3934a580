import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';

/**
 * Transfer of the active call to a colleague (their SIP user) or a number. Transfer (or Enter) puts
 * the caller straight through (blind); Consult first calls the target while the caller waits on hold,
 * and Complete transfer (in the call controls) then puts them through (attended).
 */
export function TransferMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState('');
  const send = (how: 'blind' | 'consult') => {
    const to = target.trim();
    if (!to) return;
    void sendPhoneCommand(how === 'blind' ? { command: 'transfer', target: to } : { command: 'dial', number: to });
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
            onKeyDown={(e) => e.key === 'Enter' && send('blind')}
            data-testid="transfer-target"
          />
          <Group gap={6}>
            <Button size="xs" onClick={() => send('blind')} disabled={!target.trim()} data-testid="transfer-go">
              {t('phone.transfer')}
            </Button>
            <Button size="xs" variant="default" onClick={() => send('consult')} disabled={!target.trim()} data-testid="transfer-consult">
              {t('phone.consult')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('phone.consultHint')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
