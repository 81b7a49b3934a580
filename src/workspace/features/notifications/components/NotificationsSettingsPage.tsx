import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsFormCard } from '../../settings/components/SettingsFormCard';
import { useSettingsForm } from '../../settings/hooks/useSettingsForm';
import { TaskNotificationSettingsPage } from '../../tasks/settings/TaskNotificationSettingsPage';
import { useDesktopNotifications } from '../hooks/useDesktopNotifications';
import { SETTINGS_SAVED as SAVED, SETTING_SAVE_FAILED as FAILED } from '@/src/domain/settings/settings-messages';

/** #!/settings/notifications (spec 3): desktop notifications of inbound calls, SMS and email opens and clicks, then task reminders and notifications. */
export function NotificationsSettingsPage() {
  const { t } = useTranslation();
  const { query, save } = useDesktopNotifications();
  const form = useSettingsForm(query, save);
  return (
    <Stack>
      <SettingsFormCard
        testId="desktop-notifications"
        title={t('desktopNotifications.title')}
        form={form}
        savedText={SAVED}
        failedText={FAILED}
        loadFailedText={t('users.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {(draft) => (
          <>
            <Switch
              label={t('desktopNotifications.inboundCall')}
              checked={draft.inboundCallNotificationSettings.enableDesktopNotification}
              onChange={(e) => form.set({ ...draft, inboundCallNotificationSettings: { enableDesktopNotification: e.currentTarget.checked } })}
              data-testid="desktop-notifications-call"
            />
            <Switch
              label={t('desktopNotifications.inboundSms')}
              checked={draft.smsNotifications.inboundSmsDesktop}
              onChange={(e) => form.set({ ...draft, smsNotifications: { inboundSmsDesktop: e.currentTarget.checked } })}
              data-testid="desktop-notifications-sms"
            />
            <Switch
              label={t('desktopNotifications.emailOpens')}
              checked={draft.emailNotifications.emailOpensDesktop}
              onChange={(e) => form.set({ ...draft, emailNotifications: { ...draft.emailNotifications, emailOpensDesktop: e.currentTarget.checked } })}
              data-testid="desktop-notifications-email-opens"
            />
            <Switch
              label={t('desktopNotifications.emailClicks')}
              checked={draft.emailNotifications.emailClicksDesktop}
              onChange={(e) => form.set({ ...draft, emailNotifications: { ...draft.emailNotifications, emailClicksDesktop: e.currentTarget.checked } })}
              data-testid="desktop-notifications-email-clicks"
            />
            <Switch
              label={t('desktopNotifications.inboundEmails')}
              checked={draft.emailNotifications.inboundEmailsDesktop}
              onChange={(e) => form.set({ ...draft, emailNotifications: { ...draft.emailNotifications, inboundEmailsDesktop: e.currentTarget.checked } })}
              data-testid="desktop-notifications-email-inbound"
            />
          </>
        )}
      </SettingsFormCard>
      <TaskNotificationSettingsPage />
    </Stack>
  );
}
