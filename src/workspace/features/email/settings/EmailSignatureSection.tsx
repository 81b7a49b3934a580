import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../../contract/api-call-error';
import { api } from '../../../session/api';
import { RichTextEditor } from '../components/RichTextEditor';

/** Signature (spec 3): 404 means none yet, so save creates it; otherwise save updates it by revision. */
export function EmailSignatureSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signature = useQuery({
    queryKey: ['email', 'signature-record'],
    queryFn: () =>
      api
        .call('getSignature', {})
        .then((r) => r.signature)
        .catch((e: unknown) => {
          if (e instanceof ApiCallError && e.status === 404) return null;
          throw e;
        }),
  });
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    if (signature.data !== undefined && body === null) setBody(DOMPurify.sanitize(signature.data?.body ?? ''));
  }, [signature.data, body]);
  const save = useMutation({
    mutationFn: () =>
      signature.data
        ? api.call('updateSignature', { params: { id: signature.data.id }, body: { body: body ?? '', revision: signature.data._rev } })
        : api.call('createSignature', { body: { body: body ?? '' } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['email', 'signature-record'] });
      void queryClient.invalidateQueries({ queryKey: ['email', 'signature'] });
    },
  });
  if (signature.isLoading || body === null) return <Loader size="sm" />;
  if (signature.isError) return <Alert color="red">{t('emailSettings.signatureLoadError')}</Alert>;
  return (
    <Stack maw={640} data-testid="email-signature">
      <RichTextEditor content={body} onChange={setBody} />
      {save.isError && <Alert color="red">{t('emailSettings.signatureSaveError')}</Alert>}
      {save.isSuccess && <Alert color="green">{t('emailSettings.signatureSaved')}</Alert>}
      <Button onClick={() => save.mutate()} loading={save.isPending} w={120}>
        {t('emailSettings.save')}
      </Button>
    </Stack>
  );
}
