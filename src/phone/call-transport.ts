/**
 * One way of carrying calls behind the phone engine: `soft` (sip.js over WebSocket to the SIP
 * server) or `pstn` (server-driven call legs through REST commands and /updates events). The
 * controller owns the rules (limits, display, call state); a transport only moves calls.
 */
export interface OutgoingCall {
  /** A SIP user (another rep) or a telephone number (E.164 or digits). */
  target: string;
  contactId: number | null;
  /**
   * A parallel dialer's line (soft only): the INVITE says so (X-Session-Type parallel-dial); the call
   * sends no microphone and is not heard until it is handed to the rep (`connectLine`).
   */
  line?: boolean;
  /** Spec 3 caller id: the number the call presents (X-Caller-Id), if any. */
  callerId?: string | null;
}

export interface TransportEvents {
  registration(status: 'connecting' | 'registered' | 'unregistered' | 'failed', error?: string): void;
  /** An incoming call; answer false to have it rejected (busy). */
  incoming(call: { id: string; number: string; displayName: string | null; queueId?: number | null }): boolean;
  progress(id: string): void;
  accepted(id: string): void;
  /** status: the SIP status of a failure, or null for a normal hangup. */
  ended(id: string, status: number | null): void;
  /** An attended transfer put another party through in place of the call's far side; the call goes on, now with them. */
  replaced(id: string, party: { callId: string; number: string; displayName: string | null }): void;
}

export interface CallTransport {
  readonly kind: 'soft' | 'pstn';
  start(events: TransportEvents): Promise<void>;
  stop(): Promise<void>;
  /**
   * Places a call the engine knows as `id` (events name it by that id); resolves with the call's
   * own id once known (the INVITE's Call-ID, or the pstn quick call id).
   */
  dial(id: string, call: OutgoingCall): Promise<string>;
  answer(id: string): Promise<void>;
  decline(id: string): Promise<void>;
  hangup(id: string): Promise<void>;
  hold(id: string, on: boolean): Promise<void>;
  mute(id: string, on: boolean): Promise<void>;
  dtmf(id: string, digits: string): Promise<void>;
  /** Joins two calls into a conference (soft: mixed locally; pstn: addToConference). */
  join(ids: [string, string]): Promise<void>;
  record(id: string, on: boolean): Promise<void>;
  leaveMessage(id: string, mediaId: number): Promise<void>;
  /** Blind transfer: the far side is asked (REFER) to call `target`; this call ends once it agreed. Soft calls only. */
  transfer?(id: string, target: string): Promise<void>;
  /**
   * Attended transfer: the far side of `id` is asked (REFER with Replaces) to call the party of
   * `otherId` in our place; resolves once they are through (both calls then end), rejects when the
   * transfer failed (both calls stay). Soft calls only.
   */
  transferToCall?(id: string, otherId: string): Promise<void>;
  /** A line call's far side as it arrives (answering-machine detection listens to it), or null. */
  remoteStream?(id: string): MediaStream | null;
  /** A line call goes to the rep: its far side is played and the microphone sent from now on. */
  connectLine?(id: string): void;
  /** A supervisor's monitoring call to a rep's phone (whisper and join), with the server's grant; soft only. Not one of the phone's calls. */
  coach?(target: string, headers: { grant: string; dial: string }): CoachLeg;
  /** Registration required: register again now. */
  reregister(): Promise<void>;
  /** Media figures of each live call (soft: RTCPeerConnection stats), for diagnostics. */
  stats?(): Promise<CallMediaStats[]>;
  /** Diagnostics: the loudest level (dB) near each frequency in each live call's far-side audio. */
  toneLevels?(frequencies: number[]): Promise<Array<{ id: string; levels: number[] }>>;
  /** Diagnostics (soft): the browser's echo canceller on the microphone for the next calls (on by default). */
  setEchoCancellation?(on: boolean): void;
  /** The microphone for the next calls (null: the system default). */
  setMicrophoneDevice?(deviceId: string | null): void;
}

/** The supervisor's side of a monitoring call: their microphone to the rep's phone, and the digits that set the mode. */
export interface CoachLeg {
  /** Resolves once the rep's phone answered; rejects when it refused or the call ended first. */
  readonly established: Promise<void>;
  sendDigit(digit: string): Promise<void>;
  hangup(): Promise<void>;
  onEnded(listener: () => void): void;
}

export interface CallMediaStats {
  id: string;
  bytesSent: number;
  bytesReceived: number;
  packetsReceived: number;
  /** The far side's audio energy received so far (WebRTC's totalAudioEnergy: level squared times seconds). */
  audioEnergy: number;
  /** RFC 4733 tones sent so far on this call (RTCDTMFSender). */
  dtmfSent: string;
  senderEnabled: boolean;
  /** The microphone the call sends from (its track's device). */
  microphoneId?: string | null;
  /** Re-INVITEs after the SIP connection came back (call recovery): sent and accepted, or received and answered. */
  recoveries: number;
  /** What recovery after a SIP-server drop did, in order (diagnostics). */
  recoveryLog?: string[];
  /** Epoch ms (sub-ms precision): dial() called, the INVITE handed to the WebSocket, the call Established. */
  dialAt: number | null;
  inviteSentAt: number | null;
  establishedAt: number | null;
  /** The answering side: the INVITE arrived, answer() was called, its 200 went on the wire (where set-up time goes). */
  incomingAt: number | null;
  answerAt: number | null;
  answerSentAt: number | null;
}
