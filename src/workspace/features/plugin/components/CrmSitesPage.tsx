import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPatternOf, normalizeOrigin, recordPatternError } from '@/src/extension/plugin/crm-hosts';
import { requestSiteAccess } from '@/src/workspace/platform';
import { connectionState } from '@/src/workspace/session/state';
import { useCrmHosts } from '../hooks/useCrmHosts';

type Feedback = { kind: 'added' | 'permissionDenied'; site: string } | null;

/** Settings > CRM sites: where the workspace docks into the page (the plugin frame). */
export function CrmSitesPage() {
  const { t } = useTranslation();
  const connection = useAtomValue(connectionState);
  const { hosts, add, remove } = useCrmHosts();
  const [site, setSite] = useState('');
  const [pattern, setPattern] = useState('');
  const [touched, setTouched] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const origin = normalizeOrigin(site);
  const patternError = pattern.trim() ? recordPatternError(pattern.trim()) : null;
  const siteError = touched && site.trim() && !origin ? t('plugin.sites.invalidSite') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!origin || patternError || !connection) return;
    const instance = connection.instance;
    const recordPattern = pattern.trim() || null;
    // The permission prompt must open inside the click, before anything is awaited.
    void requestSiteAccess(matchPatternOf(origin)).then(async (granted) => {
      if (!granted) {
        setFeedback({ kind: 'permissionDenied', site: origin });
        return;
      }
      await add({ origin, instance, recordPattern, addedAt: new Date().toISOString() });
      setFeedback({ kind: 'added', site: origin });
      setSite('');
      setPattern('');
      setTouched(false);
    });
  };

  return (
    <Stack gap="md" maw={640} data-testid="crm-sites">
      <Title order={4}>{t('plugin.sites.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('plugin.sites.help')}
      </Text>
      {!connection && <Alert color="yellow">{t('plugin.sites.notSignedIn')}</Alert>}
      {feedback && (
        <Alert color={feedback.kind === 'added' ? 'teal' : 'red'} data-testid="crm-sites-feedback" withCloseButton onClose={() => setFeedback(null)}>
          {t(`plugin.sites.${feedback.kind}`, { site: feedback.site })}
        </Alert>
      )}
      {hosts === null ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : hosts.length === 0 ? (
        <Text size="sm">{t('plugin.sites.none')}</Text>
      ) : (
        <Stack gap="xs" data-testid="crm-sites-list">
          {hosts.map((host) => (
            <Paper key={host.origin} withBorder p="xs" data-testid="crm-site" data-origin={host.origin}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600} size="sm">
                    {host.origin}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('plugin.sites.instance', { instance: host.instance })}
                    {host.recordPattern ? ` · ${host.recordPattern}` : ''}
                  </Text>
                </div>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(host.origin)}>
                  {t('plugin.sites.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <TextInput
            label={t('plugin.sites.site')}
            placeholder={t('plugin.sites.sitePlaceholder')}
            value={site}
            onChange={(e) => setSite(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={siteError}
          />
          <TextInput
            label={t('plugin.sites.recordPattern')}
            description={t('plugin.sites.recordPatternHelp')}
            value={pattern}
            onChange={(e) => setPattern(e.currentTarget.value)}
            error={patternError === 'invalid' ? t('plugin.sites.invalidPattern') : patternError === 'noGroup' ? t('plugin.sites.patternNoGroup') : null}
          />
          <Group>
            <Button type="submit" disabled={!origin || patternError !== null || !connection}>
              {t('plugin.sites.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
