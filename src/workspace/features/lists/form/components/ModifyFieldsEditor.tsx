import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addModifyField,
  ALLOWED_MODIFY_FIELDS,
  changeModifyFieldEntity,
  changeModifyFieldName,
  isModifyFieldTypeSupported,
  modifyFieldValueError,
  type ModifyFieldEntry,
} from '../../../../../domain/lists/modify-field-rules';
import type { useListFormOptions } from '../hooks/useListFormData';

type Options = ReturnType<typeof useListFormOptions>;

/** The field types of the allowed default fields (LeadStatus and Owner are chosen from lists). */
const FIELD_TYPES: Record<string, string> = { Company: 'string', FirstName: 'string', LastName: 'string', LeadSource: 'string', LeadStatus: 'picklist', Owner: 'reference', Title: 'string' };

/** A modify-field step's entries: at most `max` (adding beyond is ignored); entity and field changes clear what depends on them. */
export function ModifyFieldsEditor({ entries, max, onChange, options }: { entries: ModifyFieldEntry[]; max: number; onChange(e: ModifyFieldEntry[]): void; options: Options }) {
  const { t } = useTranslation();
  const now = new Date();
  const set = (i: number, e: ModifyFieldEntry) => onChange(entries.map((x, j) => (j === i ? e : x)));
  const choices = (name: string) =>
    name === 'LeadStatus'
      ? (options.leadStatuses.data?.statuses ?? []).map((s) => ({ value: s.name, label: s.name }))
      : name === 'Owner'
        ? (options.users.data?.users ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }))
        : null;
  return (
    <Stack gap="xs" data-testid="modify-fields">
      <Title order={6}>{t('listForm.modifyFields')}</Title>
      {entries.map((e, i) => {
        const type = FIELD_TYPES[e.name] ?? 'string';
        const list = choices(e.name);
        const error = modifyFieldValueError({ type }, e.value ?? '', now);
        return (
          <Group key={i} align="flex-end" gap="xs" data-testid="modify-field">
            <Select
              label={t('listForm.entity')}
              data={(['contact', 'lead'] as const).map((v) => ({ value: v, label: t(`listForm.entities.${v}`) }))}
              value={e.entity}
              onChange={(v) => set(i, changeModifyFieldEntity(e, v === 'lead' ? 'lead' : 'contact'))}
              allowDeselect={false}
              w={120}
            />
            <Select label={t('listForm.modifyField')} data={ALLOWED_MODIFY_FIELDS.filter((f) => f !== 'LeadStatus' || e.entity === 'lead')} value={e.name || null} onChange={(v) => set(i, changeModifyFieldName(e, v ?? ''))} w={160} data-testid="modify-field-name" />
            {!isModifyFieldTypeSupported(type) ? (
              <Badge color="gray">{t('listForm.unsupportedType')}</Badge>
            ) : list ? (
              <Select label={t('listForm.modifyValue')} data={list} value={e.value} onChange={(v) => set(i, { ...e, value: v })} searchable clearable w={220} disabled={e.name === ''} />
            ) : (
              <TextInput
                label={t('listForm.modifyValue')}
                value={e.value ?? ''}
                maxLength={2000}
                disabled={e.name === ''}
                onChange={(ev) => set(i, { ...e, value: ev.currentTarget.value })}
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
        {entries.length >= max && <Text size="xs" c="dimmed">{t('listForm.modifyLimit', { max })}</Text>}
      </Group>
    </Stack>
  );
}
