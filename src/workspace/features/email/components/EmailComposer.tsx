import { Alert, Anchor, Button, Checkbox, FileButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import DOMPurify from 'dompurify';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { checkAddressList } from '@/src/domain/email/address-list';
import { checkAttachmentTotal } from '@/src/domain/email/attachment-size';
import { renderVariables } from '@/src/domain/email/dynamic-variables';
import { composerDraftKey, isDraftWorthKeeping, parseEmailDraft } from '@/src/domain/email/composer-draft';
import { emailSendWarnings, type EmailSendWarning } from '@/src/domain/email/send-warnings';
import { ConfirmDialog } from '@/src/workspace/ui/ConfirmDialog';
import { useComposerDraft } from '../drafts/useComposerDraft';
import { useComposerData } from '../hooks/useComposerData';
import { uploadAttachment, uploadInlineImage, type UploadingFile } from '../hooks/uploadAttachment';
import { useEmailSend, type SendOutcome } from '../hooks/useEmailSend';
import { useReplyDraft } from '../hooks/useReplyDraft';
import type { DialogProps } from '../state/dialogStackState';
import { AttachmentList } from './AttachmentList';
import { ComposerModals } from './ComposerModals';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';
import { useLoadEmailTemplate } from '../hooks/useEmailTemplates';

let fileKey = 0;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The email composer (spec 1 sections 2 to 9): addresses, template with variables, body with inline
 * images, attachments, tracking, send now or later; reply / forward quote the original; playbook mode
 * sends the step's template to the list's contacts. An empty subject or body is asked about before
 * sending; closing with unsent text keeps it as the contact's draft, brought back when it reopens.
 */
export function EmailComposer({ props, onClose, onSent }: { props: DialogProps; onClose: () => void; onSent?: (outcome: SendOutcome) => void }) {
  const { t } = useTranslation();
  const data = useComposerData(props.contactId);
  const loadTemplate = useLoadEmailTemplate();
  const reply = useReplyDraft(props.replyTo);
  const pb = props.playbookData;
  const [to, setTo] = useState(props.to);
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState(pb?.stepTemplate.subject ?? '');
  const [body, setBody] = useState(pb ? DOMPurify.sanitize(pb.stepTemplate.body) : '');
  const [sendAt, setSendAt] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadingFile[]>([]);
  const [tooLarge, setTooLarge] = useState(false);
  const [paused, setPaused] = useState(false);
  const [tracking, setTracking] = useState<{ opens: boolean; clicks: boolean } | null>(pb ? { opens: pb.trackOpens, clicks: pb.trackClicks } : null);
  const [error, setError] = useState<string | null>(null);
  const editor = useRef<Editor | null>(null);
  const filled = useRef(false);
  // How the composer opened (before any draft came back): a draft is what differs from it.
  const start = useRef<{ to: string; cc: string; bcc: string; subject: string; body: string } | null>(null);
  const draft = useComposerDraft(pb ? null : composerDraftKey({ kind: 'email', contactId: props.contactId, replyTo: props.replyTo }), parseEmailDraft);
  const [restored, setRestored] = useState(false);
  const [ask, setAsk] = useState<EmailSendWarning[] | null>(null);

  // Tracking toggles start from the user's settings (off when they failed to load).
  useEffect(() => {
    if (data.settings.data && !tracking) setTracking({ opens: data.settings.data.trackOpens, clicks: data.settings.data.trackClicks });
  }, [data.settings.data, tracking]);
  // The body starts once: the quoted original of a reply / forward, with the signature above it.
  // A kept draft, if there is one, is shown instead.
  useEffect(() => {
    if (filled.current || pb || data.signature.data === undefined || (props.replyTo && !reply.data) || draft.stored === undefined) return;
    filled.current = true;
    const signature = DOMPurify.sanitize(data.signature.data);
    const opened = reply.data
      ? { to: reply.data.to, cc: reply.data.cc, bcc: '', subject: reply.data.subject, body: DOMPurify.sanitize(`${signature ? `<p></p>${signature}` : ''}${reply.data.body}`) }
      : { to: props.to, cc: '', bcc: '', subject: '', body: `<p></p>${signature}` };
    start.current = opened;
    const shown = draft.stored ? { ...draft.stored, body: DOMPurify.sanitize(draft.stored.body) } : opened;
    setTo(shown.to);
    setCc(shown.cc);
    setBcc(shown.bcc);
    // What the user typed before the opening text arrived (a slow signature) is kept, never replaced.
    setSubject((typed) => (typed.trim() ? typed : shown.subject));
    setBody((typed) => (typed.replace(/<[^>]*>|&nbsp;|\s/g, '') ? typed : shown.body));
    setRestored(draft.stored !== null);
  }, [data.signature.data, reply.data, props.replyTo, props.to, pb, draft.stored]);
  // Unsent text is kept as the contact's draft as it is typed (and when the composer closes).
  const keepDraft = draft.keep;
  useEffect(() => {
    if (!start.current) return;
    const now = { to, cc, bcc, subject, body };
    keepDraft(isDraftWorthKeeping(now, start.current) ? { kind: 'email', ...now, savedAt: new Date().toISOString() } : null);
  }, [to, cc, bcc, subject, body, keepDraft]);
  const discardDraft = () => {
    const opened = start.current;
    if (!opened) return;
    setTo(opened.to);
    setCc(opened.cc);
    setBcc(opened.bcc);
    setSubject(opened.subject);
    setBody(opened.body);
    setRestored(false);
  };

  const applyTemplate = async (id: string | null) => {
    setTemplateId(id);
    if (!id || !data.variables.data) return;
    const template = await loadTemplate(Number(id));
    // Playbook mode keeps the variables: the server fills them for each contact.
    const ctx = { ...data.variables.data, now: new Date() };
    setSubject(pb ? template.subject : renderVariables(template.subject, ctx));
    // Template and signature HTML are sanitised before the editor sees them (DOMPurify).
    setBody(DOMPurify.sanitize(pb ? template.body : `${renderVariables(template.body, ctx, { html: true })}${data.signature.data ?? ''}`));
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
  const uploadImage = useCallback(
    (file: File) =>
      uploadInlineImage(file).catch((e: unknown) => {
        setError(t('email.imageFailed', { message: e instanceof Error ? e.message : '' }));
        return null;
      }),
    [t],
  );
  const insertImage = async (file: File | null) => {
    const src = file && (await uploadImage(file));
    if (src && editor.current && !editor.current.isDestroyed)
      editor.current
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src, alt: file.name } })
        .run();
  };
  const onReady = useCallback((e: Editor) => {
    editor.current = e;
  }, []);

  const send = useEmailSend(props, {
    onDone: (outcome) => {
      onSent?.(outcome);
      if (outcome.kind === 'partial') return setError(t('email.playbookPartial', { count: outcome.failed.length, message: outcome.failed[0]?.message ?? '' }));
      draft.discard();
      onClose();
    },
    onPaused: () => setPaused(true),
    onError: (e) => setError(e instanceof ApiCallError && e.status < 500 ? e.message : t('email.sendFailed', { message: e instanceof Error ? e.message : '' })),
  });
  const submit = (confirmed = false) => {
    setError(null);
    const warnings = emailSendWarnings({ subject, body, signature: pb ? '' : DOMPurify.sanitize(data.signature.data ?? '') });
    if (!confirmed && warnings.length > 0) return setAsk(warnings);
    setAsk(null);
    send.mutate({
      to,
      cc,
      bcc,
      subject,
      body,
      sendAt,
      attachments: files.filter((f) => f.state === 'completed' && f.id !== null).map((f) => f.id!),
      trackOpens: tracking?.opens ?? false,
      trackClicks: tracking?.clicks ?? false,
    });
  };

  const invalid = [pb ? '' : to, cc, bcc].flatMap((v) => {
    const c = checkAddressList(v);
    return c.ok ? [] : c.invalid;
  });
  const noMailbox = data.accounts.isSuccess && data.accounts.data.length === 0;
  const templateOptions = (data.templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: `${tpl.name} (${t(`email.${tpl.type}`)})` }));
  const uploading = files.some((f) => f.state === 'uploading');
  return (
    <Stack gap={6} data-testid="email-composer" data-mode={pb ? 'playbook' : props.replyTo ? props.replyTo.kind : 'new'}>
      {ask && (
        <ConfirmDialog
          title={t('email.askTitle')}
          text={t(ask.length === 2 ? 'email.askEmptyBoth' : ask[0] === 'emptySubject' ? 'email.askEmptySubject' : 'email.askEmptyBody')}
          cancelLabel={t('email.cancel')}
          confirmLabel={t('email.sendAnyway')}
          busy={send.isPending}
          testId="email-send-ask"
          confirmTestId="email-send-anyway"
          onCancel={() => setAsk(null)}
          onConfirm={() => submit(true)}
        />
      )}
      {restored && (
        <Alert color="blue" p="xs" data-testid="email-draft-restored">
          <Text size="xs">
            {t('email.draftRestored')}{' '}
            <Anchor component="button" type="button" size="xs" onClick={discardDraft} data-testid="email-draft-discard">
              {t('email.discardDraft')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <ComposerModals noMailbox={noMailbox} tooLarge={tooLarge} paused={paused} onClose={onClose} onTooLargeOk={() => setTooLarge(false)} onPausedOk={() => setPaused(false)} />
      {pb ? (
        <Text size="xs" data-testid="email-playbook-to">
          {t('email.playbookTo', { count: pb.contacts.length })}
        </Text>
      ) : (
        <TextInput size="xs" label={t('email.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="email-to" />
      )}
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
      {props.replyTo && reply.isError && (
        <Alert color="red" p="xs" data-testid="email-reply-error">
          {t('email.replyLoadFailed')}
        </Alert>
      )}
      <RichTextEditor content={body} onChange={setBody} onReady={onReady} onImageFile={uploadImage} />
      <AttachmentList files={files} onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))} />
      {error && (
        <Alert color="red" p="xs" data-testid="email-error">
          {error}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <Group gap="xs">
          <FileButton onChange={addFiles} multiple inputProps={{ 'data-testid': 'email-attach-input' } as Record<string, string>}>
            {(p) => (
              <Button {...p} size="xs" variant="default" data-testid="email-attach">
                {t('email.attach')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(f) => void insertImage(f)} accept={IMAGE_TYPES} inputProps={{ 'data-testid': 'email-image-input' } as Record<string, string>}>
            {(p) => (
              <Button {...p} size="xs" variant="default" data-testid="email-insert-image">
                {t('email.insertImage')}
              </Button>
            )}
          </FileButton>
          <Checkbox
            size="xs"
            label={t('email.trackOpens')}
            checked={tracking?.opens ?? false}
            onChange={(e) => setTracking((s) => ({ opens: e.currentTarget.checked, clicks: s?.clicks ?? false }))}
            data-testid="track-opens"
          />
          <Checkbox
            size="xs"
            label={t('email.trackClicks')}
            checked={tracking?.clicks ?? false}
            onChange={(e) => setTracking((s) => ({ clicks: e.currentTarget.checked, opens: s?.opens ?? false }))}
            data-testid="track-clicks"
          />
        </Group>
        <Group gap="xs" align="flex-end">
          {!pb && <TextInput size="xs" type="datetime-local" label={t('email.sendLater')} value={sendAt} onChange={(e) => setSendAt(e.currentTarget.value)} data-testid="email-send-at" />}
          <Button size="xs" onClick={() => submit()} loading={send.isPending} disabled={invalid.length > 0 || uploading || (!pb && !to.trim()) || noMailbox} data-testid="email-send">
            {sendAt ? t('email.schedule') : t('email.send')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
