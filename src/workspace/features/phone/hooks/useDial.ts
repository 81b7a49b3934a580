import { useState } from 'react';
import { contactCallConfirm } from '@/src/domain/phone/contact-call-confirm';
import { api } from '@/src/workspace/session/api';
import { sendPhoneCommand } from './sendPhoneCommand';
import { useTelephonySettings } from './useTelephonySettings';

interface PendingDial {
  number: string;
  contactId: number;
  text: string;
}

/**
 * Dials, first asking to confirm when the tenant prevents multiple contact calls and the contact
 * was called within the interval (spec 1 section 5). The engine applies every other number rule.
 */
export function useDial() {
  const settings = useTelephonySettings();
  const [pending, setPending] = useState<PendingDial | null>(null);

  async function dial(number: string, contactId: number | null = null) {
    const prevent = settings.data?.preventMultipleContactCalls;
    if (contactId && prevent?.enabled) {
      const status = await api.call('calledStatus', { params: { contactId }, query: { interval: prevent.interval } }).catch(() => null);
      const lastCalledAt = status?.lastCalledAt ? Date.parse(status.lastCalledAt) : null;
      const text = contactCallConfirm(prevent, lastCalledAt, Date.now());
      if (text) {
        setPending({ number, contactId, text });
        return;
      }
    }
    await sendPhoneCommand({ command: 'dial', number, contactId });
  }

  return {
    dial,
    confirm: pending
      ? {
          text: pending.text,
          proceed: () => {
            setPending(null);
            void sendPhoneCommand({ command: 'dial', number: pending.number, contactId: pending.contactId });
          },
          cancel: () => setPending(null),
        }
      : null,
  };
}
