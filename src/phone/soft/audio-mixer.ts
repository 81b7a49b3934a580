/**
 * Joins two soft calls into a three-way conference in the offscreen document: each far side gets
 * the rep's microphone mixed with the other far side's audio (Web Audio), so all three hear each
 * other; the rep hears both far sides through their own audio elements.
 */
export interface MixableCall {
  localStream: MediaStream;
  remoteStream: MediaStream;
  peerConnection: RTCPeerConnection;
}

export function mixCalls(a: MixableCall, b: MixableCall): () => void {
  const context = new AudioContext();
  const mic = context.createMediaStreamSource(a.localStream);
  const fromA = context.createMediaStreamSource(a.remoteStream);
  const fromB = context.createMediaStreamSource(b.remoteStream);
  const toA = context.createMediaStreamDestination();
  const toB = context.createMediaStreamDestination();
  mic.connect(toA);
  fromB.connect(toA);
  mic.connect(toB);
  fromA.connect(toB);
  const replace = (pc: RTCPeerConnection, track: MediaStreamTrack | undefined) => {
    for (const sender of pc.getSenders()) if (sender.track?.kind === 'audio' || sender.track === null) void sender.replaceTrack(track ?? null);
  };
  const originalA = a.localStream.getAudioTracks()[0];
  const originalB = b.localStream.getAudioTracks()[0];
  replace(a.peerConnection, toA.stream.getAudioTracks()[0]);
  replace(b.peerConnection, toB.stream.getAudioTracks()[0]);
  return () => {
    if (a.peerConnection.connectionState !== 'closed') replace(a.peerConnection, originalA);
    if (b.peerConnection.connectionState !== 'closed') replace(b.peerConnection, originalB);
    void context.close();
  };
}
