import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, FileInput, Group, Loader, Modal, Radio, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { AUDIO_FILE_ACCEPT, AUDIO_FILE_MAX_BYTES, audioFileKind } from '@/src/domain/settings/audio-file';
import { AUDIO_TEXTS } from '@/src/domain/settings/recorded-message';
import { formatPlayerTime } from '@/src/domain/recordings/audio-player';
import { sessionState } from '@/src/workspace/session/state';
import { useAudioRecorder } from '../hooks/useAudioRecorder';
import { messageAudioUrl, useActiveGreeting, useMessageChanges, usePredefinedMessages, useSelectedCallbackNotice, type MessageType } from '../hooks/usePredefinedMessages';

const SETTINGS_ADMIN = 'settings.admin';

/** One message of the list may be the active one (the voicemail greeting), or none. */
export interface MessageSelection {
  activeId: number | null;
  onSelect(id: number | null): void;
}

/** A saved message's audio, fetched with the session's token when asked for. */
function SavedAudio({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (url) return <audio controls src={url} aria-label={name} data-testid="message-audio" />;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={failed ? 'red' : undefined}
      onClick={() =>
        void messageAudioUrl(id).then(setUrl, () => {
          setFailed(true);
        })
      }
    >
      {failed ? t('messages.listenFailed') : t('messages.listen')}
    </Button>
  );
}

/**
 * Spec 3 #!/settings/phone/voice-message and #!/settings/phone/callback-notice: the messages of one
 * type (the tenant's and the user's own) and the recording flow: record (stops by itself after
 * 270000 ms), stop, listen, save (metadata, then the binary).
 */
export function PredefinedMessagesPage({ type, selection, titleKey }: { type: MessageType; selection?: MessageSelection; titleKey?: 'audioFiles' }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const isAdmin = session?.capList.includes(SETTINGS_ADMIN) ?? false;
  const messages = usePredefinedMessages(type, true);
  const { save, remove } = useMessageChanges(type);
  const recorder = useAudioRecorder();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [shared, setShared] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const kind = titleKey ?? (type === 'VOICE_MESSAGE' ? 'voiceMessage' : type === 'CALLBACK_NOTICE' ? 'callbackNotice' : 'voicemailGreeting');
  const [file, setFile] = useState<{ blob: File; url: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inUse, setInUse] = useState<{ id: number; text: string } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const audio = file?.blob ?? recorder.audio?.blob ?? null;

  // An uploaded file is checked by its first bytes, not its name (the server checks again).
  async function onFile(chosen: File | null) {
    if (file) URL.revokeObjectURL(file.url);
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > AUDIO_FILE_MAX_BYTES) return setFileError(t('messages.fileTooLarge'));
    if (!audioFileKind(new Uint8Array(await chosen.slice(0, 16).arrayBuffer()))) return setFileError(t('messages.notAudio'));
    recorder.reset();
    setFile({ blob: chosen, url: URL.createObjectURL(chosen) });
  }

  function onDelete(id: number, messageName: string, force = false) {
    remove.mutate(
      { id, force },
      {
        onSuccess: () => setInUse(null),
        onError: (error) => {
          if (error instanceof ApiCallError && error.status === 409 && !force) {
            setConfirmed(false);
            setInUse({ id, text: error.message });
          } else setAlert(AUDIO_TEXTS.deleteFailed(messageName));
        },
      },
    );
  }

  async function onSave() {
    if (!audio || !name.trim()) return;
    setAlert(null);
    const outcome = await save.mutateAsync({ name: name.trim(), description: description.trim(), shared, audio });
    if (!outcome.ok) return setAlert(outcome.alert);
    // The first message added to an empty list is selected and saved (spec 3 voicemail greetings).
    if (selection && (messages.data?.length ?? 0) === 0) selection.onSelect(outcome.id);
    setSavedName(name.trim());
    setName('');
    setDescription('');
    recorder.reset();
    void onFile(null);
  }

  return (
    <Stack data-testid="messages-page" data-type={type} data-status={messages.isError ? 'error' : messages.isPending ? 'loading' : 'loaded'}>
      <Title order={3}>{t(`messages.${kind}Title`)}</Title>
      <Text size="sm" c="dimmed">
        {t(`messages.${kind}Hint`)}
      </Text>
      {alert && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setAlert(null)} data-testid="messages-alert">
          {alert}
        </Alert>
      )}
      <Card withBorder>
        <Stack gap="sm">
          <Text fw={600}>{t('messages.newFile')}</Text>
          <Group align="flex-end">
            <TextInput label={t('messages.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} required data-testid="message-name" />
            <TextInput label={t('messages.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} style={{ flex: 1 }} />
          </Group>
          {isAdmin && type !== 'VOICEMAIL_GREETING' && <Checkbox label={t('messages.shared')} checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} />}
          <Group>
            {recorder.status !== 'recording' ? (
              <Button variant="light" color="red" onClick={() => void recorder.start()} data-testid="message-record">
                {recorder.audio ? t('messages.recordAgain') : t('messages.record')}
              </Button>
            ) : (
              <Button color="red" onClick={recorder.stop} data-testid="message-stop">
                {t('messages.stop')} · {formatPlayerTime(recorder.elapsedMs / 1000)}
              </Button>
            )}
            {recorder.audio && !file && <audio controls src={recorder.audio.url} aria-label={t('messages.listen')} data-testid="message-preview" />}
            {file && <audio controls src={file.url} aria-label={t('messages.listen')} data-testid="message-preview" />}
            <Button onClick={() => void onSave()} disabled={!audio || !name.trim()} loading={save.isPending} data-testid="message-save">
              {t('messages.save')}
            </Button>
          </Group>
          <FileInput
            label={t('messages.uploadFile')}
            accept={AUDIO_FILE_ACCEPT}
            value={file?.blob ?? null}
            onChange={(chosen) => void onFile(chosen)}
            error={fileError}
            clearable
            maw={360}
            data-testid="message-file"
          />
          {recorder.status === 'denied' && (
            <Alert color="orange" role="alert">
              {t('messages.microphoneDenied')}
            </Alert>
          )}
          {savedName && !alert && (
            <Text size="sm" c="green" data-testid="message-saved">
              {t('messages.saved', { name: savedName })}
            </Text>
          )}
        </Stack>
      </Card>
      {messages.isPending && <Loader aria-label={t('app.loading')} />}
      {messages.isError && (
        <Alert color="red" role="alert">
          {t('messages.loadError')}
        </Alert>
      )}
      {messages.data && messages.data.length === 0 && <Text c="dimmed">{t('messages.empty')}</Text>}
      {messages.data && messages.data.length > 0 && (
        <Table data-testid="messages-table">
          <Table.Tbody>
            {messages.data.map((m) => (
              <Table.Tr key={m.id} data-testid="message-row" data-message-id={m.id} data-active={selection ? selection.activeId === m.id : undefined}>
                {selection && (
                  <Table.Td w={40}>
                    <Radio
                      aria-label={t(type === 'CALLBACK_NOTICE' ? 'messages.selectNotice' : 'messages.makeActive', { name: m.name })}
                      checked={selection.activeId === m.id}
                      // Clicking the active one again leaves none active.
                      onClick={() => selection.onSelect(selection.activeId === m.id ? null : m.id)}
                      onChange={() => undefined}
                      data-testid="message-active"
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm">{m.name}</Text>
                  {m.description && (
                    <Text size="xs" c="dimmed">
                      {m.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {m.shared && (
                    <Badge variant="light" styles={UNCUT_BADGE}>
                      {t('messages.everyone')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {m.hasAudio ? (
                    <SavedAudio id={m.id} name={m.name} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('messages.spoken')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {(!m.shared || isAdmin) && (
                    <Tooltip label={t('messages.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('messages.deleteNamed', { name: m.name })} onClick={() => onDelete(m.id, m.name)}>
                        ×
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={inUse !== null} onClose={() => setInUse(null)} title={t('messages.inUseTitle')}>
        <Stack data-testid="message-in-use">
          <Text size="sm">{inUse?.text}</Text>
          <Checkbox label={t('messages.inUseConfirm')} checked={confirmed} onChange={(e) => setConfirmed(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setInUse(null)}>
              {t('messages.cancel')}
            </Button>
            <Button color="red" disabled={!confirmed} loading={remove.isPending} onClick={() => inUse && onDelete(inUse.id, messages.data?.find((m) => m.id === inUse.id)?.name ?? '', true)}>
              {t('messages.deleteAnyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export const VoiceMessagesPage = () => <PredefinedMessagesPage type="VOICE_MESSAGE" />;
/** #!/settings/audio (spec 3 audio files): the organization's audio, the voice messages queues and the dialers play. */
export const AudioFilesPage = () => <PredefinedMessagesPage type="VOICE_MESSAGE" titleKey="audioFiles" />;
/** Spec 3 section 9: the selection's alert shows this long. */
const SELECTED_ALERT_MS = 5000;

/** #!/settings/phone/callback-notice: the notices, one of them selected (the parallel dialer's default), or none. */
export function CallbackNoticesPage() {
  const { t } = useTranslation();
  const { chosen: selected, choose } = useSelectedCallbackNotice();
  const [said, setSaid] = useState<'selected' | 'deselected' | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SELECTED_ALERT_MS);
    return () => clearTimeout(timer);
  }, [said]);
  return (
    <Stack>
      <PredefinedMessagesPage
        type="CALLBACK_NOTICE"
        selection={{ activeId: selected.data ?? null, onSelect: (id) => choose.mutate(id, { onSuccess: (mediaId) => setSaid(mediaId === null ? 'deselected' : 'selected') }) }}
      />
      {said && (
        <Alert color="green" data-testid="notice-selected">
          {t(said === 'selected' ? 'messages.noticeSelected' : 'messages.noticeDeselected')}
        </Alert>
      )}
      {choose.isError && (
        <Alert color="red" role="alert" data-testid="notice-error">
          {t('messages.greetingFailed')}
        </Alert>
      )}
    </Stack>
  );
}

/** #!/settings/phone/voicemail-greetings: the user's greetings, exactly one active or none; the first added becomes active. */
export function VoicemailGreetingsPage() {
  const { t } = useTranslation();
  const { chosen: active, choose } = useActiveGreeting();
  return (
    <Stack>
      <PredefinedMessagesPage type="VOICEMAIL_GREETING" selection={{ activeId: active.data ?? null, onSelect: (id) => choose.mutate(id) }} />
      {choose.isError && (
        <Alert color="red" role="alert" data-testid="greeting-error">
          {t('messages.greetingFailed')}
        </Alert>
      )}
    </Stack>
  );
}
