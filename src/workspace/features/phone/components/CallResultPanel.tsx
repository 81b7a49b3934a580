import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExcludedMandatoryResult, mandatoryResultOptions } from '@/src/domain/phone/call-result-panel';
import { defaultCallResult } from '@/src/domain/phone/default-call-result';
import { callInfoFor } from '@/src/phone/auto-save-call';
import type { PhoneCallView } from '@/src/phone/phone-state';
import { useDialerCallResult } from '../../power-dialer/hooks/useDialerCallResult';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { useCallResults } from '../hooks/useCallResults';
import { useMandatoryCountdown } from '../hooks/useMandatoryCountdown';
import { useTelephonySettings } from '../hooks/useTelephonySettings';
import { useSaveCallInfo, useSaveCallInfoQuietly } from '../hooks/useSaveCallInfo';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/**
 * After a call: subject, description and result, saved with saveCallInfo (the call is already in
 * the activity log with its default result; this edits it). With a mandatory call result the panel
 * counts down and offers only the selectable results.
 */
export function CallResultPanel({ call }: { call: PhoneCallView }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const results = useCallResults();
  const settings = useTelephonySettings();
  const mandatory = settings.data?.acl.mandatoryCallResult;
  // A power-dialer call's mandatory countdown is the dialer's: its result goes to the dialer, which resumes.
  const dialer = useDialerCallResult(call);
  const dialerMandatory = dialer.isDialerCall && (mandatory?.enabled ?? false);
  // Without a mandatory result a dialer call's result is chosen during the wrap-up or while the dialer is paused (no
  // countdown then); the dialer defaults it when the wrap-up passes or the rep resumes or moves on.
  const dialerChoice = dialer.isDialerCall && !dialerMandatory && dialer.wrapUpChoice;
  const dialerPicks = dialerMandatory || dialerChoice;
  const { panel, choose } = useMandatoryCountdown((mandatory?.enabled ?? false) && !dialer.isDialerCall, mandatory?.time);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  // A dialer call offers the selectable results only (the excluded ones are the phone's own outcomes).
  const options = mandatory?.enabled || dialer.isDialerCall ? mandatoryResultOptions(results.data ?? []) : (results.data ?? []);
  const [picked, setResult] = useState<string | null>(null);
  // The logged default unless the rep picks another; a mandatory result cannot be an excluded one.
  const fallback = defaultCallResult(call);
  // A dialer call's result starts unpicked: picking any option, the rule's default too, hands it to the dialer.
  const result = picked ?? (dialerPicks || (mandatory?.enabled && isExcludedMandatoryResult(fallback)) ? null : fallback);
  const dismiss = () => void sendPhoneCommand({ command: 'dismissEnded', callId: call.id });

  const saveInfo = useSaveCallInfo(dismiss);
  const saveQuietly = useSaveCallInfoQuietly();
  // A refused save marks the input it is about (its path in saveCallInfo's body).
  const refused = failureIssuesOf(saveInfo.error, { hasField: (name) => ['result', 'subject', 'description'].includes(name) });
  const saveResult = (chosen: string) => saveInfo.mutate({ ...callInfoFor(call), subject, description, result: chosen });
  const pick = (value: string | null) => {
    setResult(value);
    // A mandatory result is saved the moment it is chosen: the countdown stops and the panel closes.
    if (value && dialerPicks) {
      dialer.choose(value, { subject, description });
      return;
    }
    if (value && mandatory?.enabled) {
      choose(value);
      saveResult(value);
    }
  };
  // The dialer has the result (chosen here or elsewhere, or defaulted when its countdown or wrap-up ran out): the panel goes.
  // Outside the dialer's countdown or wrap-up choice the panel is not offered for its calls: the dialer writes the list's
  // play result and the step outcome, and a result saved here would never reach the list.
  const dialerSettled = dialer.isDialerCall && dialer.settled;
  const dialerOwned = dialer.isDialerCall && !dialerPicks;
  // What is typed goes to the dialer as it is typed, so a result it defaults still carries it.
  const draft = dialer.draft;
  useEffect(() => {
    if (!dialerPicks || (subject === '' && description === '')) return;
    const timer = setTimeout(() => draft({ subject, description }), 300);
    return () => clearTimeout(timer);
    // draft is a new function each render; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialerPicks, subject, description]);
  useEffect(() => {
    if (dialerSettled) dismiss();
    // Runs once, when the dialer settles the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialerSettled]);

  // Left alone until 0, the panel closes with the call's default result (already logged; saved again so it sticks).
  const expired = panel.status === 'expired';
  useEffect(() => {
    if (!expired) return;
    void saveQuietly(callInfoFor(call)).finally(dismiss);
    // Runs once, when the countdown reaches 0.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);

  if (expired || dialerSettled || dialerOwned) return null;
  const remaining = dialerMandatory ? dialer.remaining : dialerChoice ? dialer.wrapUpRemaining : panel.status === 'counting' ? panel.remaining : null;
  return (
    <Paper withBorder p="sm" data-testid="call-result-panel" data-call-id={call.id}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            {t('phone.result.title')} · {formatNumber(call.number)}
          </Text>
          {remaining !== null && (
            <Text size="sm" c="orange" data-testid="call-result-countdown" data-dialer={dialerPicks || undefined}>
              {t('phone.result.countdown', { seconds: remaining })}
            </Text>
          )}
        </Group>
        {results.isError && <Alert color="red">{t('phone.result.loadError')}</Alert>}
        <Select
          label={t('phone.result.result')}
          data={options.map((o) => ({ value: o.label, label: o.label }))}
          value={result}
          onChange={pick}
          allowDeselect={false}
          error={refused.fields.result}
          data-testid="call-result-select"
        />
        {/* For a dialer call, what is typed here goes to the dialer (as a draft, then with the result), which saves it on the call. */}
        <TextInput
          label={t('phone.result.subject')}
          value={subject}
          maxLength={255}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={refused.fields.subject}
          data-testid="call-result-subject"
        />
        <Textarea
          label={t('phone.result.description')}
          value={description}
          maxLength={10_000}
          autosize
          minRows={2}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={refused.fields.description}
          data-testid="call-result-description"
        />
        {saveInfo.isError && (
          <FormErrorAlert form={{ failed: true, rest: refused.rest, hasFieldErrors: Object.keys(refused.fields).length > 0 }} title={t('phone.result.error')} testId="call-result-error" />
        )}
        <Group justify="flex-end" gap="xs">
          {!mandatory?.enabled && !dialer.isDialerCall && (
            <Button variant="subtle" size="xs" onClick={dismiss}>
              {t('phone.result.dismiss')}
            </Button>
          )}
          <Button size="xs" loading={saveInfo.isPending} disabled={!result} onClick={() => (dialerPicks ? result && dialer.choose(result, { subject, description }) : saveResult(result ?? fallback))}>
            {t('phone.result.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
