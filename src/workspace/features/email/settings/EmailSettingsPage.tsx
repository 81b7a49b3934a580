import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@/src/workspace/pages';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { EmailAccountsSection } from './EmailAccountsSection';
import { EmailClientSection } from './EmailClientSection';
import { EmailSignatureSection } from './EmailSignatureSection';
import { EmailTemplatesSection } from './EmailTemplatesSection';

const SECTIONS = ['accounts', 'signature', 'templates', 'compliance-bcc-email'] as const;

/** main.settings.email and its children (spec 3 section 2): accounts, signature, templates, compliance BCC. */
export function EmailSettingsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const section = SECTIONS.find((s) => s === params.section) ?? 'accounts';
  return (
    <Stack>
      <Title order={3}>{t('emailSettings.title')}</Title>
      <Tabs value={section} onChange={(v) => v && navigate(`#!/settings/email/${v}`)} keepMounted={false}>
        <Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`emailSettings.tab.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="accounts" pt="md">
          <EmailAccountsSection />
        </Tabs.Panel>
        <Tabs.Panel value="signature" pt="md">
          <EmailSignatureSection />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <EmailTemplatesSection />
        </Tabs.Panel>
        <Tabs.Panel value="compliance-bcc-email" pt="md">
          <EmailClientSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
