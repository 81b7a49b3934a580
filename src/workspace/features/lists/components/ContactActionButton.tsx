import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/src/domain/lists/row-action';

/**
 * The per-row CALL / EMAIL / RETRY button; a disabled one says why on hover or focus. `dialBlockKey`:
 * a CALL that starts the power dialer is also held back by the dial buttons' rule (inactive list, busy dialer).
 */
export function ContactActionButton({ action, dialBlockKey, onClick }: { action: RowAction; dialBlockKey?: string | null; onClick(): void }) {
  const { t } = useTranslation();
  const blockKey = action.block ? `listContacts.block_${action.block}` : (dialBlockKey ?? null);
  const button = (
    <Button
      size="compact-xs"
      variant={action.label === 'RETRY' ? 'light' : 'filled'}
      disabled={blockKey !== null}
      onClick={onClick}
      data-testid="contact-row-action"
      data-label={action.label}
      data-reason={blockKey ?? undefined}
    >
      {t(`listContacts.${action.label}`)}
    </Button>
  );
  if (!blockKey) return button;
  return (
    <Tooltip label={t(blockKey)}>
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  );
}
