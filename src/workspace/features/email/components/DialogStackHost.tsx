import { ActionIcon, Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendOutcome } from '../hooks/useEmailSend';
import { dialogStackState } from '../state/dialogStackState';

// The shell holds this host on every page; the composer (DOMPurify, templates, drafts) and the SMS dialog load
// when the first dialog opens.
const EmailComposer = lazy(() => import('./EmailComposer').then((m) => ({ default: m.EmailComposer })));
const SmsDialog = lazy(() => import('../../sms/components/SmsDialog').then((m) => ({ default: m.SmsDialog })));

/** The email / SMS dialog stack (spec 1 section 2): docked at the bottom right, newest active, at most 5. */
export function DialogStackHost() {
  const { t } = useTranslation();
  const [stack, dispatch] = useAtom(dialogStackState);
  // A mail that did not leave at once (scheduled, or retried) is announced after its dialog closed.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);
  const onSent = (outcome: SendOutcome) => (outcome.kind === 'scheduled' || outcome.kind === 'retrying') && setNotice(t(`email.${outcome.kind}`));
  if (!stack.dialogs.length && !stack.full && !notice) return null;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" style={{ position: 'fixed', right: 12, bottom: 0, zIndex: 200, maxWidth: '100vw', overflowX: 'auto' }} data-testid="dialog-stack">
      {notice && (
        <Alert color="blue" withCloseButton onClose={() => setNotice(null)} data-testid="email-notice" style={{ maxWidth: 260 }}>
          {notice}
        </Alert>
      )}
      {stack.full && (
        <Alert color="yellow" withCloseButton onClose={() => dispatch({ type: 'dismissFull' })} data-testid="dialog-stack-full" style={{ maxWidth: 240 }}>
          {t('dialogs.full')}
        </Alert>
      )}
      {stack.dialogs.map((d) => {
        const minimized = d.mode === 'minimized';
        const maximized = d.mode === 'maximized';
        const emailTitle = d.props.playbookData ? t('email.playbookTitle') : d.props.replyTo ? t(`email.replyTitle.${d.props.replyTo.kind}`) : t('email.newEmail');
        const title = d.kind === 'email' ? `${emailTitle}${d.props.contactName ? `: ${d.props.contactName}` : ''}` : t('sms.title', { name: d.props.contactName });
        return (
          <Paper
            key={d.id}
            shadow="md"
            withBorder
            p="xs"
            w={maximized ? 'min(900px, 95vw)' : 380}
            style={{ borderColor: stack.activeId === d.id ? 'var(--mantine-color-blue-5)' : undefined }}
            onFocusCapture={() => stack.activeId !== d.id && dispatch({ type: 'focus', id: d.id })}
            data-testid="stack-dialog"
            data-kind={d.kind}
            data-mode={d.mode}
            data-active={stack.activeId === d.id}
          >
            <Group justify="space-between" wrap="nowrap" mb={minimized ? 0 : 6}>
              <Text size="sm" fw={600} truncate>
                {title}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={minimized ? t('dialogs.restore') : t('dialogs.minimize')}
                  onClick={() => dispatch({ type: minimized ? 'restore' : 'minimize', id: d.id })}
                >
                  {minimized ? '▴' : '▾'}
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={maximized ? t('dialogs.restore') : t('dialogs.maximize')}
                  onClick={() => dispatch({ type: maximized ? 'restore' : 'maximize', id: d.id })}
                >
                  {maximized ? '❐' : '□'}
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" aria-label={t('dialogs.close')} onClick={() => dispatch({ type: 'close', id: d.id })} data-testid="dialog-close">
                  ×
                </ActionIcon>
              </Group>
            </Group>
            {/* Minimised dialogs keep their state: hidden, not unmounted. */}
            <Stack style={{ display: minimized ? 'none' : undefined }}>
              <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
                {d.kind === 'email' ? <EmailComposer props={d.props} onClose={() => dispatch({ type: 'close', id: d.id })} onSent={onSent} /> : <SmsDialog props={d.props} />}
              </Suspense>
            </Stack>
          </Paper>
        );
      })}
    </Group>
  );
}
