import { Alert, Button, Checkbox, Loader, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAddressList } from '@/src/domain/email/address-list';
import { useEmailSettingsPage, useSaveEmailSettings } from '../hooks/useEmailSettingsPage';

/** Compliance BCC and email client settings (spec 3), with the tracking defaults of the composer. */
export function EmailClientSection() {
  const { t } = useTranslation();
  const settings = useEmailSettingsPage();
  const [draft, setDraft] = useState(settings.data);
  useEffect(() => {
    if (settings.data && !draft) setDraft(settings.data);
  }, [settings.data, draft]);
  const save = useSaveEmailSettings();
  if (settings.isError) return <Alert color="red">{t('emailSettings.settingsError')}</Alert>;
  if (!draft) return <Loader size="sm" />;
  const bccOk = checkAddressList(draft.complianceBCC).ok;
  return (
    <Stack maw={480} data-testid="email-client-settings">
      <TextInput
        label={t('emailSettings.complianceBcc')}
        value={draft.complianceBCC}
        onChange={(e) => setDraft({ ...draft, complianceBCC: e.currentTarget.value })}
        error={bccOk ? null : t('email.invalidAddress', { list: draft.complianceBCC })}
      />
      <Checkbox label={t('email.trackOpens')} checked={draft.trackOpens} onChange={(e) => setDraft({ ...draft, trackOpens: e.currentTarget.checked })} />
      <Checkbox label={t('email.trackClicks')} checked={draft.trackClicks} onChange={(e) => setDraft({ ...draft, trackClicks: e.currentTarget.checked })} />
      <Checkbox
        label={t('emailSettings.useInternal')}
        checked={draft.emailClientSettings.useInternal}
        onChange={(e) => setDraft({ ...draft, emailClientSettings: { ...draft.emailClientSettings, useInternal: e.currentTarget.checked } })}
      />
      <Checkbox
        label={t('emailSettings.openNewTab')}
        checked={draft.emailClientSettings.openNewTab}
        onChange={(e) => setDraft({ ...draft, emailClientSettings: { ...draft.emailClientSettings, openNewTab: e.currentTarget.checked } })}
      />
      {save.isError && <Alert color="red">{t('emailSettings.settingsSaveError')}</Alert>}
      {/* Spec 3: a failed save says so and the settings go back to what is saved. */}
      <Button onClick={() => save.mutate(draft, { onError: () => setDraft(settings.data) })} loading={save.isPending} disabled={!bccOk} w={120}>
        {t('emailSettings.save')}
      </Button>
    </Stack>
  );
}
