import { readFile } from 'node:fs/promises';
import type { NgClient, NgReply } from './ng-client';
import { NgError } from './ng-client';
import { readWav } from './wav';

const PLAY_AGAIN_MS = 250;

/** A WAV file's length in milliseconds. */
async function wavDurationMs(file: string): Promise<number> {
  const wav = readWav(await readFile(file));
  return Math.round((wav.samples.length / wav.sampleRate) * 1000);
}

/** The ng protocol's view of one party of a call (the fields we read). */
interface Monologue {
  medias?: { protocol?: string }[];
}

/**
 * What the server does to a live call's media on the relay, beside what Kamailio does (offer,
 * answer, delete): play a stored audio file to the far side (voicemail drop, the callback notice)
 * and learn when it ends, stop it, and ask about the call. A call is its SIP Call-ID.
 */
export function createCallMedia(ng: NgClient, clock: { setTimeout(fn: () => void, ms: number): unknown } = { setTimeout: (fn, ms) => setTimeout(fn, ms) }) {
  /** The carrier's party: the one whose leg is plain RTP (the browsers' legs are DTLS-SRTP). */
  async function farSideTag(callId: string): Promise<string> {
    const query = await ng.request('query', { 'call-id': callId });
    const tags = (query.tags ?? {}) as Record<string, Monologue>;
    const far = Object.entries(tags).find(([, m]) => m.medias?.some((media) => media.protocol === 'RTP/AVP'));
    if (!far) throw new NgError(`call ${callId} has no plain RTP leg on the relay`);
    return far[0];
  }

  return {
    farSideTag,
    /**
     * Plays a WAV file to the far side of the call; resolves once the relay has started it, with
     * its length, and calls `onEnded` when it has played to the end.
     */
    async playToFarSide(callId: string, file: string, onEnded?: () => void): Promise<{ durationMs: number }> {
      const tag = await farSideTag(callId);
      let reply: NgReply = await ng.request('play media', { 'call-id': callId, 'from-tag': tag, file });
      // A play asked the moment a call is answered can come back without its length (the leg is not
      // set up on the relay yet): ask again shortly, and else go by the file's own length, so the
      // caller is not hung up on before the message had its time.
      for (let attempt = 0; attempt < 2 && typeof reply.duration !== 'number'; attempt++) {
        await new Promise<void>((resolve) => clock.setTimeout(resolve, PLAY_AGAIN_MS));
        reply = await ng.request('play media', { 'call-id': callId, 'from-tag': tag, file });
      }
      let durationMs = typeof reply.duration === 'number' ? reply.duration : 0;
      if (typeof reply.duration !== 'number') {
        durationMs = await wavDurationMs(file).catch(() => 0);
        console.warn(`[media] play media on ${callId} gave no length (${JSON.stringify(reply).slice(0, 200)}); going by the file's ${durationMs} ms`);
      }
      if (onEnded) clock.setTimeout(onEnded, durationMs);
      return { durationMs };
    },
    async stopPlaying(callId: string): Promise<void> {
      await ng.request('stop media', { 'call-id': callId, 'from-tag': await farSideTag(callId) });
    },
    query: (callId: string) => ng.request('query', { 'call-id': callId }),
  };
}

export type CallMedia = ReturnType<typeof createCallMedia>;
