import { Alert } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listFeedbackState } from '../state/listFeedbackState';

/** The outcome of the last list action; errors are announced (role alert), successes fade after 6 s. */
export function ListFeedbackAlert() {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useAtom(listFeedbackState);
  useEffect(() => {
    if (feedback?.tone !== 'success') return;
    const timer = setTimeout(() => setFeedback(null), 6000);
    return () => clearTimeout(timer);
  }, [feedback, setFeedback]);
  // A message of another page must not linger after navigating away.
  useEffect(() => () => setFeedback(null), [setFeedback]);
  if (!feedback) return null;
  return (
    <Alert
      color={feedback.tone === 'error' ? 'red' : 'teal'}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={t('lists.cancel')}
      onClose={() => setFeedback(null)}
      data-testid="list-feedback"
    >
      {feedback.text}
    </Alert>
  );
}
