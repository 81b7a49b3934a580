import { useEffect, useRef, useState } from 'react';
import { RECORDING_AUTO_STOP_MS } from '@/src/domain/settings/recorded-message';

export type RecorderStatus = 'idle' | 'recording' | 'recorded' | 'denied';

/**
 * Records from the microphone in the page (spec 3 recording flow: record, stop, listen, save); it
 * stops by itself after 270000 ms. The recording is a Blob and an object URL to listen to it.
 */
export function useAudioRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [audio, setAudio] = useState<{ blob: Blob; url: string } | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  };
  useEffect(
    () => () => {
      clearTimers();
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
    },
    [],
  );
  useEffect(() => () => (audio ? URL.revokeObjectURL(audio.url) : undefined), [audio]);

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setStatus('denied');
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    media.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      clearTimers();
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      setAudio({ blob, url: URL.createObjectURL(blob) });
      setStatus('recorded');
    };
    recorder.current = media;
    media.start(1000);
    const startedAt = Date.now();
    setElapsedMs(0);
    setAudio(null);
    setStatus('recording');
    const tick = () => {
      setElapsedMs(Date.now() - startedAt);
      timers.current.push(window.setTimeout(tick, 1000));
    };
    tick();
    timers.current.push(window.setTimeout(() => stop(), RECORDING_AUTO_STOP_MS));
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  function reset() {
    setAudio(null);
    setStatus('idle');
  }

  return { status, audio, elapsedMs, start, stop, reset };
}
