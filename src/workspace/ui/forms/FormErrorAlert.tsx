import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from './useFormErrors';

/**
 * The form's error area after a refused save: the form's own title (the spec's text, e.g. 'Error
 * creating new contact') and what the server said that no field shows; when fields are marked it says
 * so, and it never shows the title alone.
 */
export function FormErrorAlert({ form, title, testId }: { form: Pick<FormErrors, 'failed' | 'rest' | 'hasFieldErrors'>; title: string; testId?: string }) {
  const { t } = useTranslation();
  if (!form.failed) return null;
  const lines = form.rest.length ? form.rest : [form.hasFieldErrors ? t('forms.fixMarked') : t('forms.notSaved')];
  return (
    <Alert color="red" title={title} data-testid={testId}>
      {lines.map((line) => (
        <Text key={line} size="sm" data-testid={testId ? `${testId}-line` : undefined}>
          {line}
        </Text>
      ))}
    </Alert>
  );
}
