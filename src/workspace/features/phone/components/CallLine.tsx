import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneCallView } from '@/src/phone/phone-state';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { CallClock } from './CallClock';

/** One live call: number, call-state message, how long it has lasted and its flags. */
export function CallLine({ call, testId = 'call-line' }: { call: PhoneCallView; testId?: string }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  return (
    <Group
      gap="xs"
      data-testid={testId}
      data-call-id={call.id}
      data-sip-call-id={call.callId ?? undefined}
      data-state={call.state}
      data-call-type={call.callType}
      wrap="wrap"
      style={{ rowGap: 2, minWidth: 0 }}
    >
      <Text fw={600} size="sm">
        {call.displayName && call.displayName !== call.number ? `${call.displayName} · ${formatNumber(call.number)}` : formatNumber(call.number)}
      </Text>
      <Badge size="sm" variant="light" data-testid="call-state">
        {call.message}
      </Badge>
      <CallClock call={call} />
      {call.callType === 'waiting' && (
        <Badge size="sm" color="gray">
          {t('phone.waiting')}
        </Badge>
      )}
      {call.onHold && call.callType !== 'waiting' && (
        <Badge size="sm" color="gray">
          {t('phone.hold')}
        </Badge>
      )}
      {call.isMute && (
        <Badge size="sm" color="gray">
          {t('phone.mute')}
        </Badge>
      )}
      {call.conference && (
        <Badge size="sm" color="grape">
          {t('phone.conference')}
        </Badge>
      )}
      {call.recording && (
        <Badge size="sm" color="red">
          {t('phone.record')}
        </Badge>
      )}
    </Group>
  );
}
