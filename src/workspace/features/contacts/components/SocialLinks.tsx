import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { useTranslation } from 'react-i18next';
import { socialAppNameValues, type Contact, type SocialApp } from '@/src/contract';
import { linkHref } from '@/src/domain/fields/link-filter';
import { isSocialLink } from '@/src/domain/fields/social-link';
import { useSocialLinks } from '../hooks/useSocialLinks';

type AppName = SocialApp['appName'];

/** The contact's social links (Facebook, Twitter, LinkedIn): add, change and remove, each URL checked by the link rule. */
export function SocialLinks({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const save = useSocialLinks(contact.id);
  const [editing, setEditing] = useState<{ app: AppName; text: string; error: string | null } | null>(null);
  const urlOf = (app: AppName) => contact.socialApps.find((s) => s.appName === app)?.appUrl ?? null;
  const others = (app: AppName) => contact.socialApps.filter((s) => s.appName !== app);

  const submit = () => {
    if (!editing) return;
    const text = editing.text.trim();
    if (!isSocialLink(text)) return setEditing({ ...editing, error: t('contacts.socialInvalid') });
    save.mutate([...others(editing.app), { appName: editing.app, appUrl: text }], {
      onSuccess: () => setEditing(null),
      // The link being edited is what the server refused: its words go under the input.
      onError: (error) => setEditing((current) => current && { ...current, error: failureIssuesOf(error, { onlyField: 'url' }).fields.url ?? null }),
    });
  };

  return (
    <Stack gap={4} data-testid="social-links">
      <Text size="xs" c="dimmed">
        {t('contacts.social')}
      </Text>
      {socialAppNameValues.map((app) => {
        const url = urlOf(app);
        const label = t(`contacts.socialApp.${app}`);
        if (editing?.app === app)
          return (
            <Group key={app} gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                autoFocus
                aria-label={label}
                placeholder={label}
                data-testid={`social-input-${app}`}
                value={editing.text}
                error={editing.error}
                onChange={(event) => setEditing({ ...editing, text: event.currentTarget.value, error: null })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submit();
                  if (event.key === 'Escape') setEditing(null);
                }}
              />
              <Button size="compact-xs" onClick={submit} loading={save.isPending} data-testid={`social-save-${app}`}>
                {t('contacts.save')}
              </Button>
              <ActionIcon size="sm" variant="subtle" aria-label={t('contacts.cancel')} onClick={() => setEditing(null)}>
                ×
              </ActionIcon>
            </Group>
          );
        return (
          <Group key={app} gap={6} data-testid={`social-${app}`} data-url={url ?? ''}>
            {url ? (
              <>
                <Anchor size="sm" href={linkHref(url)} target="_blank" rel="noreferrer" title={url}>
                  {label}
                </Anchor>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ app, text: url, error: null })} aria-label={`${t('contacts.edit')} ${label}`}>
                  {t('contacts.edit')}
                </Button>
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('contacts.remove')} ${label}`} loading={save.isPending} onClick={() => save.mutate(others(app))}>
                  ×
                </ActionIcon>
              </>
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ app, text: '', error: null })}>
                {t('contacts.socialAdd', { app: label })}
              </Button>
            )}
          </Group>
        );
      })}
      {save.isError && (
        <Alert color="red" p="xs" data-testid="social-save-error">
          {t('contacts.socialSaveError')}
        </Alert>
      )}
    </Stack>
  );
}
