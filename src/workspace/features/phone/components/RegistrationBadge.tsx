import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneState } from '@/src/phone/phone-state';

const COLORS = { signedOut: 'gray', connecting: 'yellow', registered: 'teal', unregistered: 'orange', failed: 'red' } as const;

/** Registration status of the phone and the carrier numbers go through ("Simulated carrier"). */
export function RegistrationBadge({ state }: { state: PhoneState }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge color={COLORS[state.registration]} variant="light" data-testid="phone-registration" data-status={state.registration} data-connection-type={state.connectionType ?? undefined}>
        {t(`phone.registration.${state.registration}`)}
      </Badge>
      {state.registrationError && (
        <Text size="xs" c="red">
          {state.registrationError}
        </Text>
      )}
      {state.carrier && (
        <Text size="xs" c="dimmed" data-testid="phone-carrier">
          {t('phone.carrier')}: {state.carrier}
        </Text>
      )}
    </Group>
  );
}
