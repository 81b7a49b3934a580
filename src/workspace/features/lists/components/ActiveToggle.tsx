import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The list's active switch: flips at once, reverts when `onChange` reports a failure (false). */
export function ActiveToggle({ value, label, disabled, onChange }: { value: boolean; label: string; disabled?: boolean; onChange(active: boolean): Promise<boolean> }) {
  const [shown, setShown] = useState(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(value), [value]);
  return (
    <Switch
      size="xs"
      aria-label={label}
      checked={shown}
      disabled={disabled || busy}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setShown(next);
        setBusy(true);
        void onChange(next).then((ok) => {
          setBusy(false);
          if (!ok) setShown(!next);
        });
      }}
      data-testid="list-active"
      data-checked={shown}
    />
  );
}
