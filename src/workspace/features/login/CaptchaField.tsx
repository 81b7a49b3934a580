import { Checkbox, Group, Loader, Text } from '@mantine/core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInCalls } from './hooks/useSignInCalls';

type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * Self-hosted ALTCHA proof of work: the browser solves the server's signed challenge; the solution
 * goes with the next sign-in as recaptchaCode. No third-party service is involved.
 */
export function CaptchaField({ onSolved }: { onSolved: (code: string | null) => void }) {
  const { t } = useTranslation();
  const calls = useSignInCalls();
  const [status, setStatus] = useState<CaptchaStatus>('idle');

  const handleCheck = async (checked: boolean) => {
    if (!checked) {
      setStatus('idle');
      onSolved(null);
      return;
    }
    setStatus('verifying');
    try {
      const challenge = (await calls.captchaChallenge()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('no solution');
      onSolved(btoa(JSON.stringify({ challenge, solution })));
      setStatus('verified');
    } catch {
      setStatus('failed');
      onSolved(null);
    }
  };

  return (
    <Group gap="xs" data-testid="captcha">
      <Checkbox
        label={t('captcha.label')}
        checked={status === 'verifying' || status === 'verified'}
        disabled={status === 'verifying'}
        onChange={(event) => void handleCheck(event.currentTarget.checked)}
      />
      {status === 'verifying' && <Loader size="xs" aria-label={t('captcha.verifying')} />}
      {status === 'verified' && (
        <Text size="sm" c="green">
          {t('captcha.verified')}
        </Text>
      )}
      {status === 'failed' && (
        <Text size="sm" c="red">
          {t('captcha.failed')}
        </Text>
      )}
    </Group>
  );
}
