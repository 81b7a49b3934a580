import { CALL_CLOCK_REFRESH_MS } from '@/src/domain/phone/call-clock';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callClockText } from '@/src/domain/phone/call-clock';
import { useNow } from '@/src/workspace/ui/useNow';

/** How long the call has lasted (from its answer), refreshed each second; nothing before the answer. */
export function CallClock({ call }: { call: { answeredAt: number | null; endedAt: number | null } }) {
  const { t } = useTranslation();
  const now = useNow(call.answeredAt !== null && call.endedAt === null, CALL_CLOCK_REFRESH_MS);
  const text = callClockText(call, now);
  if (text === null) return null;
  return (
    <Text size="sm" ff="monospace" c="dimmed" data-testid="call-clock" aria-label={t('phone.callClock', { time: text })} role="timer">
      {text}
    </Text>
  );
}
