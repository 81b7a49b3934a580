import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, PRIORITY_LABEL_KEYS, type Priority } from '@/src/domain/lists/list-status-label';

/**
 * Priority selector (0 High, 1 Medium, 2 Low) of a list or a step. The choice shows at once and
 * goes back to the saved value when `onChange` reports a failure (false).
 */
export function PrioritySelect({ value, label, disabled, onChange, testId }: { value: Priority; label: string; disabled?: boolean; onChange(p: Priority): Promise<boolean>; testId?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Priority>(value);
  useEffect(() => setShown(value), [value]);
  const data = PRIORITIES.map((p) => ({ value: String(p), label: t(PRIORITY_LABEL_KEYS[p]) }));
  return (
    <Select
      size="xs"
      w={110}
      aria-label={label}
      data={data}
      value={String(shown)}
      allowDeselect={false}
      disabled={disabled}
      onChange={(v) => {
        if (v === null) return;
        const next = Number(v) as Priority;
        if (next === shown) return;
        const before = shown;
        setShown(next);
        void onChange(next).then((ok) => {
          if (!ok) setShown(before);
        });
      }}
      data-testid={testId}
    />
  );
}
