import { Alert, Badge, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, confirmCodeBody, verifyNumberBody } from '@/src/contract';
import { CALLER_ID_NOT_VERIFIED, verifyMessage, type CallerIdType } from '@/src/domain/settings/caller-id';
import { useNow } from '@/src/workspace/ui/useNow';
import { useAtomValue } from 'jotai';
import { regionNumberProblem } from '@/src/domain/settings/call-management';
import { sessionState } from '@/src/workspace/session/state';
import { useCallerId } from '../hooks/useInboundCallSettings';
import { SETTINGS_SAVED as SAVED } from '@/src/domain/settings/settings-messages';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

const SAVED_ALERT_MS = 3000;

/**
 * Spec 3 caller id: the user's own number, or another one once verified by the code the carrier
 * texts to it (a new code after 120 s, counted down); changing the other number makes it unverified.
 * Verify failures show the TN_VERIFY_ message, anything else ERROR_VERIFY_PHONE_NUMBER; a refused
 * save (403) shows the server's message.
 */
export function CallerIdCard() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const { query, update, sendCode, confirm } = useCallerId();
  const [type, setType] = useState<CallerIdType>('assigned');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const region = useAtomValue(sessionState)?.region ?? 'us';
  const [saved, setSaved] = useState(false);
  const state = query.data;
  // The form follows the stored choice when it changes (a code sent changes only the verification under way).
  const storedType = state?.type;
  const storedNumber = state?.otherCallerId;
  useEffect(() => {
    if (storedType === undefined || storedNumber === undefined) return;
    setType(storedType);
    setNumber(storedNumber);
  }, [storedType, storedNumber]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_ALERT_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const now = useNow(Boolean(state?.verification?.resendInMs), 500);
  if (!state) return null;
  const resendIn = state.verification ? Math.max(0, state.verification.resendInMs - (now - query.dataUpdatedAt)) : 0;
  const numberError = number === '' ? null : (verifyNumberBody.safeParse({ number }).error?.issues[0]?.message ?? regionNumberProblem(number, region));
  const verifiedNumber = state.isVerified ? state.otherCallerId : null;
  const changed = type !== state.type || (type === 'other' && number !== state.otherCallerId);
  const verifyError = sendCode.error ?? confirm.error;
  const saveError = update.error instanceof ApiCallError && update.error.status === 403 ? update.error.message : update.error ? CALLER_ID_NOT_VERIFIED : null;

  return (
    <Card withBorder data-testid="caller-id">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('callerId.title')}</Title>
          <Text size="sm" data-testid="caller-id-presented">
            {t('callerId.presented', { number: state.presented ? formatNumber(state.presented) : '—' })}
          </Text>
        </Group>
        <Radio.Group value={type} onChange={(v) => setType(v === 'other' ? 'other' : 'assigned')}>
          <Stack gap={6}>
            <Radio value="assigned" label={t('callerId.assigned', { number: state.assignedNumber ? formatNumber(state.assignedNumber) : '—' })} data-testid="caller-id-assigned" />
            <Radio value="other" label={t('callerId.other')} data-testid="caller-id-other" />
          </Stack>
        </Radio.Group>
        {type === 'other' && (
          <Stack gap="xs">
            <Group align="flex-end">
              <TextInput
                label={t('callerId.number')}
                placeholder="+1 202 555 0100"
                value={number}
                onChange={(e) => setNumber(e.currentTarget.value)}
                error={numberError}
                data-testid="caller-id-number"
              />
              {verifiedNumber !== null && verifiedNumber === number.replace(/[^\d+]/g, '') ? (
                <Badge color="teal" data-testid="caller-id-verified">
                  {t('callerId.verified')}
                </Badge>
              ) : (
                <Button
                  variant="light"
                  disabled={number === '' || numberError !== null || resendIn > 0}
                  loading={sendCode.isPending}
                  onClick={() => {
                    confirm.reset();
                    sendCode.mutate(number);
                  }}
                  data-testid="caller-id-send-code"
                >
                  {resendIn > 0 ? t('callerId.resendIn', { seconds: Math.ceil(resendIn / 1000) }) : state.verification ? t('callerId.resend') : t('callerId.sendCode')}
                </Button>
              )}
            </Group>
            {state.verification && !state.isVerified && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (confirmCodeBody.safeParse({ code }).success) confirm.mutate(code, { onSuccess: () => setCode('') });
                }}
              >
                <Group align="flex-end">
                  <TextInput
                    label={t('callerId.code', { number: formatNumber(state.verification.number) })}
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value)}
                    inputMode="numeric"
                    maxLength={6}
                    data-testid="caller-id-code"
                  />
                  <Button type="submit" disabled={!confirmCodeBody.safeParse({ code }).success} loading={confirm.isPending} data-testid="caller-id-confirm">
                    {t('callerId.confirm')}
                  </Button>
                </Group>
              </form>
            )}
          </Stack>
        )}
        {verifyError && (
          <Alert color="red" data-testid="caller-id-verify-error">
            {verifyMessage(verifyError instanceof ApiCallError ? verifyError.details.code : undefined)}
          </Alert>
        )}
        {saveError && (
          <Alert color="yellow" data-testid="caller-id-save-error">
            {saveError}
          </Alert>
        )}
        {saved && (
          <Alert color="green" data-testid="caller-id-saved">
            {SAVED}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed}
            onClick={() => {
              setType(state.type);
              setNumber(state.otherCallerId);
            }}
          >
            {t('settingsForm.revert')}
          </Button>
          <Button
            disabled={!changed || (type === 'other' && numberError !== null)}
            loading={update.isPending}
            onClick={() => update.mutate({ type, otherCallerId: type === 'other' ? number : state.otherCallerId }, { onSuccess: () => setSaved(true) })}
            data-testid="caller-id-save"
          >
            {t('settingsForm.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
