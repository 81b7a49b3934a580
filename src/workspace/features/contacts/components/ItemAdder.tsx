import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';

/** A one-line input that adds a list item on Enter or +; clears when the add succeeded, shows the server's refusal under it otherwise. */
export function ItemAdder({ label, type, onAdd, testId }: { label: string; type: 'tel' | 'email'; onAdd: (value: string) => Promise<unknown>; testId: string }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors({ onlyField: 'value' });
  const add = () => {
    const trimmed = value.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    errors.reset();
    onAdd(trimmed)
      .then(() => setValue(''))
      .catch(errors.showFailure) // the text stays for another try, the reason under it
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
        error={errors.errorOf('value')}
        onChange={(event) => {
          errors.clearFieldError('value');
          setValue(event.currentTarget.value);
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
