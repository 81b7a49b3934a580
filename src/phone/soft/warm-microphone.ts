/**
 * The microphone opened once and kept warm: each call gets a clone of its track, so placing or
 * answering a call never waits for getUserMedia (sip.js's default asks for a new stream per call).
 * A stream whose track ended (device unplugged) is replaced on the next call.
 */
export function createWarmMicrophone(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  let warm: Promise<MediaStream> | null = null;
  const live = (stream: MediaStream) => stream.getAudioTracks().some((t) => t.readyState === 'live');
  const acquire = () => (warm = getUserMedia({ audio: { echoCancellation: false }, video: false })); // DEBUG-PHONE2
  return {
    /** Opens the microphone ahead of the first call; failures surface on the call instead. */
    warmUp() {
      acquire().catch(() => (warm = null));
    },
    async stream(constraints: MediaStreamConstraints): Promise<MediaStream> {
      if (constraints.video) return getUserMedia(constraints);
      let stream = await (warm ?? acquire()).catch(() => acquire());
      if (!live(stream)) stream = await acquire();
      return stream.clone();
    },
    stop() {
      void warm?.then((stream) => stream.getTracks().forEach((t) => t.stop())).catch(() => undefined);
      warm = null;
    },
  };
}
