import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepAction } from '@/src/contract';
import type { useListFormOptions } from '../hooks/useListFormData';
import type { PlaybookDraft, StepDraft } from '../state/listDraft';
import { newStep } from '../state/listDraftOf';
import { moveStep, removeStep, withReplyRule } from '../state/stepListEdits';
import { ExitConditionsEditor } from './ExitConditionsEditor';
import { StepCard } from './StepCard';
import { userOptions } from '@/src/workspace/features/directory/userOptions';

type Options = ReturnType<typeof useListFormOptions>;
const ACTIONS: StepAction[] = ['call', 'email', 'automatic-email', 'modify-field'];

/** The playbook editor: base fields, automatic email user, tracking, exit conditions and ordered steps. */
export function PlaybookSection({ playbook: p, onChange, options }: { playbook: PlaybookDraft; onChange(p: PlaybookDraft): void; options: Options }) {
  const { t } = useTranslation();
  const [nextAction, setNextAction] = useState<StepAction>('call');
  const set = (patch: Partial<PlaybookDraft>) => onChange({ ...p, ...patch });
  const setSteps = (steps: StepDraft[]) => set({ steps: withReplyRule(steps) });
  const users = userOptions(options.users.data);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={5}>{t('listForm.sections.playbook')}</Title>
        <Checkbox label={t('listForm.usePlaybook')} checked={p.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} data-testid="use-playbook" />
        {p.enabled && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('listForm.playbookName')}
                description={t('listForm.playbookNameHint')}
                value={p.name}
                maxLength={500}
                onChange={(e) => set({ name: e.currentTarget.value })}
                data-testid="playbook-name"
              />
              <Select
                label={t('listForm.automaticEmailUser')}
                data={[{ value: '-1', label: t('listForm.doNotSend') }, ...users]}
                value={String(p.automaticEmailUserId)}
                onChange={(v) => set({ automaticEmailUserId: v ? Number(v) : -1 })}
                allowDeselect={false}
                searchable
                data-testid="automatic-email-user"
              />
            </SimpleGrid>
            <Textarea label={t('listForm.description')} value={p.description} maxLength={5000} autosize minRows={1} onChange={(e) => set({ description: e.currentTarget.value })} />
            <Group>
              <Checkbox label={t('listForm.trackEmailOpens')} checked={p.trackEmailOpens} onChange={(e) => set({ trackEmailOpens: e.currentTarget.checked })} data-testid="track-opens" />
              <Checkbox label={t('listForm.trackEmailClicks')} checked={p.trackEmailClicks} onChange={(e) => set({ trackEmailClicks: e.currentTarget.checked })} data-testid="track-clicks" />
            </Group>
            <ExitConditionsEditor conditions={p.exitConditions} onChange={(exitConditions) => set({ exitConditions })} options={options} />
            <Title order={6}>{t('listForm.steps')}</Title>
            {p.steps.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('listForm.noSteps')}
              </Text>
            )}
            {p.steps.map((s, i) => (
              <StepCard
                key={s.key}
                index={i}
                steps={p.steps}
                step={s}
                maxModifyFields={p.maxModifyFields}
                options={options}
                onChange={(ns) => setSteps(p.steps.map((x) => (x.key === s.key ? ns : x)))}
                onRemove={() => set({ steps: removeStep(p.steps, i) })}
                onMove={(delta) => set({ steps: moveStep(p.steps, i, delta) })}
              />
            ))}
            <Group align="flex-end">
              <Select
                label={t('listForm.stepAction')}
                data={ACTIONS.map((a) => ({ value: a, label: t(`listForm.actions.${a}`) }))}
                value={nextAction}
                onChange={(v) => setNextAction((v as StepAction | null) ?? 'call')}
                allowDeselect={false}
                w={200}
                data-testid="new-step-action"
              />
              <Button variant="light" onClick={() => setSteps([...p.steps, newStep(nextAction, t(`listForm.defaultStepNames.${nextAction}`))])} data-testid="add-step">
                {t('listForm.addStep')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
