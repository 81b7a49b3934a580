import { z } from 'zod';

/** A listen-only copy of a live call on the media relay: both parties' audio, sent to the listening page over WebRTC. */
export const listenOffer = z.object({
  listenerId: z.string(),
  /** The relay's SDP offer: one send-only audio stream per party (ICE, DTLS-SRTP). */
  sdp: z.string(),
  /** The user whose call it is. */
  userId: z.number().int(),
});
export type ListenOffer = z.infer<typeof listenOffer>;

/** An SDP answer from the listening page: a session description of at most 64 KB. */
export const listenAnswerBody = z.object({ sdp: z.string().min(10).max(65_536) });
