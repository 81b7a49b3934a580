import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../hooks/useSettingsForm';

/**
 * The frame of a settings form: its title, the loading and error states, the fields once loaded,
 * Save and Revert (enabled when something changed), and the success or warning alert.
 */
export function SettingsFormCard<T>(props: {
  testId: string;
  title: string;
  form: SettingsForm<T>;
  savedText: string;
  failedText: string;
  loadFailedText: string;
  /** False while a field breaks its rule: Save stays disabled. */
  valid?: boolean;
  onRetry(): void;
  children: (draft: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <Stack maw={560} data-testid={props.testId} data-status={form.status}>
      <Title order={3}>{props.title}</Title>
      {form.status === 'loading' && (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {form.status === 'error' && (
        <Alert color="red" title={props.loadFailedText} data-testid={`${props.testId}-load-error`}>
          <Button size="xs" variant="light" onClick={props.onRetry}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}
      {form.status === 'loaded' && form.draft !== null && (
        <Card withBorder>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (props.valid !== false) form.submit();
            }}
          >
            <Stack>
              {props.children(form.draft)}
              {form.alert === 'saved' && (
                <Alert color="green" data-testid={`${props.testId}-saved`}>
                  {props.savedText}
                </Alert>
              )}
              {form.alert === 'failed' && (
                <Alert color="yellow" data-testid={`${props.testId}-failed`}>
                  {props.failedText}
                  {form.refusals
                    .filter((line) => line !== props.failedText)
                    .map((line) => (
                      <Text key={line} size="sm">
                        {line}
                      </Text>
                    ))}
                  {form.hasFieldErrors && form.refusals.length === 0 && <Text size="sm">{t('forms.fixMarked')}</Text>}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" disabled={!form.changed || form.saving} onClick={form.revert} data-testid={`${props.testId}-revert`}>
                  {t('settingsForm.revert')}
                </Button>
                <Button type="submit" disabled={!form.changed || props.valid === false} loading={form.saving} data-testid={`${props.testId}-save`}>
                  {t('settingsForm.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
