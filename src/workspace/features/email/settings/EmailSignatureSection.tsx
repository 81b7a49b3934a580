import { Alert, Button, Loader, Stack } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../components/RichTextEditor';
import { useSaveSignature, useSignatureRecord } from '../hooks/useSignatureRecord';

/** Signature (spec 3): 404 means none yet, so save creates it; otherwise save updates it by revision. */
export function EmailSignatureSection() {
  const { t } = useTranslation();
  const signature = useSignatureRecord();
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    if (signature.data !== undefined && body === null) setBody(DOMPurify.sanitize(signature.data?.body ?? ''));
  }, [signature.data, body]);
  const save = useSaveSignature();
  if (signature.isLoading || body === null) return <Loader size="sm" />;
  if (signature.isError) return <Alert color="red">{t('emailSettings.signatureLoadError')}</Alert>;
  return (
    <Stack maw={640} data-testid="email-signature">
      <RichTextEditor content={body} onChange={setBody} />
      {save.isError && <Alert color="red">{t('emailSettings.signatureSaveError')}</Alert>}
      {save.isSuccess && <Alert color="green">{t('emailSettings.signatureSaved')}</Alert>}
      <Button onClick={() => save.mutate({ body: body ?? '', record: signature.data ?? null })} loading={save.isPending} w={120}>
        {t('emailSettings.save')}
      </Button>
    </Stack>
  );
}
