import { Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_MAX_SECONDARY_SORTS, type ListContactSort } from '@/src/contract';

/** The sort-order modal: a main sort and up to 4 secondary sorts; the owner may save it for everyone. */
export function SortModal({
  opened,
  sort,
  columns,
  canSaveForAll,
  onClose,
  onApply,
}: {
  opened: boolean;
  sort: readonly ListContactSort[];
  columns: ReadonlyArray<{ value: ListContactSort['column']; label: string }>;
  canSaveForAll: boolean;
  onClose(): void;
  onApply(sort: ListContactSort[], forAll: boolean): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ListContactSort[]>([...sort]);
  const [forAll, setForAll] = useState(false);
  // The draft starts from the applied sort each time the modal opens (not on every render).
  useEffect(() => {
    if (opened) setDraft([...sort]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  const used = new Set(draft.map((s) => s.column));
  const free = columns.filter((c) => !used.has(c.value));
  const set = (i: number, patch: Partial<ListContactSort>) => setDraft((d) => d.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Modal opened={opened} onClose={onClose} title={t('listContacts.sortTitle')} data-testid="sort-modal">
      <Stack gap="xs">
        {draft.map((s, i) => (
          <Group key={i} gap="xs" wrap="nowrap" data-testid="sort-row">
            <Select
              size="xs"
              label={i === 0 ? t('listContacts.mainSort') : t('listContacts.thenBy')}
              data={columns.filter((c) => c.value === s.column || !used.has(c.value))}
              value={s.column}
              allowDeselect={false}
              onChange={(v) => v && set(i, { column: v as ListContactSort['column'] })}
              data-testid={`sort-column-${i}`}
            />
            <SegmentedControl
              size="xs"
              mt={22}
              data={[
                { value: 'asc', label: t('listContacts.ascending') },
                { value: 'desc', label: t('listContacts.descending') },
              ]}
              value={s.direction}
              onChange={(v) => set(i, { direction: v === 'desc' ? 'desc' : 'asc' })}
              data-testid={`sort-direction-${i}`}
            />
            {i > 0 && (
              <Button size="compact-xs" variant="subtle" mt={22} onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}>
                {t('listContacts.removeSort')}
              </Button>
            )}
          </Group>
        ))}
        <Button
          size="xs"
          variant="light"
          disabled={draft.length > LIST_MAX_SECONDARY_SORTS || free.length === 0}
          onClick={() => {
            const next = free[0];
            if (next) setDraft((d) => [...d, { column: next.value, direction: 'asc' }]);
          }}
          data-testid="sort-add"
        >
          {t('listContacts.addSecondary')}
        </Button>
        {canSaveForAll && <Checkbox label={t('listContacts.saveForAll')} checked={forAll} onChange={(e) => setForAll(e.currentTarget.checked)} data-testid="sort-for-all" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lists.cancel')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft, forAll);
              onClose();
            }}
            data-testid="sort-apply"
          >
            {t('listContacts.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
