import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { useNow } from '@/src/workspace/ui/useNow';

/** Whole seconds left until `until` (rounded up: 9.2 s left reads 10 s). */
const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * The wait the dialer is in: the wrap-up before the next call, the auto-resume of a paused dialer,
 * or the mandatory call result (its countdown ticks in the engine; the result panel offers the choice).
 */
export function PowerDialerCountdown({ state }: { state: Pick<PowerDialerState, 'status' | 'wrapUpUntil' | 'resumeAt' | 'resultPanel'> }) {
  const { t } = useTranslation();
  const wrapUp = state.status === 'idleStarted' && state.wrapUpUntil !== null ? state.wrapUpUntil : null;
  const resume = state.status === 'paused' && state.resumeAt !== null ? state.resumeAt : null;
  const now = useNow(wrapUp !== null || resume !== null);
  if (state.resultPanel)
    return (
      <Text size="sm" fw={600} c="orange" data-testid="pd-countdown" data-kind="result" data-seconds={state.resultPanel.remaining} aria-live="polite">
        {t('powerDialer.chooseResult')} · {t('powerDialer.waitSeconds', { seconds: state.resultPanel.remaining })}
      </Text>
    );
  if (wrapUp !== null) {
    const s = secondsLeft(wrapUp, now);
    return (
      <Text size="sm" fw={600} c="blue" data-testid="pd-countdown" data-kind="wrapUp" data-seconds={s}>
        {t('powerDialer.wrapUp', { seconds: s })}
      </Text>
    );
  }
  if (resume !== null) {
    const s = secondsLeft(resume, now);
    return (
      <Text size="sm" fw={600} c="blue" data-testid="pd-countdown" data-kind="autoResume" data-seconds={s}>
        {t('powerDialer.autoResume', { seconds: s })}
      </Text>
    );
  }
  return null;
}
