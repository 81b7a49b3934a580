import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { issuesOf, type Contact } from '@/src/contract';
import { cutFieldValue } from '@/src/domain/fields/length-cutoff';
import { useEmailItems, usePhoneItems } from '../hooks/useContactItems';
import { usePhoneNumberFormat } from '../../phone/hooks/usePhoneNumberFormat';
import { ItemAdder } from './ItemAdder';
import { SocialLinks } from './SocialLinks';

/** Phones and emails of a contact (list items: add, make primary, delete) and its social links. */
export function ContactChannels({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const phones = usePhoneItems(contact.id);
  const emails = useEmailItems(contact.id);
  const formatNumber = usePhoneNumberFormat();
  return (
    <Paper withBorder p="sm" data-testid="contact-channels">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('contacts.phones')}
        </Text>
        {contact.telephones.map((phone) => (
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
              onClick={() => phones.mutate({ kind: 'delete', phoneId: phone.id })}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <ItemAdder label={t('contacts.addPhone')} type="tel" testId="add-phone" onAdd={(number) => phones.mutateAsync({ kind: 'add', number, type: 'work' })} />
        <Text size="xs" c="dimmed">
          {t('contacts.emails')}
        </Text>
        {contact.emails.map((email) => (
          <Group key={email.id} gap={6} data-testid="contact-email">
            <Text size="sm">{email.emailAddress}</Text>
            {email.isPrimary ? (
              <Badge size="xs">{t('contacts.primary')}</Badge>
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={() => emails.mutate({ kind: 'primary', email })}>
                {t('contacts.makePrimary')}
              </Button>
            )}
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('contacts.remove')} ${email.emailAddress}`} onClick={() => emails.mutate({ kind: 'delete', emailId: email.id })}>
              ×
            </ActionIcon>
          </Group>
        ))}
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
