import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract';
import { cutFieldValue } from '../../../../domain/fields/length-cutoff';
import { linkHref } from '../../../../domain/fields/link-filter';

/** Phones, emails and social links of a contact. */
export function ContactChannels({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="contact-channels">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('contacts.phones')}
        </Text>
        {contact.telephones.length === 0 && <Text size="sm" c="dimmed">{t('contacts.noValue')}</Text>}
        {contact.telephones.map((phone) => (
          <Group key={phone.id} gap={6} data-testid="contact-phone">
            <Text size="sm" title={phone.phoneNumber}>
              {cutFieldValue(phone.phoneNumber, 'phone')}
            </Text>
            <Text size="xs" c="dimmed">
              {phone.type}
            </Text>
            {phone.isPrimary && <Badge size="xs">★</Badge>}
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('contacts.emails')}
        </Text>
        {contact.emails.length === 0 && <Text size="sm" c="dimmed">{t('contacts.noValue')}</Text>}
        {contact.emails.map((email) => (
          <Group key={email.id} gap={6}>
            <Text size="sm">{email.emailAddress}</Text>
            {email.isPrimary && <Badge size="xs">★</Badge>}
          </Group>
        ))}
        {contact.socialApps.length > 0 && (
          <Group gap="xs" data-testid="social-links">
            <Text size="xs" c="dimmed">
              {t('contacts.social')}
            </Text>
            {contact.socialApps.map((app) => (
              <Anchor key={app.appName} size="sm" href={linkHref(app.appUrl)} target="_blank" rel="noreferrer">
                {app.appName}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
