import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialBlockKey, dialButtonBlock } from '@/src/domain/lists/dial-button-block';
import type { PowerDialerListStart } from '@/src/domain/power-dialer/power-dialer-state';
import { useStartPowerDialer } from '../hooks/useStartPowerDialer';

interface Props {
  start: PowerDialerListStart;
  active: boolean;
  dueCount: number;
  label: string;
  /** The accessible name when the label alone is ambiguous (one Dial per row). */
  ariaLabel?: string;
  testId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * A power-dialer start button, disabled when the list is inactive, no contact is due or the dialer
 * is busy; a disabled one says why on hover or focus.
 */
export function DialStartButton({ start, active, dueCount, label, ariaLabel, testId, size = 'compact-xs', variant = 'filled' }: Props) {
  const { t } = useTranslation();
  const dialer = useStartPowerDialer();
  const [starting, setStarting] = useState(false);
  const block = dialButtonBlock({ active, dueCount, busy: dialer.busy });
  const button = (
    <Button
      size={size}
      variant={variant}
      disabled={block !== null}
      loading={starting}
      aria-label={ariaLabel}
      onClick={() => {
        setStarting(true);
        void dialer.start(start).finally(() => setStarting(false));
      }}
      data-testid={testId}
      data-reason={block ?? undefined}
    >
      {label}
    </Button>
  );
  if (!block) return button;
  return (
    <Tooltip label={t(dialBlockKey(block))} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} data-testid={`${testId}-wrap`}>
        {button}
      </span>
    </Tooltip>
  );
}
