import { ActionIcon, Alert, Box, Button, Group, Loader, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import WaveSurfer from 'wavesurfer.js';
import {
  anyoneTalking,
  DEFAULT_RATE_INDEX,
  formatPlayerTime,
  hotkeyAction,
  nextTalk,
  PLAYBACK_RATES,
  rateAt,
  SEEK_STEP_MS,
  seekBy,
  skipSilenceTarget,
  type PlayerAction,
} from '@/src/domain/recordings/audio-player';
import { mediaUrl } from '@/src/workspace/ui/serverDownload';
import { TalkMap } from './TalkMap';
import { useVoiceData } from './useVoiceData';

const CHANNEL_COLOURS = { rep: '#228be6', far: '#fd7e14' } as const;

/**
 * The recordings player (spec 2 section 2), one component for the archive, the library, the
 * timeline and the call detail: a waveform per channel drawn from the server's peaks (the audio
 * is never decoded in the page), the talk/silence map, play/pause, seek, rates 0.75-2, hotkeys
 * k m j l, jumps to the next time a side spoke and an optional skip over long silences. The
 * audio streams from its signed address with range requests.
 */
export function RecordingPlayer({ callId }: { callId: string }) {
  const { t } = useTranslation();
  const voice = useVoiceData(callId);
  const audioRef = useRef<HTMLAudioElement>(null);
  const waveRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [positionMs, setPositionMs] = useState(0);
  const [rateIndex, setRateIndex] = useState(DEFAULT_RATE_INDEX);
  const [skipSilences, setSkipSilences] = useState(false);
  const [mediaFailed, setMediaFailed] = useState(false);

  const url = voice.metadata ? mediaUrl(voice.metadata.audio.url) : null;
  const analysis = voice.analysis;
  const durationMs = analysis?.durationMs ?? voice.metadata?.audio.durationMs ?? 0;
  const lanes = useMemo(() => {
    const channels = analysis?.channels ?? [];
    return channels.map((c) => ({ name: c.name, label: c.name === 'rep' ? t('player.repLane') : t('player.farLane'), talk: c.talk, peaks: c.peaks }));
  }, [analysis, t]);
  const talkOf = (name: 'rep' | 'far') => lanes.find((l) => l.name === name)?.talk ?? [];
  const everyone = useMemo(() => anyoneTalking(lanes.map((l) => l.talk)), [lanes]);

  // The waveform: wavesurfer on our audio element, fed with the server's peaks and length.
  useEffect(() => {
    const container = waveRef.current;
    const media = audioRef.current;
    if (!container || !media || !url || voice.status !== 'ready') return;
    const peaks = lanes.length ? lanes.map((l) => l.peaks) : [[0, 0]];
    const wave = WaveSurfer.create({
      container,
      media,
      url,
      peaks,
      ...(durationMs > 0 ? { duration: durationMs / 1000 } : {}),
      height: 36,
      normalize: false,
      cursorWidth: 2,
      ...(lanes.length > 1 ? { splitChannels: lanes.map((l) => ({ waveColor: CHANNEL_COLOURS[l.name], progressColor: CHANNEL_COLOURS[l.name], height: 36 })) } : { waveColor: '#868e96' }),
    });
    return () => wave.destroy();
  }, [url, lanes, durationMs, voice.status]);

  useEffect(() => {
    const media = audioRef.current;
    if (media) media.playbackRate = rateAt(rateIndex);
  }, [rateIndex, url]);

  const seekTo = (ms: number) => {
    const media = audioRef.current;
    if (media) media.currentTime = seekBy(0, ms, durationMs || ms) / 1000;
  };
  const act = (action: PlayerAction) => {
    const media = audioRef.current;
    if (!media) return;
    if (action === 'playPause') void (media.paused ? media.play().catch(() => setMediaFailed(true)) : media.pause());
    if (action === 'mute') media.muted = !media.muted;
    if (action === 'back') seekTo(seekBy(media.currentTime * 1000, -SEEK_STEP_MS, durationMs || Infinity));
    if (action === 'forward') seekTo(seekBy(media.currentTime * 1000, SEEK_STEP_MS, durationMs || Infinity));
  };
  const actRef = useRef(act);
  actRef.current = act;

  // Hotkeys k m j l, never while typing in a field (spec 2 section 2).
  useEffect(() => {
    if (voice.status !== 'ready') return;
    const onKey = (event: KeyboardEvent) => {
      const target =
        event.target instanceof HTMLElement ? { tagName: event.target.tagName, isContentEditable: event.target.isContentEditable, type: event.target.getAttribute('type') ?? undefined } : null;
      const action = hotkeyAction(event, target);
      if (!action) return;
      event.preventDefault();
      actRef.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [voice.status]);

  const onTimeUpdate = () => {
    const media = audioRef.current;
    if (!media) return;
    const now = media.currentTime * 1000;
    setPositionMs(now);
    if (skipSilences && !media.paused) {
      const target = skipSilenceTarget(everyone, now, durationMs);
      if (target !== null) media.currentTime = target / 1000;
    }
  };

  if (voice.status === 'loading')
    return (
      <Group gap="xs" data-testid="player-loading">
        <Loader size="xs" />
        <Text size="sm">{t('player.loading')}</Text>
      </Group>
    );
  if (voice.status === 'deny')
    return (
      <Alert color="gray" data-testid="player-deny">
        {t('player.deny')}
      </Alert>
    );
  if (voice.status === 'error' || mediaFailed)
    return (
      <Alert color="red" data-testid="player-error">
        <Group justify="space-between">
          <Text size="sm">{t('player.error')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setMediaFailed(false);
              voice.retry();
            }}
          >
            {t('player.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );

  const nextOther = nextTalk(talkOf('far'), positionMs);
  return (
    <Stack gap={6} data-testid="recording-player">
      <audio
        ref={audioRef}
        data-testid="recording-audio"
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onTimeUpdate={onTimeUpdate}
        onSeeked={onTimeUpdate}
        onError={() => setMediaFailed(true)}
      />
      <Box ref={waveRef} data-testid="recording-waveform" />
      {lanes.length > 0 ? (
        <TalkMap lanes={lanes} durationMs={durationMs} positionMs={positionMs} onSeek={seekTo} />
      ) : (
        <Text size="xs" c="dimmed">
          {t('player.noTalkMap')}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Tooltip label={t('player.back')}>
          <Button size="compact-sm" variant="light" aria-label={t('player.back')} onClick={() => act('back')}>
            −10 s
          </Button>
        </Tooltip>
        <ActionIcon variant="filled" aria-label={playing ? t('player.pause') : t('player.play')} data-testid="player-play" onClick={() => act('playPause')}>
          {playing ? '❚❚' : '▶'}
        </ActionIcon>
        <Tooltip label={t('player.forward')}>
          <Button size="compact-sm" variant="light" aria-label={t('player.forward')} onClick={() => act('forward')}>
            +10 s
          </Button>
        </Tooltip>
        <Button
          size="compact-sm"
          variant={muted ? 'filled' : 'light'}
          aria-label={muted ? t('player.unmute') : t('player.mute')}
          aria-pressed={muted}
          data-testid="player-mute"
          onClick={() => act('mute')}
        >
          {muted ? t('player.mutedShort') : t('player.muteShort')}
        </Button>
        <Text size="sm" data-testid="player-position" ff="monospace">
          {t('player.position', { position: formatPlayerTime(positionMs), duration: formatPlayerTime(durationMs) })}
        </Text>
        <Select
          size="xs"
          w={90}
          aria-label={t('player.rate')}
          data-testid="player-rate"
          value={String(rateIndex)}
          allowDeselect={false}
          data={PLAYBACK_RATES.map((rate, index) => ({ value: String(index), label: `${rate}×` }))}
          onChange={(value) => value !== null && setRateIndex(Number(value))}
        />
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="subtle" data-testid="player-next-other" disabled={nextOther === null} onClick={() => nextOther !== null && seekTo(nextOther)}>
          {t('player.nextOther')}
        </Button>
        <Switch size="xs" label={t('player.skipSilences')} checked={skipSilences} onChange={(e) => setSkipSilences(e.currentTarget.checked)} data-testid="player-skip-silences" />
      </Group>
    </Stack>
  );
}
