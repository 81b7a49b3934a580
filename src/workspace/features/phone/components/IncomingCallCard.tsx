import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneCallView } from '@/src/phone/phone-state';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { QueueCallLabel } from '../../acd/components/QueueCallLabel';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** A ringing incoming call with Answer / Decline. */
export function IncomingCallCard({ call }: { call: PhoneCallView }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  return (
    <Paper withBorder p="xs" data-testid="incoming-call" role="alert">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('phone.incomingCall')}
            </Text>
            <QueueCallLabel queueId={call.queueId} />
          </Group>
          <Text fw={600} data-testid="incoming-number">
            {call.displayName && call.displayName !== call.number ? `${call.displayName} · ${formatNumber(call.number)}` : formatNumber(call.number)}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" color="teal" onClick={() => void sendPhoneCommand({ command: 'answer', callId: call.id })}>
            {t('phone.answer')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => void sendPhoneCommand({ command: 'decline', callId: call.id })}>
            {t('phone.decline')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
