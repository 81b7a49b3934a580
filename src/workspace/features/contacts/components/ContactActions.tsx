import { Button, Group, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/src/contract';
import { sendToBackground } from '@/src/workspace/platform';
import { phoneDialMessage } from '../phoneDial';
import { useOpenDialog } from '../../email/hooks/useOpenDialog';
import { openOnArrival } from '@/src/domain/contacts/contact-arrival';
import { useTelephonySettings } from '../../phone/hooks/useTelephonySettings';

/**
 * Call (through the phone engine), email and SMS actions; each is off, with the reason, when it cannot
 * serve. On arrival the page may dial (autoCall), open the composer (email) or the SMS thread (smsTo).
 */
export function ContactActions({ contact, autoCall = false, arrival = {} }: { contact: Contact; autoCall?: boolean; arrival?: { email?: string | undefined; smsTo?: string | undefined } }) {
  const { t } = useTranslation();
  const phone = contact.telephones.find((p) => p.isPrimary) ?? contact.telephones[0];
  const dial = phone && !contact.isCallOptOut ? phoneDialMessage(phone.phoneNumber, contact.id) : null;
  const autoCalled = useRef(false);
  // Email and SMS open dialogs on the stack (email / sms area).
  const openDialog = useOpenDialog();
  const email = contact.emails.find((e) => e.isPrimary) ?? contact.emails[0];
  const contactName = `${contact.firstName} ${contact.lastName}`.trim();
  // Spec 3 user acl enableSms: without it the SMS action is off (the server refuses a send too).
  const smsAllowed = useTelephonySettings().data?.acl.enableSms ?? true;
  const smsReason = !smsAllowed ? t('contacts.smsNotEnabled') : t('contacts.smsUnavailable');
  useEffect(() => {
    // autoCall (a contact created from the dialer): dial once when the page opens.
    if (!autoCall || autoCalled.current || !dial) return;
    autoCalled.current = true;
    void sendToBackground(dial);
  }, [autoCall, dial]);
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    // email / smsTo (a list row's email or SMS): opened once for each arrival, not again on a refetch.
    const key = `${contact.id}|${arrival.email ?? ''}|${arrival.smsTo ?? ''}`;
    if (openedFor.current === key) return;
    openedFor.current = key;
    const open = openOnArrival(arrival, contact);
    if (open.emailTo) openDialog('email', { contactId: contact.id, contactName, to: open.emailTo });
    if (open.smsTo && smsAllowed) openDialog('sms', { contactId: contact.id, contactName, to: open.smsTo });
  }, [arrival, contact, contactName, openDialog, smsAllowed]);
  const callReason = contact.isCallOptOut ? t('contacts.callOptOut') : t('contacts.noPhone');
  return (
    <Group gap={4}>
      <Tooltip label={callReason} disabled={dial !== null}>
        <Button size="xs" variant="light" color="green" disabled={dial === null} data-testid="action-call" onClick={() => dial && void sendToBackground(dial)}>
          {t('contacts.call')}
        </Button>
      </Tooltip>
      <Tooltip label={contact.isEmailOptOut ? t('contacts.emailOptOut') : t('contacts.emailUnavailable')} disabled={!contact.isEmailOptOut && email !== undefined}>
        <Button
          size="xs"
          variant="light"
          disabled={contact.isEmailOptOut || !email}
          data-testid="action-email"
          onClick={() => email && openDialog('email', { contactId: contact.id, contactName, to: email.emailAddress })}
        >
          {t('contacts.email')}
        </Button>
      </Tooltip>
      <Tooltip label={smsReason} disabled={phone !== undefined && smsAllowed}>
        <Button
          size="xs"
          variant="light"
          disabled={!phone || !smsAllowed}
          data-testid="action-sms"
          onClick={() => phone && openDialog('sms', { contactId: contact.id, contactName, to: phone.phoneNumber })}
        >
          {t('contacts.sms')}
        </Button>
      </Tooltip>
    </Group>
  );
}
