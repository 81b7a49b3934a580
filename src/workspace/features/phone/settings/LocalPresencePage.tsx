import { Switch, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLocalPresenceNumbers, LOCAL_PRESENCE_MAX_NUMBERS } from '@/src/domain/settings/local-presence';
import { OrderingList } from '@/src/workspace/ui/OrderingList';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { useLocalPresence, type LocalPresenceDraft } from '../hooks/useLocalPresence';
import { SETTINGS_SAVED as SAVED, SETTING_SAVE_FAILED as FAILED } from '@/src/domain/settings/settings-messages';

/**
 * #!/settings/numbers/localrandompresence (spec 3, administrators): the tenant's local numbers. When on,
 * a call presents the one whose area matches the number called (the same one for the same callee).
 */
export function LocalPresencePage() {
  const { t } = useTranslation();
  const { query, save } = useLocalPresence();
  const form = useSettingsForm(query, save);
  const nextKey = useRef(0);
  const problem = form.draft ? checkLocalPresenceNumbers(form.draft.numbers.map((n) => n.name)) : null;
  return (
    <SettingsFormCard<LocalPresenceDraft>
      testId="local-presence"
      title={t('localPresence.title')}
      form={form}
      savedText={SAVED}
      failedText={FAILED}
      loadFailedText={t('users.loadFailed')}
      valid={problem === null}
      onRetry={() => void query.refetch()}
    >
      {(draft) => (
        <>
          <Text size="sm" c="dimmed">
            {t('localPresence.intro')}
          </Text>
          <Switch label={t('localPresence.enabled')} checked={draft.enabled} onChange={(e) => form.set({ ...draft, enabled: e.currentTarget.checked })} data-testid="local-presence-enabled" />
          <OrderingList
            testId="local-presence-numbers"
            items={draft.numbers}
            maxLength={32}
            addLabel={t('localPresence.addNumber', { max: LOCAL_PRESENCE_MAX_NUMBERS })}
            newKey={() => `new-${(nextKey.current += 1)}`}
            onChange={(numbers) => form.set({ ...draft, numbers })}
          />
          {problem && (
            <Text size="sm" c="red" data-testid="local-presence-invalid">
              {problem}
            </Text>
          )}
        </>
      )}
    </SettingsFormCard>
  );
}
