import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../../domain/lists/row-action';

/** The per-row CALL / EMAIL / RETRY button; a disabled one says why on hover or focus. */
export function ContactActionButton({ action, onClick }: { action: RowAction; onClick(): void }) {
  const { t } = useTranslation();
  const button = (
    <Button size="compact-xs" variant={action.label === 'RETRY' ? 'light' : 'filled'} disabled={action.disabled} onClick={onClick} data-testid="contact-row-action" data-label={action.label}>
      {t(`listContacts.${action.label}`)}
    </Button>
  );
  if (!action.block) return button;
  return (
    <Tooltip label={t(`listContacts.block_${action.block}`)}>
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  );
}
