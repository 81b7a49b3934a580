/** MediaRecorder hands over a part this often; each part is uploaded at once, so a closed page loses at most this much. */
export const RECORDING_PART_MS = 3000;

/**
 * Records a soft call that skips the media relay (between browsers) in the offscreen document, as
 * stereo: channel 1 the rep's microphone, channel 2 the far side. Parts are handed on as they come
 * (every few seconds); what comes after the stop is the last part (it may be empty).
 */
export function recordCall(localStream: MediaStream, remoteStream: MediaStream, onPart: (part: Blob, index: number, last: boolean) => void, partMs = RECORDING_PART_MS) {
  const context = new AudioContext();
  const merger = context.createChannelMerger(2);
  context.createMediaStreamSource(localStream).connect(merger, 0, 0);
  if (remoteStream.getAudioTracks().length > 0) context.createMediaStreamSource(remoteStream).connect(merger, 0, 1);
  const stereo = context.createMediaStreamDestination();
  stereo.channelCount = 2;
  stereo.channelCountMode = 'explicit';
  stereo.channelInterpretation = 'discrete';
  merger.connect(stereo);
  const mimeType = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/webm';
  const recorder = new MediaRecorder(stereo.stream, { mimeType });
  let index = 0;
  let stopping = false;
  const tail: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (stopping) tail.push(event.data);
    else if (event.data.size > 0) onPart(event.data, index++, false);
  };
  const startedAt = Date.now();
  recorder.start(partMs);
  return {
    /** When the recording started (ms since the epoch). */
    startedAt,
    /** Stops recording; resolves once the last part has been handed on. */
    stop(): Promise<void> {
      return new Promise((resolve) => {
        stopping = true;
        recorder.onstop = () => {
          void context.close();
          onPart(new Blob(tail, { type: 'audio/webm' }), index++, true);
          resolve();
        };
        if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
        else recorder.stop();
      });
    },
  };
}
