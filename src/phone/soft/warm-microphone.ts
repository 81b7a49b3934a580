/**
 * The microphone opened once and kept warm: each call gets a clone of its track, so placing or
 * answering a call never waits for getUserMedia (sip.js's default asks for a new stream per call).
 * A stream whose track ended (device unplugged) is replaced on the next call.
 */
export function createWarmMicrophone(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  let warm: Promise<MediaStream> | null = null;
  /** The browser's defaults (echo cancellation, noise suppression and gain control on) unless changed. */
  let echoCancellation = true;
  /** The chosen microphone; null: the system default. */
  let deviceId: string | null = null;
  const constraints = (withDevice: boolean): true | MediaTrackConstraints =>
    echoCancellation && !(withDevice && deviceId) ? true : { ...(echoCancellation ? {} : { echoCancellation: false }), ...(withDevice && deviceId ? { deviceId: { exact: deviceId } } : {}) };
  const live = (stream: MediaStream) => stream.getAudioTracks().some((t) => t.readyState === 'live');
  // A chosen microphone that is gone (unplugged since) gives way to the default rather than failing the call.
  const acquire = () => (warm = getUserMedia({ audio: constraints(true), video: false }).catch(() => getUserMedia({ audio: constraints(false), video: false })));
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
    /**
     * Diagnostics: opens the microphone again with or without the browser's echo canceller, for the
     * next calls. Tone tests need it off: two continuous tones both ways are endless double talk,
     * and the canceller (with no echo path to learn) then silences one side's microphone.
     */
    setEchoCancellation(on: boolean) {
      if (echoCancellation === on) return;
      echoCancellation = on;
      this.stop();
    },
    /** The microphone for the next calls (null: the system default); opened again on the next call. */
    setDevice(id: string | null) {
      if (deviceId === id) return;
      deviceId = id;
      this.stop();
    },
    stop() {
      void warm?.then((stream) => stream.getTracks().forEach((t) => t.stop())).catch(() => undefined);
      warm = null;
    },
  };
}
