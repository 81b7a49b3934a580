import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOrderingList, minimumItemsMessage } from '@/src/domain/fields/ordering-list';

export interface OrderingItem {
  /** Stable while the item is edited or moved (React's key). */
  key: string;
  name: string;
  /** A locked item may move but not be renamed or deleted. */
  locked?: boolean;
}

/**
 * The ordering list (spec 1 section 5): items in order, each renamed in place, moved up or down (the
 * buttons, or Alt+Up / Alt+Down in its field) and deleted; new items added by name. A duplicate name
 * is refused with the spec's message, and so is deleting below the minimum (default 0).
 */
export function OrderingList(props: { testId: string; items: readonly OrderingItem[]; onChange(items: OrderingItem[]): void; min?: number; maxLength?: number; addLabel: string; newKey(): string }) {
  const { t } = useTranslation();
  const { items, onChange, min = 0 } = props;
  const [newName, setNewName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const names = items.map((item) => item.name);

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(to, 0, item);
    setNotice(null);
    onChange(next);
  };
  const remove = (index: number) => {
    if (items.length - 1 < min) return setNotice(minimumItemsMessage(min));
    setNotice(null);
    onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    const name = newName.trim();
    if (!name) return;
    const problem = checkOrderingList([...names, name]);
    if (problem) return setNotice(problem);
    setNotice(null);
    setNewName('');
    onChange([...items, { key: props.newKey(), name }]);
  };

  return (
    <Stack gap={6} data-testid={props.testId}>
      {items.map((item, index) => (
        <Group key={item.key} gap={6} wrap="nowrap" data-testid={`${props.testId}-item`} data-name={item.name}>
          <Text size="xs" c="dimmed" w={22} ta="right">
            {index + 1}.
          </Text>
          <TextInput
            style={{ flex: 1 }}
            size="xs"
            aria-label={t('orderingList.name', { position: index + 1 })}
            value={item.name}
            maxLength={props.maxLength}
            readOnly={item.locked}
            onChange={(e) => {
              const name = e.currentTarget.value;
              onChange(items.map((it, i) => (i === index ? { ...it, name } : it)));
            }}
            onKeyDown={(e) => {
              if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
              e.preventDefault();
              move(index, e.key === 'ArrowUp' ? -1 : 1);
            }}
          />
          <ActionIcon variant="default" size="md" aria-label={t('orderingList.up', { name: item.name })} disabled={index === 0} onClick={() => move(index, -1)}>
            ↑
          </ActionIcon>
          <ActionIcon variant="default" size="md" aria-label={t('orderingList.down', { name: item.name })} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
            ↓
          </ActionIcon>
          <ActionIcon variant="default" color="red" size="md" aria-label={t('orderingList.delete', { name: item.name })} disabled={item.locked} onClick={() => remove(index)}>
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap" mt={4}>
        <TextInput
          style={{ flex: 1 }}
          size="xs"
          aria-label={props.addLabel}
          placeholder={props.addLabel}
          value={newName}
          maxLength={props.maxLength}
          onChange={(e) => setNewName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
          data-testid={`${props.testId}-new`}
        />
        <Button size="xs" variant="light" onClick={add} disabled={!newName.trim()} data-testid={`${props.testId}-add`}>
          {t('orderingList.add')}
        </Button>
      </Group>
      {notice && (
        <Text size="sm" c="red" role="alert" data-testid={`${props.testId}-notice`}>
          {notice}
        </Text>
      )}
    </Stack>
  );
}
