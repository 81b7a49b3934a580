import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addModifyField,
  changeModifyFieldEntity,
  changeModifyFieldName,
  modifyFieldValueError,
  modifyFieldValueToSend,
  type ModifyFieldChoice,
  type ModifyFieldEntry,
} from '@/src/domain/lists/modify-field-rules';
import type { useListFormOptions } from '../hooks/useListFormData';
import { modifyChoicesOf } from '../state/modifyChoices';
import { userOptions } from '@/src/workspace/features/directory/userOptions';

type Options = ReturnType<typeof useListFormOptions>;

/** A modify-field step's entries: at most `max` (adding beyond is ignored); entity and field changes clear what depends on them. */
export function ModifyFieldsEditor({ entries, max, onChange, options }: { entries: ModifyFieldEntry[]; max: number; onChange(e: ModifyFieldEntry[]): void; options: Options }) {
  const { t } = useTranslation();
  const now = new Date();
  const set = (i: number, e: ModifyFieldEntry) => onChange(entries.map((x, j) => (j === i ? e : x)));
  const choicesFor = modifyChoicesOf(options.layouts.data);
  // Lead status and owner are chosen from the tenant's statuses and users; custom picklists and booleans from their values.
  const listOf = (c: ModifyFieldChoice | undefined) =>
    c?.name === 'LeadStatus'
      ? (options.leadStatuses.data?.statuses ?? []).map((s) => ({ value: s.name, label: s.name }))
      : c?.name === 'Owner'
        ? userOptions(options.users.data)
        : c?.picklist
          ? [...c.picklist]
          : null;
  return (
    <Stack gap="xs" data-testid="modify-fields">
      <Title order={6}>{t('listForm.modifyFields')}</Title>
      {options.layouts.isError && (
        <Text size="xs" c="red" data-testid="modify-layouts-error">
          {t('listForm.modifyLayoutsError')}
        </Text>
      )}
      {entries.map((e, i) => {
        const choices = choicesFor(e.entity);
        const choice = choices.find((c) => c.name === e.name);
        const spec = choice?.spec ?? { type: 'string' };
        const list = listOf(choice);
        const error = modifyFieldValueError(spec, e.value ?? '', now);
        const group = (custom: boolean) => ({
          group: t(custom ? 'listForm.customFields' : 'listForm.defaultFields'),
          items: choices.filter((c) => c.custom === custom).map((c) => ({ value: c.name, label: c.label })),
        });
        // A saved entry naming a field no longer in the layout stays shown as its name.
        const data = [group(false), group(true), ...(e.name && !choice ? [{ group: t('listForm.otherFields'), items: [{ value: e.name, label: e.name }] }] : [])].filter((g) => g.items.length > 0);
        return (
          <Group key={i} align="flex-end" gap="xs" data-testid="modify-field">
            <Select
              label={t('listForm.entity')}
              data={(['contact', 'lead'] as const).map((v) => ({ value: v, label: t(`listForm.entities.${v}`) }))}
              value={e.entity}
              onChange={(v) => set(i, changeModifyFieldEntity(e, v === 'lead' ? 'lead' : 'contact'))}
              allowDeselect={false}
              w={120}
              data-testid="modify-field-entity"
            />
            <Select
              label={t('listForm.modifyField')}
              data={data}
              value={e.name || null}
              onChange={(v) => set(i, changeModifyFieldName(e, v ?? ''))}
              searchable
              w={200}
              data-testid="modify-field-name"
            />
            {choice && !choice.supported ? (
              <Badge color="gray" mb={6} data-testid="modify-field-unsupported">
                {t('listForm.unsupportedType')}
              </Badge>
            ) : list ? (
              <Select
                label={t('listForm.modifyValue')}
                data={list}
                value={e.value}
                onChange={(v) => set(i, { ...e, value: v })}
                searchable
                clearable
                w={220}
                disabled={e.name === ''}
                data-testid="modify-field-choice"
              />
            ) : (
              <TextInput
                label={t('listForm.modifyValue')}
                value={e.value ?? ''}
                maxLength={2000}
                disabled={e.name === ''}
                onChange={(ev) => set(i, { ...e, value: ev.currentTarget.value })}
                // Links are completed as the spec sends them (http:// unless ftp or http(s)://).
                onBlur={() => spec.type === 'url' && set(i, { ...e, value: modifyFieldValueToSend(spec, e.value) })}
                error={error ? t(`listForm.modifyErrors.${error}`) : undefined}
                data-testid="modify-field-value"
              />
            )}
            <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('listForm.remove')} onClick={() => onChange(entries.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" size="xs" disabled={entries.length >= max} onClick={() => onChange([...addModifyField(entries, max)])} data-testid="add-modify-field">
          {t('listForm.addModifyField')}
        </Button>
        {entries.length >= max && (
          <Text size="xs" c="dimmed">
            {t('listForm.modifyLimit', { max })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
