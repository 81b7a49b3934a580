import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusOf } from '@/src/contract';
import {
  CALL_RESULT_IN_USE,
  CALL_RESULT_LABEL_MAX,
  CALL_RESULTS_FAILED,
  CALL_RESULTS_SAVED,
  checkCallResultOptions,
  displayCallResult,
  IN_USE_SHOWN,
  READ_ONLY_CALL_RESULT_LABELS,
} from '@/src/domain/settings/call-result-options';
import { OrderingList } from '@/src/workspace/ui/OrderingList';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { useCallResultOptions, type CallResultItem } from '../hooks/useCallResultOptions';
import { ConnectsSettingsCard } from './ConnectsSettingsCard';

/** One in-use option: its lists, the first 3 then "Show more" (spec 3 section 8). */
function InUseOption({ label, lists }: { label: string; lists: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? lists : lists.slice(0, IN_USE_SHOWN);
  return (
    <List.Item data-testid="call-result-in-use" data-label={label}>
      <Text span fw={600}>
        {displayCallResult(label)}
      </Text>
      : {shown.map((l) => l.name).join(', ')}
      {!all && lists.length > IN_USE_SHOWN && (
        <Button variant="subtle" size="compact-xs" ml={4} onClick={() => setAll(true)}>
          {t('callSettings.showMore', { count: lists.length - IN_USE_SHOWN })}
        </Button>
      )}
    </List.Item>
  );
}

/** #!/settings/yourorganization/call (spec 3, administrators): the tenant's call results as an ordering list, and what counts as a connect. */
export function CallResultsSettingsPage() {
  const { t } = useTranslation();
  const { query, usage, save } = useCallResultOptions();
  const form = useSettingsForm(query, save);
  const nextKey = useRef(0);
  const problem = form.draft ? checkCallResultOptions(form.draft.map((item) => item.name)) : null;
  const inUse = statusOf(save.error) === 403;
  const kept = new Set(form.draft?.map((item) => item.name.trim().toLowerCase()) ?? []);
  const blocking = (usage.data ?? []).filter((u) => !kept.has(u.label.trim().toLowerCase()));
  const usedBy = new Map((usage.data ?? []).map((u) => [u.label, u.lists.length]));

  return (
    <Stack gap="xl">
      <SettingsFormCard<CallResultItem[]>
        testId="call-results"
        title={t('callSettings.title')}
        form={form}
        savedText={CALL_RESULTS_SAVED}
        failedText={inUse ? CALL_RESULT_IN_USE : CALL_RESULTS_FAILED}
        loadFailedText={t('callSettings.loadFailed')}
        valid={problem === null}
        onRetry={() => void query.refetch()}
      >
        {(items) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('callSettings.intro')}
            </Text>
            <OrderingList
              testId="call-results-list"
              items={items}
              min={READ_ONLY_CALL_RESULT_LABELS.length}
              maxLength={CALL_RESULT_LABEL_MAX}
              addLabel={t('callSettings.addResult')}
              newKey={() => `new-${(nextKey.current += 1)}`}
              onChange={form.set}
            />
            {usedBy.size > 0 && (
              <Group gap={6}>
                {[...usedBy].map(([label, count]) => (
                  <Badge key={label} variant="light" size="sm" data-testid="call-result-used-by">
                    {displayCallResult(label)} · {t('callSettings.usedBy', { count })}
                  </Badge>
                ))}
              </Group>
            )}
            {problem && (
              <Text size="sm" c="red" data-testid="call-results-invalid">
                {problem}
              </Text>
            )}
            {form.alert === 'failed' && inUse && blocking.length > 0 && (
              <Alert color="yellow" data-testid="call-results-in-use">
                <Text size="sm">{t('callSettings.inUseIntro')}</Text>
                <List size="sm">
                  {blocking.map((u) => (
                    <InUseOption key={u.label} label={u.label} lists={u.lists} />
                  ))}
                </List>
              </Alert>
            )}
          </Stack>
        )}
      </SettingsFormCard>
      <ConnectsSettingsCard />
    </Stack>
  );
}
