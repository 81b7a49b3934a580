import { Alert, Button, Checkbox, FileButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../../client/api-call-error';
import { checkAddressList } from '../../../../domain/email/address-list';
import { checkAttachmentTotal } from '../../../../domain/email/attachment-size';
import { renderVariables } from '../../../../domain/email/dynamic-variables';
import { api } from '../../../session/api';
import { useComposerData } from '../hooks/useComposerData';
import { uploadAttachment, type UploadingFile } from '../hooks/uploadAttachment';
import type { DialogProps } from '../state/dialogStackState';
import { AttachmentList } from './AttachmentList';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';

let fileKey = 0;

/** The email composer (spec 1 sections 2 to 9): addresses, template with variables, body, attachments, tracking. */
export function EmailComposer({ props, onClose }: { props: DialogProps; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useComposerData(props.contactId);
  const queryClient = useQueryClient();
  const [to, setTo] = useState(props.to);
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadingFile[]>([]);
  const [tooLarge, setTooLarge] = useState(false);
  const [tracking, setTracking] = useState<{ opens: boolean; clicks: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Tracking toggles start from the user's settings (off when they failed to load).
  useEffect(() => {
    if (data.settings.data && !tracking) setTracking({ opens: data.settings.data.trackOpens, clicks: data.settings.data.trackClicks });
  }, [data.settings.data, tracking]);
  // The signature goes under an empty body once it is known.
  useEffect(() => {
    if (data.signature.data !== undefined && body === '') setBody(`<p></p>${DOMPurify.sanitize(data.signature.data)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.signature.data]);

  const applyTemplate = async (id: string | null) => {
    setTemplateId(id);
    if (!id || !data.variables.data) return;
    const { template } = await api.call('getEmailTemplate', { params: { id: Number(id) } });
    const ctx = { ...data.variables.data, now: new Date() };
    setSubject(renderVariables(template.subject, ctx));
    // Template and signature HTML are sanitised before the editor sees them (DOMPurify).
    setBody(DOMPurify.sanitize(`${renderVariables(template.body, ctx, { html: true })}${data.signature.data ?? ''}`));
  };

  const addFiles = (picked: File[]) => {
    const check = checkAttachmentTotal([...files.filter((f) => f.state !== 'failed').map((f) => f.size), ...picked.map((f) => f.size)]);
    if (!check.ok) return setTooLarge(true);
    for (const file of picked) {
      const key = `f${fileKey++}`;
      setFiles((list) => [...list, { key, filename: file.name, size: file.size, state: 'uploading', progress: 0, id: null }]);
      const patch = (p: Partial<UploadingFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...p } : f)));
      uploadAttachment(file, (progress) => patch({ progress })).then(
        (id) => patch({ state: 'completed', id, progress: 1 }),
        () => patch({ state: 'failed' }),
      );
    }
  };

  const invalid = [to, cc, bcc].flatMap((v) => {
    const c = checkAddressList(v);
    return c.ok ? [] : c.invalid;
  });
  const send = useMutation({
    mutationFn: () =>
      api.call('sendEmail', {
        body: {
          to,
          cc,
          bcc,
          contact: { contactId: props.contactId, email: to },
          template: { replyType: 'newThread', subject, body },
          attachments: files.filter((f) => f.state === 'completed' && f.id !== null).map((f) => f.id!),
          trackOpens: tracking?.opens ?? false,
          trackClicks: tracking?.clicks ?? false,
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['timeline'] });
      onClose();
    },
    onError: (e: unknown) => setError(e instanceof ApiCallError && e.status < 500 ? e.message : t('email.sendFailed', { message: e instanceof Error ? e.message : '' })),
  });

  const noMailbox = data.accounts.isSuccess && data.accounts.data.length === 0;
  const templateOptions = (data.templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: `${tpl.name} (${t(`email.${tpl.type}`)})` }));
  const uploading = files.some((f) => f.state === 'uploading');
  return (
    <Stack gap={6} data-testid="email-composer">
      <Modal opened={noMailbox} onClose={onClose} title={t('email.noMailboxTitle')} data-testid="no-mailbox">
        <Text size="sm">{t('email.noMailbox')}</Text>
        <Group justify="flex-end" mt="md">
          <Button component="a" href="#!/settings/email/accounts" onClick={onClose}>
            {t('email.goToSettings')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={tooLarge} onClose={() => setTooLarge(false)} title={t('email.tooLargeTitle')} data-testid="too-large">
        <Text size="sm" data-testid="too-large-message">
          {t('email.tooLarge')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setTooLarge(false)}>{t('email.ok')}</Button>
        </Group>
      </Modal>
      <TextInput size="xs" label={t('email.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="email-to" />
      <Group grow gap="xs">
        <TextInput size="xs" label={t('email.cc')} value={cc} onChange={(e) => setCc(e.currentTarget.value)} data-testid="email-cc" />
        <TextInput size="xs" label={t('email.bcc')} value={bcc} onChange={(e) => setBcc(e.currentTarget.value)} data-testid="email-bcc" />
      </Group>
      {invalid.length > 0 && (
        <Text size="xs" c="red" data-testid="email-invalid">
          {t('email.invalidAddress', { list: invalid.join(', ') })}
        </Text>
      )}
      <Select
        size="xs"
        label={t('email.template')}
        placeholder={t('email.noTemplate')}
        data={templateOptions}
        value={templateId}
        onChange={(v) => void applyTemplate(v)}
        clearable
        disabled={!data.variables.data}
        data-testid="email-template"
      />
      <TextInput size="xs" label={t('email.subject')} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} data-testid="email-subject" />
      <RichTextEditor content={body} onChange={setBody} />
      <AttachmentList files={files} onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))} />
      {error && (
        <Alert color="red" p="xs" data-testid="email-error">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <FileButton onChange={addFiles} multiple>
            {(p) => (
              <Button {...p} size="xs" variant="default" data-testid="email-attach">
                {t('email.attach')}
              </Button>
            )}
          </FileButton>
          <Checkbox size="xs" label={t('email.trackOpens')} checked={tracking?.opens ?? false} onChange={(e) => setTracking((s) => ({ opens: e.currentTarget.checked, clicks: s?.clicks ?? false }))} data-testid="track-opens" />
          <Checkbox size="xs" label={t('email.trackClicks')} checked={tracking?.clicks ?? false} onChange={(e) => setTracking((s) => ({ clicks: e.currentTarget.checked, opens: s?.opens ?? false }))} data-testid="track-clicks" />
        </Group>
        <Button size="xs" onClick={() => send.mutate()} loading={send.isPending} disabled={invalid.length > 0 || uploading || !to.trim() || noMailbox} data-testid="email-send">
          {t('email.send')}
        </Button>
      </Group>
    </Stack>
  );
}
