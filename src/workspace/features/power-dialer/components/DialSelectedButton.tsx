import { Button, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PowerDialerContactStart } from '@/src/domain/power-dialer/power-dialer-state';
import { useStartPowerDialer } from '../hooks/useStartPowerDialer';

/**
 * The tasks page's "Dial selected": the power dialer over the selected call tasks' contacts, in order,
 * without a list. Disabled, saying why on hover or focus, when none is selected or the dialer or phone is busy.
 */
export function DialSelectedButton({ contacts }: { contacts: PowerDialerContactStart[] }) {
  const { t } = useTranslation();
  const dialer = useStartPowerDialer();
  const [starting, setStarting] = useState(false);
  const reason = contacts.length === 0 ? t('powerDialer.dialSelectedNone') : dialer.busy ? t('powerDialer.busy') : null;
  const button = (
    <Button
      variant="default"
      disabled={reason !== null}
      loading={starting}
      onClick={() => {
        setStarting(true);
        void dialer.startContacts(contacts).finally(() => setStarting(false));
      }}
      data-testid="dial-selected"
      data-count={contacts.length}
      data-reason={reason ?? undefined}
    >
      {t('tasks.dialSelected', { count: contacts.length })}
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} data-testid="dial-selected-wrap">
        {button}
      </span>
    </Tooltip>
  );
}
