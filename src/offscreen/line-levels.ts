import { browser } from 'wxt/browser';

/** The worklet module (public/): it posts each 20 ms frame's level of what it hears. */
const WORKLET_URL = '/frame-levels-worklet.js';

let context: AudioContext | null = null;
let loaded: Promise<void> | null = null;

/**
 * Hears a parallel dialer line's far side (its remote stream) frame by frame, on the audio thread,
 * and hands each 20 ms level to `onLevel`; resolves with a function that stops listening.
 */
export async function listenToLine(stream: MediaStream | null, onLevel: (level: number) => void): Promise<() => void> {
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
  node.port.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number') onLevel(event.data);
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
