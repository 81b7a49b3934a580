import { Alert, Anchor, Button, Group, Rating, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchivedCall } from '@/src/contract';
import { ApiCallError } from '@/src/contract/api-call-error';
import type { ArchiveRights } from '@/src/domain/recordings/monitor-tabs';
import { useFormat } from '../../profile/hooks/useFormat';
import { useCallMarks } from '../hooks/useCallMarks';
import { mediaUrl, startDownload } from '@/src/workspace/ui/serverDownload';
import { RecordingPlayer } from '../player/RecordingPlayer';
import { useVoiceData } from '../player/useVoiceData';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

const messageOf = (error: unknown) => (error instanceof ApiCallError && error.status < 500 ? error.message : 'Server error');

/**
 * Call information (spec 2 section 8) beside the player: who, when, how long, the result and the
 * rep's notes; score and observation for archive edit; sharing into the library; download.
 */
export function CallDetailPanel({ call, rights, sharingEnabled, userId }: { call: ArchivedCall; rights: ArchiveRights; sharingEnabled: boolean; userId: number | null }) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const marks = useCallMarks();
  const voice = useVoiceData(call.id);
  const [score, setScore] = useState<number>(call.callScore ?? 0);
  const [observation, setObservation] = useState(call.callObservation ?? '');
  useEffect(() => {
    setScore(call.callScore ?? 0);
    setObservation(call.callObservation ?? '');
  }, [call.id, call.callScore, call.callObservation]);
  const mine = call.user.id === userId;
  const canEdit = rights.archiveEdit && (rights.monitorRead || mine);
  const dirty = score !== (call.callScore ?? 0) || observation.trim() !== (call.callObservation ?? '');
  const dialed = call.direction === 'out' ? call.targetPhoneNumber : call.sourcePhoneNumber;
  const number = dialed && formatNumber(dialed);

  return (
    <Stack gap="sm" data-testid="call-detail">
      <RecordingPlayer callId={call.id} />
      <Stack gap={2}>
        <Text size="sm">
          <b>{t('callDetail.contact')}:</b>{' '}
          {call.contact ? (
            <Anchor href={`#!/contacts/${call.contact.id}`} size="sm">
              {call.contact.name}
            </Anchor>
          ) : (
            (number ?? t('callDetail.noContact'))
          )}
        </Text>
        <Text size="sm">
          <b>{t('callDetail.user')}:</b> {call.user.name}
        </Text>
        <Text size="sm">
          <b>{t('callDetail.when')}:</b> {fmt.dateTime(call.startingTime)}
        </Text>
        <Text size="sm">
          <b>{t('callDetail.duration')}:</b> {fmt.duration(call.duration)}
        </Text>
        <Text size="sm">
          <b>{t('callDetail.result')}:</b> {call.callDisposition ?? ''}
        </Text>
        {call.voiceMessageName && (
          <Text size="sm">
            <b>{t('callDetail.voiceMessage')}:</b> {call.voiceMessageName}
          </Text>
        )}
        {call.summary && (
          <Text size="sm">
            <b>{t('callDetail.summary')}:</b> {call.summary}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('callDetail.score')}
        </Text>
        <Rating value={score} onChange={setScore} readOnly={!canEdit} data-testid="call-score" />
        <Textarea
          label={t('callDetail.observation')}
          value={observation}
          onChange={(e) => setObservation(e.currentTarget.value)}
          readOnly={!canEdit}
          autosize
          minRows={2}
          maxLength={4000}
          data-testid="call-observation"
        />
        {canEdit ? (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!dirty}
              loading={marks.score.isPending}
              onClick={() => marks.score.mutate({ id: call.id, callScore: score > 0 ? score : null, callObservation: observation.trim() || null })}
              data-testid="call-save"
            >
              {t('callDetail.save')}
            </Button>
            {marks.score.isSuccess && !dirty && (
              <Text size="xs" c="green" data-testid="call-saved">
                {t('callDetail.saved')}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('callDetail.readOnly')}
          </Text>
        )}
        {marks.score.isError && (
          <Alert color="red" data-testid="call-save-error">
            {t('callDetail.saveFailed', { message: messageOf(marks.score.error) })}
          </Alert>
        )}
        {marks.share.isError && (
          <Alert color="red" data-testid="call-share-error">
            {t('callDetail.shareFailed', { message: messageOf(marks.share.error) })}
          </Alert>
        )}
      </Stack>
      <Group justify="space-between">
        {sharingEnabled && canEdit && (
          <Switch
            size="sm"
            label={t('callDetail.share')}
            // While the change is on its way the switch shows it; a failure puts it back and says why.
            checked={marks.share.isPending ? marks.share.variables.sharedToLibrary : call.sharedToLibrary}
            disabled={marks.share.isPending}
            onChange={(e) => marks.share.mutate({ id: call.id, sharedToLibrary: e.currentTarget.checked })}
            data-testid="call-share"
          />
        )}
        <Button size="xs" variant="light" disabled={!voice.metadata} onClick={() => voice.metadata && startDownload(mediaUrl(`${voice.metadata.audio.url}&download=1`))} data-testid="call-download">
          {t('callDetail.download')}
        </Button>
      </Group>
    </Stack>
  );
}
