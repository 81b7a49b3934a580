import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerDialerActionName } from '@/src/domain/power-dialer/power-dialer-state';
import type { PanelActions } from '../panelActions';

const hint: Record<PowerDialerActionName, string> = {
  pause: 'powerDialer.pauseHint',
  resume: 'powerDialer.resumeHint',
  stop: 'powerDialer.stopHint',
  skip: 'powerDialer.skipHint',
  next: 'powerDialer.nextHint',
  previous: 'powerDialer.previousHint',
};

/** Pause / resume, previous, skip, next, stop: real buttons (Tab reaches them, Enter or Space presses). */
export function PowerDialerControls({ actions, onAction }: { actions: PanelActions; onAction(a: PowerDialerActionName): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {actions.shown.map((a) => (
        <Tooltip key={a} label={t(hint[a])} openDelay={400}>
          <Button
            size="compact-xs"
            variant={a === 'stop' ? 'light' : a === 'resume' ? 'filled' : 'default'}
            color={a === 'stop' ? 'red' : undefined}
            disabled={!actions.enabled.has(a)}
            aria-label={t(hint[a])}
            onClick={() => onAction(a)}
            data-testid={`pd-${a}`}
          >
            {t(`powerDialer.${a}`)}
          </Button>
        </Tooltip>
      ))}
    </Group>
  );
}
