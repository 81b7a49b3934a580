import { Button, Group, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract';
import { sendToBackground } from '../../../platform';
import { phoneDialMessage } from '../phoneDial';

/** Call (through the phone engine), email and SMS actions; each is off, with the reason, when it cannot serve. */
export function ContactActions({ contact, autoCall = false }: { contact: Contact; autoCall?: boolean }) {
  const { t } = useTranslation();
  const phone = contact.telephones.find((p) => p.isPrimary) ?? contact.telephones[0];
  const dial = phone && !contact.isCallOptOut ? phoneDialMessage(phone.phoneNumber, contact.id) : null;
  const autoCalled = useRef(false);
  useEffect(() => {
    // autoCall (a contact created from the dialer): dial once when the page opens.
    if (!autoCall || autoCalled.current || !dial) return;
    autoCalled.current = true;
    void sendToBackground(dial);
  }, [autoCall, dial]);
  const callReason = contact.isCallOptOut ? t('contacts.callOptOut') : t('contacts.noPhone');
  return (
    <Group gap={4}>
      <Tooltip label={callReason} disabled={dial !== null}>
        <Button size="xs" variant="light" color="green" disabled={dial === null} data-testid="action-call" onClick={() => dial && void sendToBackground(dial)}>
          {t('contacts.call')}
        </Button>
      </Tooltip>
      <Tooltip label={contact.isEmailOptOut ? t('contacts.emailOptOut') : t('contacts.emailUnavailable')}>
        <Button size="xs" variant="light" disabled data-testid="action-email">
          {t('contacts.email')}
        </Button>
      </Tooltip>
      <Tooltip label={t('contacts.smsUnavailable')}>
        <Button size="xs" variant="light" disabled data-testid="action-sms">
          {t('contacts.sms')}
        </Button>
      </Tooltip>
    </Group>
  );
}
