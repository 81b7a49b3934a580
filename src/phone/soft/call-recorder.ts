/**
 * Records both directions of a soft call (the rep's microphone and the far side mixed) with
 * MediaRecorder in the offscreen document; the recording is uploaded when the call ends.
 */
export function recordCall(localStream: MediaStream, remoteStream: MediaStream) {
  const context = new AudioContext();
  const mix = context.createMediaStreamDestination();
  context.createMediaStreamSource(localStream).connect(mix);
  if (remoteStream.getAudioTracks().length > 0) context.createMediaStreamSource(remoteStream).connect(mix);
  const mimeType = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/webm';
  const recorder = new MediaRecorder(mix.stream, { mimeType });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start(1000);
  return {
    /** Stops recording and resolves with the audio (one webm blob). */
    stop(): Promise<Blob> {
      return new Promise((resolve) => {
        recorder.onstop = () => {
          void context.close();
          resolve(new Blob(chunks, { type: 'audio/webm' }));
        };
        if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
        else recorder.stop();
      });
    },
  };
}
