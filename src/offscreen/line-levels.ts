import { browser } from 'wxt/browser';
import type { LineFrame } from '../phone/parallel-dialer/parallel-dialer-engine';

/** The worklet module (public/): it posts each 20 ms frame's level of what it hears. */
const WORKLET_URL = '/frame-levels-worklet.js';

let context: AudioContext | null = null;
let loaded: Promise<void> | null = null;

/**
 * Hears a parallel dialer line's far side (its remote stream) frame by frame, on the audio thread,
 * and hands each 20 ms frame to `onFrame`; resolves with a function that stops listening.
 */
export async function listenToLine(stream: MediaStream | null, onFrame: (frame: LineFrame) => void): Promise<() => void> {
  if (!stream) throw new Error('The line has no audio');
  context ??= new AudioContext();
  const audio = context;
  loaded ??= audio.audioWorklet.addModule(browser.runtime.getURL(WORKLET_URL as '/'));
  await loaded;
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  // Chrome feeds a remote WebRTC stream into Web Audio only while a media element holds it (muted here: the rep hears nothing).
  const holder = new Audio();
  holder.muted = true;
  holder.srcObject = stream;
  void holder.play().catch(() => undefined);
  const source = audio.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(audio, 'frame-levels', { numberOfOutputs: 1 });
  node.port.onmessage = (event: MessageEvent<{ level?: unknown; samples?: unknown }>) => {
    const { level, samples } = event.data;
    if (typeof level === 'number' && samples instanceof Float32Array) onFrame({ level, samples, sampleRate: audio.sampleRate });
  };
  // The graph is pulled from the destination: a silent gain keeps the worklet running.
  const sink = audio.createGain();
  sink.gain.value = 0;
  source.connect(node).connect(sink).connect(audio.destination);
  return () => {
    node.port.onmessage = null;
    source.disconnect();
    node.disconnect();
    sink.disconnect();
    holder.srcObject = null;
  };
}

/**
 * Plays a person's greeting to the rep as their line is handed over (they said it before the rep was
 * on the line), on the rep's speaker; resolves with how long it plays.
 */
export async function replayGreeting(frames: readonly LineFrame[], speakerId: string | null): Promise<number> {
  const first = frames[0];
  if (!first) return 0;
  context ??= new AudioContext();
  const audio = context;
  const sinkable = audio as AudioContext & { setSinkId?(id: string): Promise<void> };
  await sinkable.setSinkId?.(speakerId ?? '').catch(() => undefined);
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  const length = frames.reduce((n, f) => n + f.samples.length, 0);
  const buffer = audio.createBuffer(1, length, first.sampleRate);
  const channel = buffer.getChannelData(0);
  let at = 0;
  for (const frame of frames) {
    channel.set(frame.samples, at);
    at += frame.samples.length;
  }
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.connect(audio.destination);
  source.start();
  return Math.round((length / first.sampleRate) * 1000);
}
