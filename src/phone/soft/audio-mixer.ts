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

/**
 * Feeds a far side's stream into `to`, following it when sip.js swaps its track (an unhold or any
 * re-INVITE may bring a new one, announced with `addtrack`): a source node keeps the track it was
 * made with, which then falls silent.
 */
function follow(context: AudioContext, stream: MediaStream, to: AudioNode) {
  let source: MediaStreamAudioSourceNode | null = null;
  const connect = () => {
    source?.disconnect();
    source = stream.getAudioTracks().length ? context.createMediaStreamSource(stream) : null;
    source?.connect(to);
  };
  connect();
  stream.addEventListener('addtrack', connect);
  return () => stream.removeEventListener('addtrack', connect);
}

export function mixCalls(a: MixableCall, b: MixableCall): () => void {
  const context = new AudioContext();
  void context.resume();
  const mic = context.createMediaStreamSource(a.localStream);
  const toA = context.createMediaStreamDestination();
  const toB = context.createMediaStreamDestination();
  mic.connect(toA);
  mic.connect(toB);
  const unfollowB = follow(context, b.remoteStream, toA);
  const unfollowA = follow(context, a.remoteStream, toB);
  const replace = (pc: RTCPeerConnection, track: MediaStreamTrack | undefined) => {
    for (const sender of pc.getSenders()) if (sender.track?.kind === 'audio' || sender.track === null) void sender.replaceTrack(track ?? null);
  };
  const originalA = a.localStream.getAudioTracks()[0];
  const originalB = b.localStream.getAudioTracks()[0];
  replace(a.peerConnection, toA.stream.getAudioTracks()[0]);
  replace(b.peerConnection, toB.stream.getAudioTracks()[0]);
  return () => {
    unfollowA();
    unfollowB();
    if (a.peerConnection.connectionState !== 'closed') replace(a.peerConnection, originalA);
    if (b.peerConnection.connectionState !== 'closed') replace(b.peerConnection, originalB);
    void context.close();
  };
}

/**
 * Mixes `extra` (a supervisor who joined, spec 1 section 4) into what a call sends: its far side
 * hears the rep's microphone and the supervisor together. Returns the undo, which puts the
 * microphone back alone.
 */
export function mixIntoCall(call: Pick<MixableCall, 'localStream' | 'peerConnection'>, extra: MediaStream): () => void {
  const context = new AudioContext();
  void context.resume();
  const out = context.createMediaStreamDestination();
  context.createMediaStreamSource(call.localStream).connect(out);
  const unfollow = follow(context, extra, out);
  const original = call.localStream.getAudioTracks()[0];
  const replace = (track: MediaStreamTrack | undefined) => {
    for (const sender of call.peerConnection.getSenders()) if (sender.track?.kind === 'audio' || sender.track === null) void sender.replaceTrack(track ?? null);
  };
  replace(out.stream.getAudioTracks()[0]);
  return () => {
    unfollow();
    if (call.peerConnection.connectionState !== 'closed') replace(original);
    void context.close();
  };
}
