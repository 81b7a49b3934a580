import { Button, Group, Paper, Text } from '@mantine/core';

/** What stands in a deleted item's place while its deletion can still be taken back. */
export function UndoNotice({ text, undoLabel, onUndo }: { text: string; undoLabel: string; onUndo: () => void }) {
  return (
    <Paper withBorder p={6} bg="var(--mantine-color-gray-0)" data-testid="undo-notice" role="status">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Button size="compact-xs" variant="light" onClick={onUndo} data-testid="undo">
          {undoLabel}
        </Button>
      </Group>
    </Paper>
  );
}
