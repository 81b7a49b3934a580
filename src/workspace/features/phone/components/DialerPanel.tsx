import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isDtmfKey } from '@/src/domain/phone/dial-tones';
import { phoneEngineState } from '../state/phoneEngineState';
import { dialNumberState } from '../state/dialNumberState';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { useDial } from '../hooks/useDial';
import { useContactByNumber } from '../hooks/useContactByNumber';
import { CallControls } from './CallControls';
import { CallLine } from './CallLine';
import { ColleaguePicker } from './ColleaguePicker';
import { ContactCallConfirm } from './ContactCallConfirm';
import { ContactMatch } from './ContactMatch';
import { EmergencyWarning } from './EmergencyWarning';
import { Keypad } from './Keypad';
import { RegistrationBadge } from './RegistrationBadge';
import { QueueReadinessControl } from '../../acd/components/QueueReadinessControl';

/**
 * The phone dialer panel: number field with the keypad (hotkeys 0-9, # and *), the contact with
 * that number, the call-state message and the controls the dialer display allows.
 */
export function DialerPanel() {
  const { t } = useTranslation();
  const state = useAtomValue(phoneEngineState);
  const [number, setNumber] = useAtom(dialNumberState);
  const contacts = useContactByNumber(number);
  const { dial, confirm } = useDial();
  const talking = state?.display.dial.type === 'talking';
  const contactId = contacts.data?.[0]?.id ?? null;

  const press = (key: string) => {
    if (talking) void sendPhoneCommand({ command: 'dtmf', digits: key });
    else setNumber((value) => value + key);
  };
  const callNow = () => void dial(number, contactId);

  // Hotkeys 0-9, # and * anywhere on the page: DTMF while talking, otherwise they type the number.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || !isDtmfKey(event.key)) return;
      if (talking) void sendPhoneCommand({ command: 'dtmf', digits: event.key });
      else setNumber((value) => value + event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [talking, setNumber]);

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') callNow();
    else if (talking && isDtmfKey(event.key)) {
      event.preventDefault();
      void sendPhoneCommand({ command: 'dtmf', digits: event.key });
    } else if (event.key.length === 1 && !/[\d*#+\-() .a-z@:_]/i.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
  };

  if (!state)
    return (
      <Text size="sm" c="dimmed">
        {t('app.loading')}
      </Text>
    );
  const live = state.calls.filter((c) => c.callType !== 'incoming');
  const idle = state.display.dial.type === 'idle';
  return (
    <Paper withBorder p="sm" data-testid="dialer-panel" data-dial={state.display.dial.type}>
      <Stack gap="xs">
        <RegistrationBadge state={state} />
        <QueueReadinessControl />
        <EmergencyWarning until={state.emergencyUntil} />
        {state.notice && (
          <Alert color="orange" data-testid="phone-notice">
            {state.notice.text}
          </Alert>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('phone.number')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            onKeyDown={onFieldKey}
            autoComplete="off"
            data-testid="dial-number"
          />
          <Button color="teal" disabled={!idle || !number.trim()} onClick={callNow} data-testid="dial-button">
            {t('phone.call')}
          </Button>
        </Group>
        <ColleaguePicker disabled={!idle} onPick={setNumber} />
        <ContactMatch query={contacts} />
        <Text size="sm" data-testid="dial-label">
          {state.display.dial.label}
        </Text>
        {live.map((call) => (
          <CallLine key={call.id} call={call} />
        ))}
        {live.length === 0 && state.ended[0] && <CallLine call={state.ended[0]} testId="last-call" />}
        <CallControls state={state} />
        <Keypad onKey={press} />
      </Stack>
      {confirm && <ContactCallConfirm text={confirm.text} onProceed={confirm.proceed} onCancel={confirm.cancel} />}
    </Paper>
  );
}
