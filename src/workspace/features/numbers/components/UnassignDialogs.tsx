import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/src/workspace/ui/ConfirmDialog';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** Spec 3 numbers: the user's last number goes only when confirmed (force). */
export function ConfirmUnassignModal({ number, name, busy, onCancel, onConfirm }: { number: string; name: string; busy: boolean; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  return (
    <ConfirmDialog
      title={t('numbers.confirmTitle')}
      text={t('numbers.confirmText', { number: formatNumber(number), name })}
      cancelLabel={t('numbers.cancel')}
      confirmLabel={t('numbers.unassign')}
      busy={busy}
      testId="unassign-confirm"
      confirmTestId="unassign-confirm-go"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** Spec 3 numbers: the user's caller id goes once another of their numbers is chosen in its place. */
export function ChooseCallerIdModal(props: { number: string; name: string; others: string[]; busy: boolean; onCancel(): void; onChoose(phoneNumber: string): void }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const [chosen, setChosen] = useState(props.others[0] ?? '');
  return (
    <Modal opened onClose={props.onCancel} title={t('numbers.chooseTitle')} data-testid="choose-caller-id">
      <Stack>
        <Text size="sm">{t('numbers.chooseText', { number: formatNumber(props.number), name: props.name })}</Text>
        <Radio.Group value={chosen} onChange={setChosen}>
          <Stack gap={6}>
            {props.others.map((other) => (
              <Radio key={other} value={other} label={formatNumber(other)} data-testid="choose-caller-id-option" />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('numbers.cancel')}
          </Button>
          <Button loading={props.busy} disabled={!chosen} onClick={() => props.onChoose(chosen)} data-testid="choose-caller-id-go">
            {t('numbers.chooseAndUnassign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
