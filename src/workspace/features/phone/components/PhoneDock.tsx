import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PhoneStateEffect } from '../hooks/PhoneStateEffect';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { phoneEngineState } from '../state/phoneEngineState';
import { CallLine } from './CallLine';
import { CallResultPanel } from './CallResultPanel';
import { IncomingCallCard } from './IncomingCallCard';

/**
 * The phone on every page of the shell: incoming calls (Answer / Decline), the live calls with a
 * hang-up, and the call result panel after a call. The full dialer is at #!/phone.
 */
export function PhoneDock({ onPhonePage }: { onPhonePage: boolean }) {
  const { t } = useTranslation();
  const state = useAtomValue(phoneEngineState);
  const incoming = state?.calls.filter((c) => c.callType === 'incoming') ?? [];
  const live = onPhonePage ? [] : (state?.calls.filter((c) => c.callType !== 'incoming') ?? []);
  const ended = state?.ended[0];
  return (
    <Stack gap="xs" mb={incoming.length || live.length || ended ? 'sm' : 0} data-testid="phone-dock">
      <PhoneStateEffect />
      {incoming.map((call) => (
        <IncomingCallCard key={call.id} call={call} />
      ))}
      {live.map((call) => (
        <Group key={call.id} justify="space-between" wrap="nowrap">
          <CallLine call={call} />
          <Group gap={6} wrap="nowrap">
            <Anchor href="#!/phone" size="sm">
              {t('phone.title')}
            </Anchor>
            <Button size="compact-xs" color="red" onClick={() => void sendPhoneCommand({ command: 'hangup', callId: call.id })}>
              {t('phone.hangUp')}
            </Button>
          </Group>
        </Group>
      ))}
      {ended && <CallResultPanel key={ended.id} call={ended} />}
    </Stack>
  );
}
