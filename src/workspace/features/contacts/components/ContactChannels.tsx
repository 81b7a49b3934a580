import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { issuesOf, type Contact } from '@/src/contract';
import { cutFieldValue } from '@/src/domain/fields/length-cutoff';
import { useEmailItems, usePhoneItems } from '../hooks/useContactItems';
import { usePhoneNumberFormat } from '../../phone/hooks/usePhoneNumberFormat';
import { ItemAdder } from './ItemAdder';
import { SocialLinks } from './SocialLinks';
import { UndoNotice } from '@/src/workspace/ui/UndoNotice';
import { useUndoableAction } from '@/src/workspace/ui/useUndoableAction';

/** Phones and emails of a contact (list items: add, make primary, delete) and its social links. */
export function ContactChannels({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const phones = usePhoneItems(contact.id);
  const emails = useEmailItems(contact.id);
  const formatNumber = usePhoneNumberFormat();
  // One click hides a phone or an email and offers Undo for a few seconds; only then is it deleted.
  const phoneDelete = useUndoableAction((phoneId: number) => phones.mutate({ kind: 'delete', phoneId }));
  const emailDelete = useUndoableAction((emailId: number) => emails.mutate({ kind: 'delete', emailId }));
  const sendingPhone = phones.isPending && phones.variables.kind === 'delete' ? phones.variables.phoneId : null;
  const sendingEmail = emails.isPending && emails.variables.kind === 'delete' ? emails.variables.emailId : null;
  return (
    <Paper withBorder p="sm" data-testid="contact-channels">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('contacts.phones')}
        </Text>
        {contact.telephones.map((phone) =>
          String(phone.id) === phoneDelete.pendingKey ? (
            <UndoNotice key={phone.id} text={t('contacts.removed', { value: formatNumber(phone.phoneNumber) })} undoLabel={t('contacts.undo')} onUndo={phoneDelete.undo} />
          ) : phone.id === sendingPhone ? null : (
            <Group key={phone.id} gap={6} data-testid="contact-phone">
              <Text size="sm" title={formatNumber(phone.phoneNumber)}>
                {cutFieldValue(formatNumber(phone.phoneNumber), 'phone')}
              </Text>
              <Text size="xs" c="dimmed">
                {phone.type}
              </Text>
              {phone.isPrimary ? (
                <Badge size="xs">{t('contacts.primary')}</Badge>
              ) : (
                <Button size="compact-xs" variant="subtle" onClick={() => phones.mutate({ kind: 'primary', phone })}>
                  {t('contacts.makePrimary')}
                </Button>
              )}
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`${t('contacts.remove')} ${formatNumber(phone.phoneNumber)}`}
                onClick={() => phoneDelete.start(String(phone.id), phone.id)}
              >
                ×
              </ActionIcon>
            </Group>
          ),
        )}
        <ItemAdder label={t('contacts.addPhone')} type="tel" testId="add-phone" onAdd={(number) => phones.mutateAsync({ kind: 'add', number, type: 'work' })} />
        <Text size="xs" c="dimmed">
          {t('contacts.emails')}
        </Text>
        {contact.emails.map((email) =>
          String(email.id) === emailDelete.pendingKey ? (
            <UndoNotice key={email.id} text={t('contacts.removed', { value: email.emailAddress })} undoLabel={t('contacts.undo')} onUndo={emailDelete.undo} />
          ) : email.id === sendingEmail ? null : (
            <Group key={email.id} gap={6} data-testid="contact-email">
              <Text size="sm">{email.emailAddress}</Text>
              {email.isPrimary ? (
                <Badge size="xs">{t('contacts.primary')}</Badge>
              ) : (
                <Button size="compact-xs" variant="subtle" onClick={() => emails.mutate({ kind: 'primary', email })}>
                  {t('contacts.makePrimary')}
                </Button>
              )}
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('contacts.remove')} ${email.emailAddress}`} onClick={() => emailDelete.start(String(email.id), email.id)}>
                ×
              </ActionIcon>
            </Group>
          ),
        )}
        <ItemAdder label={t('contacts.addEmail')} type="email" testId="add-email" onAdd={(address) => emails.mutateAsync({ kind: 'add', address, type: 'work' })} />
        {emails.isError && (
          <Alert color="red" p="xs" data-testid="email-save-error">
            {/* A refusal with issues is shown at the input; the flag then only says the save failed. */}
            {issuesOf(emails.error).length === 0 && emails.error.message && emails.error.message !== 'Server error' ? emails.error.message : t('contacts.emailSaveError')}
          </Alert>
        )}
        <SocialLinks contact={contact} />
      </Stack>
    </Paper>
  );
}
