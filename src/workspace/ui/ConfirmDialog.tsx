import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks once more before a destructive step: the text, Cancel, and the red confirming button (busy while it runs). */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  testId: string;
  confirmTestId: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Modal opened onClose={props.onCancel} title={props.title} data-testid={props.testId}>
      <Stack>
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.busy} onClick={props.onConfirm} data-testid={props.confirmTestId}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
