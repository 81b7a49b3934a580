import { Accordion, Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RINGING_LENGTH_MAX_S, RINGING_LENGTH_MESSAGE, RINGING_LENGTH_MIN_S } from '@/src/domain/phone/ringing-length';
import { PARALLEL_MAX_LINES, PARALLEL_MIN_LINES } from '@/src/domain/parallel-dialer/session-lines';
import type { AmdParameters } from '@/src/domain/parallel-dialer/answering-machine';
import { sessionState } from '@/src/workspace/session/state';
import { useParallelDialerSettings, type ParallelDialerForm } from '../hooks/useParallelDialerSettings';
import { ParallelDialerUsers } from './ParallelDialerUsers';
import { SaveErrorAlert } from '@/src/workspace/ui/forms/SaveErrorAlert';

const SETTINGS_ADMIN = 'settings.admin';
const SWITCHES = ['enabled', 'leaveRecordedVoiceMailEnabled', 'leaveCallbackNoticeRecordingsEnabled'] as const;
/** The detector's parameters and their ranges (the contract's). */
const AMD_FIELDS: Array<{ key: keyof AmdParameters; min: number; max: number }> = [
  { key: 'initialSilenceMs', min: 500, max: 5000 },
  { key: 'greetingMs', min: 500, max: 5000 },
  { key: 'afterGreetingSilenceMs', min: 300, max: 3000 },
  { key: 'totalAnalysisMs', min: 2000, max: 10_000 },
  { key: 'minimumWordMs', min: 40, max: 500 },
  { key: 'betweenWordsSilenceMs', min: 20, max: 500 },
  { key: 'maximumWords', min: 2, max: 10 },
  { key: 'silenceThreshold', min: 16, max: 4096 },
  { key: 'maximumWordMs', min: 1000, max: 10_000 },
];

const inRange = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

/** #!/settings/yourorganization/paralleldialer (spec 3): the tenant's parallel dialer; administrators change it (save / revert). */
export function ParallelDialerSettingsPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const isAdmin = session?.capList.includes(SETTINGS_ADMIN) ?? false;
  const { query, save } = useParallelDialerSettings(isAdmin);
  const [draft, setDraft] = useState<ParallelDialerForm | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  const changed = draft !== null && query.data !== undefined && JSON.stringify(draft) !== JSON.stringify(query.data);
  const valid =
    draft !== null &&
    inRange(draft.maximumRingingLength, RINGING_LENGTH_MIN_S, RINGING_LENGTH_MAX_S) &&
    inRange(draft.abandonRateLimit, 0.5, 3) &&
    AMD_FIELDS.every((f) => inRange(draft.answeringMachineDetection[f.key], f.min, f.max));
  const set = (patch: Partial<ParallelDialerForm>) => {
    setSaved(false);
    setDraft((d) => (d ? { ...d, ...patch } : d));
  };
  const status = query.isError ? 'error' : query.isPending || !draft ? 'loading' : 'loaded';
  return (
    <Stack data-testid="parallel-settings-page" data-status={isAdmin ? status : 'denied'}>
      <Title order={3}>{t('parallelSettings.title')}</Title>
      {!isAdmin && <Text c="dimmed">{t('parallelSettings.adminOnly')}</Text>}
      {isAdmin && status === 'loading' && <Text c="dimmed">{t('app.loading')}</Text>}
      {query.isError && (
        <Alert color="red" role="alert">
          {t('parallelSettings.loadError')}
        </Alert>
      )}
      {isAdmin && draft && (
        <Card withBorder>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!valid || !changed) return;
              save.mutate(draft, { onSuccess: () => setSaved(true) });
            }}
          >
            <Stack gap="md">
              {SWITCHES.map((key) => (
                <Switch key={key} label={t(`parallelSettings.${key}`)} checked={draft[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} data-testid={`parallel-settings-${key}`} />
              ))}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('parallelSettings.maximumLines')}
                  data={Array.from({ length: PARALLEL_MAX_LINES - PARALLEL_MIN_LINES + 1 }, (_, i) => String(PARALLEL_MIN_LINES + i))}
                  value={String(draft.maximumLines)}
                  onChange={(v) => v && set({ maximumLines: Number(v) })}
                  allowDeselect={false}
                  data-testid="parallel-settings-maximumLines"
                />
                <NumberInput
                  label={t('parallelSettings.maximumRingingLength')}
                  min={RINGING_LENGTH_MIN_S}
                  max={RINGING_LENGTH_MAX_S}
                  value={draft.maximumRingingLength}
                  onChange={(v) => set({ maximumRingingLength: Number(v) })}
                  error={inRange(draft.maximumRingingLength, RINGING_LENGTH_MIN_S, RINGING_LENGTH_MAX_S) ? undefined : RINGING_LENGTH_MESSAGE}
                  data-testid="parallel-settings-maximumRingingLength"
                />
                <NumberInput
                  label={t('parallelSettings.abandonRateLimit')}
                  min={0.5}
                  max={3}
                  step={0.1}
                  decimalScale={1}
                  value={draft.abandonRateLimit}
                  onChange={(v) => set({ abandonRateLimit: Number(v) })}
                  error={inRange(draft.abandonRateLimit, 0.5, 3) ? undefined : t('parallelSettings.abandonRange')}
                  data-testid="parallel-settings-abandonRateLimit"
                />
              </SimpleGrid>
              <Accordion variant="contained">
                <Accordion.Item value="amd">
                  <Accordion.Control>{t('parallelSettings.detection')}</Accordion.Control>
                  <Accordion.Panel>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      {AMD_FIELDS.map((f) => (
                        <NumberInput
                          key={f.key}
                          label={t(`parallelSettings.amd_${f.key}`)}
                          min={f.min}
                          max={f.max}
                          value={draft.answeringMachineDetection[f.key]}
                          onChange={(v) => set({ answeringMachineDetection: { ...draft.answeringMachineDetection, [f.key]: Number(v) } })}
                          error={inRange(draft.answeringMachineDetection[f.key], f.min, f.max) ? undefined : t('parallelSettings.between', { min: f.min, max: f.max })}
                          data-testid={`parallel-settings-amd-${f.key}`}
                        />
                      ))}
                    </SimpleGrid>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
              {save.isError && <SaveErrorAlert error={save.error} title={t('parallelSettings.saveError')} testId="parallel-settings-save-error" />}
              {saved && !changed && (
                <Alert color="green" data-testid="parallel-settings-saved">
                  {t('parallelSettings.saved')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" disabled={!changed || save.isPending} onClick={() => query.data && setDraft(query.data)} data-testid="parallel-settings-revert">
                  {t('parallelSettings.revert')}
                </Button>
                <Button type="submit" disabled={!changed || !valid} loading={save.isPending} data-testid="parallel-settings-save">
                  {t('parallelSettings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
      {isAdmin && query.data && (
        <Card withBorder>
          <Title order={5} mb="xs">
            {t('parallelSettings.users')}
          </Title>
          <ParallelDialerUsers maximumLines={query.data.maximumLines} />
        </Card>
      )}
    </Stack>
  );
}
