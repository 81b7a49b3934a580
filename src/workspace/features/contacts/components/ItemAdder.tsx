import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  label: string;
  type: 'tel' | 'email';
  onAdd: (value: string) => Promise<unknown>;
  testId: string;
  /** What the server said is wrong with the value, shown at the input. */
  error?: string | undefined;
  /** The user changed the value (a shown error is then out of date). */
  onEdit?: () => void;
}

/** A one-line input that adds a list item on Enter or +; clears when the add succeeded. */
export function ItemAdder({ label, type, onAdd, testId, error, onEdit }: Props) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const add = () => {
    const trimmed = value.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    onAdd(trimmed)
      .then(() => setValue(''))
      .catch(() => undefined) // the caller shows or logs the failure; the text stays for another try
      .finally(() => setBusy(false));
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        size="xs"
        type={type}
        aria-label={label}
        placeholder={label}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onEdit?.();
        }}
        onKeyDown={(event) => event.key === 'Enter' && add()}
        data-testid={testId}
        style={{ flex: 1 }}
      />
      <ActionIcon size="md" variant="light" aria-label={label} onClick={add} loading={busy}>
        +
      </ActionIcon>
    </Group>
  );
}
