import { Anchor, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inboundCallSettings, type InboundCallSettingsForm } from '@/src/contract';
import { FORWARD_TIME_OPTIONS, inboundCallType, regionNumberProblem } from '@/src/domain/settings/call-management';
import { useAtomValue } from 'jotai';
import { sessionState } from '@/src/workspace/session/state';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { CallerIdCard } from './CallerIdCard';
import { useConnectionType, useInboundCallSettings } from '../hooks/useInboundCallSettings';
import { usePowerDialerWaitForm } from '../../power-dialer/hooks/usePowerDialerSettings';
import { useWaitTimeData } from '../../power-dialer/hooks/useWaitTimeData';
import { SETTINGS_SAVED as SAVED, SETTING_SAVE_FAILED as FAILED } from '@/src/domain/settings/settings-messages';

/** Spec 3 section 8: generic settings saves. */

/**
 * #!/settings/phone/call-management (spec 3): when the user does not answer within the ring time,
 * the call is forwarded to a number (US, UK or Singapore), goes to voicemail (mailed to the voicemail
 * email, else the user's own), or rings out. Checked with the server's own rule before saving.
 */
export function CallManagementPage() {
  return (
    <Stack>
      <ConnectionTypeCard />
      <CallerIdCard />
      <PowerDialerWaitCard />
      <InboundCallsCard />
    </Stack>
  );
}

/** Spec 3: the PSTN switch shows only if acl.enablePstn is set. */
function ConnectionTypeCard() {
  const { t } = useTranslation();
  const { enabled, query, save } = useConnectionType();
  const form = useSettingsForm(query, save);
  if (!enabled) return null;
  return (
    <SettingsFormCard
      testId="connection-type"
      title={t('callManagement.connection')}
      form={form}
      savedText={SAVED}
      failedText={FAILED}
      loadFailedText={t('users.loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {(value) => (
        <SegmentedControl
          data={[
            { value: 'soft', label: t('callManagement.soft') },
            { value: 'pstn', label: t('callManagement.pstn') },
          ]}
          value={value}
          onChange={(v) => form.set(v === 'pstn' ? 'pstn' : 'soft')}
          data-testid="connection-type-control"
        />
      )}
    </SettingsFormCard>
  );
}

/** Spec 3: the power dialer wait time, shown while the tenant's powerDialerSettingsEnabled is on. */
function PowerDialerWaitCard() {
  const { t } = useTranslation();
  const { shown, options, query, save } = usePowerDialerWaitForm();
  const form = useSettingsForm(query, save);
  // The same choices and words as the Lists page's wait select.
  const data = useWaitTimeData(options);
  if (!shown) return null;
  return (
    <SettingsFormCard
      testId="power-dialer-wait"
      title={t('callManagement.powerDialerWait')}
      form={form}
      savedText={SAVED}
      failedText={FAILED}
      loadFailedText={t('users.loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {(seconds) => (
        <Select
          label={t('callManagement.powerDialerWaitLabel')}
          description={t('powerDialer.waitTimeHelp')}
          data={data}
          value={String(seconds)}
          allowDeselect={false}
          onChange={(v) => v && form.set(Number(v))}
          data-testid="power-dialer-wait-select"
        />
      )}
    </SettingsFormCard>
  );
}

/** The inputs a server refusal marks; other issues go to the card's warning. */
const INBOUND_MARKED_FIELDS = ['forwardingNumber', 'voicemailEmail'];

function InboundCallsCard() {
  const { t } = useTranslation();
  const { query, save } = useInboundCallSettings();
  const form = useSettingsForm(query, save, INBOUND_MARKED_FIELDS);
  const region = useAtomValue(sessionState)?.region ?? 'us';
  const check = form.draft ? inboundCallSettings.safeParse(form.draft) : null;
  // Spec 3 section 5: the region's rule, as the server applies it.
  const restricted = form.draft ? regionNumberProblem(form.draft.forwardingNumber, region) : null;
  const errorOf = (field: keyof InboundCallSettingsForm) =>
    (check && !check.success ? (check.error.issues.find((i) => i.path[0] === field)?.message ?? null) : null) ?? (field === 'forwardingNumber' ? restricted : null) ?? form.errorOf(field);
  const set = (patch: Partial<InboundCallSettingsForm>) => form.draft && form.set({ ...form.draft, ...patch });
  return (
    <SettingsFormCard
      testId="call-management"
      title={t('callManagement.inbound')}
      form={form}
      savedText={SAVED}
      failedText={FAILED}
      loadFailedText={t('users.loadFailed')}
      valid={(check?.success ?? false) && restricted === null}
      onRetry={() => void query.refetch()}
    >
      {(draft) => {
        const type = inboundCallType(draft);
        return (
          <Stack>
            <Radio.Group
              label={t('callManagement.unanswered')}
              value={type}
              onChange={(value) => set({ isForwardingEnabled: value === 'other', isMailboxEnabled: value === 'voicemail' })}
              data-testid="call-management-type"
            >
              <Stack gap={6} mt={6}>
                <Radio value="none" label={t('callManagement.ringOut')} data-testid="call-management-none" />
                <Radio value="other" label={t('callManagement.forward')} data-testid="call-management-forward" />
                <Radio value="voicemail" label={t('callManagement.voicemail')} data-testid="call-management-voicemail" />
              </Stack>
            </Radio.Group>
            <Select
              label={t('callManagement.ringTime')}
              data={FORWARD_TIME_OPTIONS.map((s) => ({ value: String(s), label: t('callManagement.seconds', { count: s }) }))}
              value={String(draft.incomingCallTimeout)}
              allowDeselect={false}
              onChange={(v) => v && set({ incomingCallTimeout: Number(v) })}
              data-testid="call-management-timeout"
            />
            {type === 'other' && (
              <TextInput
                label={t('callManagement.forwardingNumber')}
                placeholder="+1 202 555 0100"
                value={draft.forwardingNumber}
                onChange={(e) => set({ forwardingNumber: e.currentTarget.value })}
                error={errorOf('forwardingNumber')}
                data-testid="call-management-number"
              />
            )}
            {type === 'voicemail' && (
              <>
                <TextInput
                  label={t('callManagement.voicemailEmail')}
                  placeholder={t('callManagement.voicemailEmailPlaceholder')}
                  value={draft.voicemailEmail}
                  onChange={(e) => set({ voicemailEmail: e.currentTarget.value })}
                  error={errorOf('voicemailEmail')}
                  data-testid="call-management-email"
                />
                <Text size="xs" c="dimmed">
                  {t('callManagement.greetingHint')}{' '}
                  <Anchor href="#!/settings/phone/voicemail-greetings" size="xs">
                    {t('callManagement.greetingLink')}
                  </Anchor>
                </Text>
              </>
            )}
          </Stack>
        );
      }}
    </SettingsFormCard>
  );
}
