import { describe, expect, it } from 'vitest';
import { createWarmMicrophone } from './warm-microphone';

/** A stand-in for getUserMedia's stream: one audio track that can be stopped, and clones. */
function fakeStream() {
  const track = {
    readyState: 'live' as MediaStreamTrackState,
    stop() {
      track.readyState = 'ended';
    },
  };
  const stream = { track, getAudioTracks: () => [track], getTracks: () => [track], clone: () => stream };
  return stream;
}

function setUp() {
  const asked: MediaStreamConstraints[] = [];
  const opened: Array<ReturnType<typeof fakeStream>> = [];
  const microphone = createWarmMicrophone(async (constraints) => {
    asked.push(constraints);
    const stream = fakeStream();
    opened.push(stream);
    return stream as unknown as MediaStream;
  });
  return { microphone, asked, opened };
}

describe('warm microphone', () => {
  it('opens the microphone once with the browser defaults (echo cancellation on) and clones it per call', async () => {
    const { microphone, asked } = setUp();
    microphone.warmUp();
    await microphone.stream({ audio: true });
    await microphone.stream({ audio: true });
    expect(asked).toEqual([{ audio: true, video: false }]);
  });

  it('turning echo cancellation off closes the warm microphone and opens it again without the canceller', async () => {
    const { microphone, asked, opened } = setUp();
    microphone.warmUp();
    await microphone.stream({ audio: true });
    microphone.setEchoCancellation(false);
    await Promise.resolve();
    expect(opened[0]!.track.readyState).toBe('ended');
    await microphone.stream({ audio: true });
    expect(asked[1]).toEqual({ audio: { echoCancellation: false }, video: false });
  });

  it('asking for the setting already in force keeps the open microphone', async () => {
    const { microphone, asked } = setUp();
    microphone.warmUp();
    microphone.setEchoCancellation(true);
    await microphone.stream({ audio: true });
    microphone.setEchoCancellation(false);
    microphone.setEchoCancellation(false);
    await microphone.stream({ audio: true });
    microphone.setEchoCancellation(true);
    await microphone.stream({ audio: true });
    expect(asked.map((c) => c.audio)).toEqual([true, { echoCancellation: false }, true]);
  });
});
