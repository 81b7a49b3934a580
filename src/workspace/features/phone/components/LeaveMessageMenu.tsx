import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { usePredefinedMessages } from '../hooks/usePredefinedMessages';

/** Leave a predefined VOICE_MESSAGE on the active call; loaded when opened (loaded, empty, error). */
export function LeaveMessageMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const messages = usePredefinedMessages('VOICE_MESSAGE', !disabled);
  return (
    <Menu position="bottom-start" disabled={disabled}>
      <Menu.Target>
        <Button size="xs" variant="default" disabled={disabled}>
          {t('phone.leaveMessage')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {messages.isError && (
          <Text size="xs" c="red" p="xs">
            {t('phone.messages.loadError')}
          </Text>
        )}
        {messages.data?.length === 0 && (
          <Text size="xs" p="xs">
            {t('phone.messages.empty')}
          </Text>
        )}
        {messages.data?.map((message) => (
          <Menu.Item key={message.id} onClick={() => void sendPhoneCommand({ command: 'leaveMessage', mediaId: message.id })}>
            {message.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
