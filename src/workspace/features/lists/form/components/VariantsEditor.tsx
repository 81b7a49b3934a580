import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { replyTypeOptions, type StepReplyType } from '@/src/domain/lists/reply-type';
import { nextVariantLetter } from '@/src/domain/lists/variant-letters';
import { newKey, type StepDraft, type VariantDraft } from '../state/listDraft';

/** An email step's variants A, B, ... with subject, body and reply type (the first email step is always a new thread). */
export function VariantsEditor({ steps, index, step: s, set }: { steps: StepDraft[]; index: number; step: StepDraft; set(patch: Partial<StepDraft>): void }) {
  const { t } = useTranslation();
  const replyTypes = replyTypeOptions(steps, index);
  const update = (key: string, patch: Partial<VariantDraft>) => set({ variants: s.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)) });
  const add = () => {
    const letter = nextVariantLetter(s.variants.map((v) => v.letter));
    set({ variants: [...s.variants, { key: newKey('v'), id: null, letter, name: '', replyType: 'newThread', subject: '', body: '' }] });
  };
  return (
    <Stack gap="xs" data-testid="variants">
      <Title order={6}>{t('listForm.variants')}</Title>
      {s.action === 'automatic-email' && s.variants.length === 0 && (
        <Alert color="yellow" py={4} data-testid="no-variants">
          {t('listForm.noVariants')}
        </Alert>
      )}
      {s.variants.map((v) => (
        <Paper key={v.key} withBorder p="xs" data-testid={`variant-${v.letter}`}>
          <Stack gap={6}>
            <Group justify="space-between">
              <Group gap="xs">
                <Badge>{t('listForm.variantTitle', { letter: v.letter })}</Badge>
                {v.id === null && (
                  <Badge variant="outline" size="xs">
                    {t('listForm.variantNew')}
                  </Badge>
                )}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('listForm.remove')} ${t('listForm.variantTitle', { letter: v.letter })}`}
                onClick={() => set({ variants: s.variants.filter((x) => x.key !== v.key) })}
              >
                ×
              </ActionIcon>
            </Group>
            <Group grow align="flex-start">
              <TextInput label={t('listForm.subject')} value={v.subject} maxLength={998} onChange={(e) => update(v.key, { subject: e.currentTarget.value })} data-testid="variant-subject" />
              <Select
                label={t('listForm.replyType')}
                data={replyTypes.map((r) => ({ value: r, label: t(`listForm.replyTypes.${r}`) }))}
                value={replyTypes.includes(v.replyType) ? v.replyType : 'newThread'}
                onChange={(r) => update(v.key, { replyType: (r as StepReplyType | null) ?? 'newThread' })}
                allowDeselect={false}
                description={replyTypes.length === 1 ? t('listForm.replyTypeFirst') : undefined}
                data-testid="variant-reply-type"
              />
            </Group>
            <Textarea label={t('listForm.body')} value={v.body} autosize minRows={3} maxRows={12} onChange={(e) => update(v.key, { body: e.currentTarget.value })} data-testid="variant-body" />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={add} data-testid="add-variant">
          {t('listForm.addVariant')}
        </Button>
      </Group>
    </Stack>
  );
}
