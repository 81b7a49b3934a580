import { Button, Group } from '@mantine/core';
import { contactPrefixValues, type ContactPrefix } from '@/src/contract';

/** ALL, 0-9 and A to Z; a letter with no contacts is disabled. */
export function PrefixFilter({ value, counts, onChange }: { value: ContactPrefix; counts: ReadonlyMap<string, number> | null; onChange: (prefix: ContactPrefix) => void }) {
  return (
    <Group gap={2} role="toolbar" aria-label="Filter by first letter" data-testid="prefix-filter">
      {contactPrefixValues.map((prefix) => {
        const empty = prefix !== 'ALL' && counts !== null && (counts.get(prefix) ?? 0) === 0;
        return (
          <Button
            key={prefix}
            size="compact-xs"
            variant={prefix === value ? 'filled' : 'subtle'}
            disabled={empty}
            aria-pressed={prefix === value}
            data-prefix={prefix}
            onClick={() => onChange(prefix)}
          >
            {prefix}
          </Button>
        );
      })}
    </Group>
  );
}
